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

/** The message when a cart quantity is off the sell-by multiple. */
export function sellByMultipleMessage(sellByMultiple: number): string {
  return `This item is sold in multiples of ${sellByMultiple}.`;
}

/** The outcome of the sell-by check: the new cart quantity, or the message and the quantity that would pass. */
export type SellByCheck =
  { ok: true; cartQuantity: number } | { ok: false; message: string; adjustedQuantity: number };

/**
 * The sell-by check of an add or a replace: the cart quantity it leads to must be a multiple. When it is
 * not, the adjusted quantity is what to add (or, replacing, to set) to land on the multiple below, or on
 * one multiple when that is below it.
 */
export function checkSellByMultiple(input: {
  sellByMultiple: number;
  cartQuantity: number;
  quantity: number;
  mode: 'add' | 'replace';
}): SellByCheck {
  const { sellByMultiple: multiple, cartQuantity, quantity, mode } = input;
  const total = mode === 'add' ? cartQuantity + quantity : quantity;
  if (multiple <= 1 || total % multiple === 0) return { ok: true, cartQuantity: total };
  const adjusted = Math.max(multiple, Math.floor(total / multiple) * multiple);
  return {
    ok: false,
    message: sellByMultipleMessage(multiple),
    adjustedQuantity: mode === 'add' ? Math.max(0, adjusted - cartQuantity) : adjusted,
  };
}
