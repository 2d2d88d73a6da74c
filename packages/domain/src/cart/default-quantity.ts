import { activeQuantityLimits, type QuantityRules } from './min-max.ts';
import { assertQuantity } from './quantity.ts';
import { sellByStep } from './sell-by-multiple.ts';

/**
 * Default quantity rule (spec section 5): the quantity a quantity box starts at, chosen so the first
 * click passes the add-to-cart check. With an active minimum it tops the cart up to the minimum; once the
 * minimum is met, single units are fine. Without one it is one sell-by step.
 */

/** The quantity to offer for a variant given what the cart already holds of it. */
export function defaultQuantity(rules: QuantityRules, cartQuantity: number, today: string): number {
  assertQuantity(cartQuantity, 'cart quantity');
  const { min } = activeQuantityLimits(rules, today);
  if (min !== null) {
    if (cartQuantity === 0) return min;
    if (cartQuantity >= min) return 1;
    // The shortfall is at least 1 here: the cart holds fewer than the minimum.
    return min - cartQuantity;
  }
  return sellByStep(rules.sellByMultiple);
}
