/**
 * Sell-by multiple rule (spec section 5): some items are sold only in multiples (a case of 6 split
 * packs). A multiple of 1 or less means "any whole quantity", so it steps by 1.
 */

/** The step quantities move in: the sell-by multiple when it is above 1, else 1. */
export function sellByStep(sellByMultiple: number): number {
  if (Number.isNaN(sellByMultiple)) throw new RangeError('sell-by multiple is not a number');
  if (sellByMultiple <= 1) return 1;
  // A fractional multiple cannot be honoured by whole quantities; it is bad data, not a rounding case.
  if (!Number.isSafeInteger(sellByMultiple)) {
    throw new RangeError(`sell-by multiple must be a whole number, got ${sellByMultiple}`);
  }
  return sellByMultiple;
}
