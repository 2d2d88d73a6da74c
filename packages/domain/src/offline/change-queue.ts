/**
 * The offline edit queue (issue 34, ADR 047): quantities typed without a connection wait in the browser's
 * storage, each change with its own Idempotency-Key, and are sent in the order they were made.
 */

/** One quantity change waiting for a connection: the line (sku and unit) should hold `quantity`. */
export interface QueuedChange {
  /** The change's Idempotency-Key: sent with it every time, so the server applies it once. */
  key: string;
  /** Order of making: changes are sent oldest first. */
  seq: number;
  productSku: string;
  unitOfMeasure: string;
  quantity: number;
  /** What the buyer typed (in a guide: added to what the cart held, which makes `quantity`). */
  typedQuantity: number;
  /** When the buyer typed it (ISO): between two devices the later change of a line wins. */
  changedAt: string;
  /** The unit price the buyer saw (dollars), when known. */
  seenPrice: number | null;
  /** What the device believed the cart held for the line. */
  baseQuantity: number | null;
  /** The guide it was typed in, if any, and the item's name for messages. */
  guideId: number | null;
  /** Typed on the cart page: the quantity the line should hold, not an amount added to it (ADR 047). */
  fromCart?: boolean;
  name: string;
  /** Set once the change was sent: its answer may have been lost, so it is sent again with the same key. */
  sentAt: string | null;
}

/** The key a line is known by in the queue: sku and unit (units compare case-blind). */
export function lineKeyOf(change: Pick<QueuedChange, 'productSku' | 'unitOfMeasure'>): string {
  return `${change.productSku}|${change.unitOfMeasure.toLowerCase()}`;
}

/**
 * The queue with a new change: an unsent change of the same line is replaced (the buyer typed over it, so
 * only the last value matters); one already sent stays, as its answer may be on the way, and the new one
 * follows it with its own key.
 */
export function enqueueChange(queue: readonly QueuedChange[], change: QueuedChange): QueuedChange[] {
  const line = lineKeyOf(change);
  const kept = queue.filter((held) => held.sentAt !== null || lineKeyOf(held) !== line);
  return [...kept, change].sort((a, b) => a.seq - b.seq);
}

/** The changes in the order they are sent: the order they were made. */
export function sendOrder(queue: readonly QueuedChange[]): QueuedChange[] {
  return [...queue].sort((a, b) => a.seq - b.seq);
}

/** '12 changes waiting for a connection' (1: 'change'); null when none wait. */
export function pendingChangesText(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting for a connection`;
}

/** The banner over what is shown from storage: 'Offline - showing prices from 2:14 PM'. */
export function offlineBannerText(savedTime: string): string {
  return `Offline - showing prices from ${savedTime}`;
}

/** What a buyer is told when submitting without a connection. */
export const SUBMIT_NEEDS_CONNECTION_MESSAGE =
  'Submitting an order needs a connection. Your cart is kept; submit it when you are back online.';

/** What a buyer is told about something that is not kept for offline use (search, new items). */
export const NEEDS_CONNECTION_MESSAGE =
  'This needs a connection. It will work again when you are back online.';

/** 'Search needs a connection.': what an action that is not kept for offline use says instead of failing. */
export function needsConnectionText(what: string): string {
  return `${what} needs a connection. It works again when you are back online.`;
}

/**
 * What the buyer is told of a line another device changed: 'Changed on another device: now 6.' When this
 * device's change was the later one it was kept, and the buyer is told that too.
 */
export function changedElsewhereText(cartQuantity: number, keptMine: boolean): string {
  return keptMine
    ? `Changed on another device too; your later change was kept: now ${cartQuantity}.`
    : `Changed on another device: now ${cartQuantity}.`;
}
