/**
 * Par levels (beyond the spec): the buyer keeps a par (how much should be on the shelf) per item, counts
 * what is on hand, and is offered the shortfall, rounded up to the item's sell-by multiple so it can be
 * ordered as is.
 */

/** The quantity to order to bring `onHand` back to `par`: 0 when at or above par; whole sell-by multiples. */
export function suggestedQuantity(par: number, onHand: number, sellByMultiple: number): number {
  if (!Number.isFinite(par) || !Number.isFinite(onHand) || par <= 0) return 0;
  const shortfall = par - Math.max(onHand, 0);
  if (shortfall <= 0) return 0;
  const step = sellByMultiple > 1 && Number.isSafeInteger(sellByMultiple) ? sellByMultiple : 1;
  return Math.ceil(shortfall / step) * step;
}
