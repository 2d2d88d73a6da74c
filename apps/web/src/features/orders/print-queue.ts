import { create } from 'zustand';

interface PrintQueueState {
  /** A print was asked for and waits for the order details to load. */
  queued: boolean;
}

/** Spec section 4: print is queued, then triggered after the details load. */
export const usePrintQueue = create<PrintQueueState>()(() => ({ queued: false }));

/** Asks for a print; it happens once the details are on screen. */
export function queuePrint(): void {
  usePrintQueue.setState({ queued: true });
}

/** Whether to print now: a print is queued and the details it prints have loaded. */
export function shouldPrintNow(queued: boolean, detailsLoaded: boolean): boolean {
  return queued && detailsLoaded;
}

/** Prints the page if a print is queued and the details are loaded; the queue is emptied first, so it prints once. */
export function flushPrintQueue(detailsLoaded: boolean, print: () => void = () => window.print()): boolean {
  if (!shouldPrintNow(usePrintQueue.getState().queued, detailsLoaded)) return false;
  usePrintQueue.setState({ queued: false });
  print();
  return true;
}
