/**
 * Quantity rule: a quantity is a whole number of selling units, zero or more. Cases, eaches and
 * pounds-priced catch-weight items are all ordered by the unit, so a fraction or a negative count is a
 * caller's bug to surface, never a buyer's request to round.
 */

/** Whether a value is a quantity: a safe whole number, zero or more. */
export function isQuantity(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** Throws a RangeError naming the value when it is not a quantity. */
export function assertQuantity(value: number, name: string): void {
  if (!isQuantity(value)) throw new RangeError(`${name} must be a whole number >= 0, got ${value}`);
}
