import { create } from 'zustand';

/** The cart's line count as the last cart answer gave it, and when it arrived. */
export interface ReportedCartCounter {
  count: number | null;
  reportedAt: number;
}

/** The line count the cart feature last saw; the header's counter shows it until the header reloads with a newer one. */
export const useCartCounterStore = create<ReportedCartCounter>()(() => ({ count: null, reportedAt: 0 }));

/** Reports the cart's line count after a cart answer, so the header counter follows without reloading the header. */
export function reportCartCounter(count: number, at: number = Date.now()): void {
  useCartCounterStore.setState({ count, reportedAt: at });
}

/** The count to show: the reported one when it is newer than the header's, else the header's. */
export function cartCounterToShow(
  header: { count: number; loadedAt: number } | undefined,
  reported: ReportedCartCounter,
): number {
  if (reported.count !== null && reported.reportedAt >= (header?.loadedAt ?? 0)) return reported.count;
  return header?.count ?? 0;
}
