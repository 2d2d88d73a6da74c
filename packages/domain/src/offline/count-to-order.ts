/**
 * Count to order (issue 34): the buyer counts what is on hand and the guide fills the order quantity from
 * the par level: par minus on hand, rounded up to the sell-by multiple, and at least the minimum.
 */

/** The order quantity a count leads to: 0 at or above par; else the shortfall in whole sell-by multiples, at least the minimum. */
export function orderQuantityFromCount(input: {
  par: number | null | undefined;
  onHand: number;
  sellByMultiple?: number | null | undefined;
  minQuantity?: number | null | undefined;
}): number {
  const { par, onHand } = input;
  if (par == null || !Number.isFinite(par) || par <= 0 || !Number.isFinite(onHand)) return 0;
  const shortfall = par - Math.max(onHand, 0);
  if (shortfall <= 0) return 0;
  const multiple = input.sellByMultiple ?? 1;
  const step = multiple > 1 && Number.isSafeInteger(multiple) ? multiple : 1;
  let quantity = Math.ceil(shortfall / step) * step;
  const min = input.minQuantity ?? 0;
  // A minimum the multiple does not divide: the smallest multiple at or above it.
  if (Number.isFinite(min) && quantity < min) quantity = Math.ceil(min / step) * step;
  return quantity;
}
