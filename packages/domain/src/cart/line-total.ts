import { assertQuantity } from './quantity.ts';

/**
 * Line total rule (DESIGN.md section 5): a line costs its unit price times its quantity; a catch-weight
 * line is priced per pound or kilogram, so until it is weighed it is estimated as price x average weight
 * x quantity. The total is rounded once, at the end, to whole cents, half a cent rounding away from zero.
 */

/** Rounds an amount of dollars to whole cents without binary drift (1.005 becomes 1.01, not 1.00). */
export function roundToCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`amount must be a finite number, got ${amount}`);
  // 15 significant digits drop the float noise (100.49999999999999 -> 100.5) before rounding.
  const cents = Number((Math.abs(amount) * 100).toPrecision(15));
  const rounded = (Math.sign(amount) * Math.round(cents)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** The total of a line in dollars, rounded to cents; with an average weight it is a catch-weight estimate. */
export function lineTotal(unitPrice: number, quantity: number, averageWeight?: number | null): number {
  if (!Number.isFinite(unitPrice))
    throw new RangeError(`unit price must be a finite number, got ${unitPrice}`);
  assertQuantity(quantity, 'quantity');
  if (averageWeight === null || averageWeight === undefined) return roundToCents(unitPrice * quantity);
  if (!Number.isFinite(averageWeight) || averageWeight < 0) {
    throw new RangeError(`average weight must be a finite number >= 0, got ${averageWeight}`);
  }
  return roundToCents(unitPrice * averageWeight * quantity);
}
