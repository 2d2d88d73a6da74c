import { activeQuantityLimits, type QuantityRules } from './min-max.ts';
import { assertQuantity } from './quantity.ts';

/**
 * Add-to-cart quantity check (spec section 5). The rule looks at the total the cart would hold for the
 * same sku and unit, so a buyer adding 2 to the 3 already in the cart is checked as 5. A broken rule
 * comes back with the spec's message and the quantity that would have passed, so the screen can offer it.
 *
 * Decisions where the spec is silent:
 * - Adding 0 adds nothing and is accepted as is, without re-judging what the cart already holds.
 * - In 'replace' mode (PPro organizations) the quantity becomes the cart quantity: nothing counts as
 *   already in the cart, 0 means "remove the line" and is accepted, and the adjusted quantity is the new
 *   cart quantity to set.
 * - When the cart already holds the maximum or more, adding cannot undo that: the adjusted quantity is 0.
 * - The minimum is checked before the maximum, in the spec's order; only contradictory data (a minimum
 *   above the maximum) can make both apply.
 * - The sell-by multiple is a separate rule; this check knows only the spec's messages.
 */

/** The message when the sku and unit match no variant. */
export const NO_VARIANT_MESSAGE = 'Could not add product to cart.';
/** The message, with `{min}` to fill in, when the total is positive but below the minimum. */
export const MINIMUM_QUANTITY_MESSAGE = 'Minimum quantity of {min} required for this product.';
/** The message, with `{max}` to fill in, when the cart already holds the maximum. */
export const MAXIMUM_REACHED_MESSAGE = 'Maximum quantity of {max} reached for this product.';
/** The message, with `{max}` to fill in, when only part of the quantity fits under the maximum. */
export const MAXIMUM_ADJUSTED_MESSAGE = 'Adjusting quantity to maximum allowed ({max}).';

/** The minimum-quantity message for a minimum. */
export function minimumQuantityMessage(min: number): string {
  return MINIMUM_QUANTITY_MESSAGE.replace('{min}', String(min));
}

/** The maximum-reached message for a maximum. */
export function maximumReachedMessage(max: number): string {
  return MAXIMUM_REACHED_MESSAGE.replace('{max}', String(max));
}

/** The adjusting-to-maximum message for a maximum. */
export function maximumAdjustedMessage(max: number): string {
  return MAXIMUM_ADJUSTED_MESSAGE.replace('{max}', String(max));
}

/** How a quantity is applied: added to the cart's, or replacing it (PPro organizations). */
export type QuantityMode = 'add' | 'replace';

/** The outcome of the check: the quantity to apply, or why not and the quantity that would pass. */
export type QuantityCheck =
  { ok: true; quantity: number } | { ok: false; message: string; adjustedQuantity: number };

/** The add-to-cart check: `mode` 'add' adds `quantity` to what is in the cart, 'replace' makes `quantity` the new cart quantity (PPro organizations). */
export function checkAddToCart(input: {
  rules: QuantityRules | null;
  cartQuantity: number;
  quantity: number;
  today: string;
  mode?: QuantityMode;
}): QuantityCheck {
  const { rules, cartQuantity, quantity, today, mode = 'add' } = input;
  assertQuantity(cartQuantity, 'cart quantity');
  assertQuantity(quantity, 'quantity');
  if (!rules) return { ok: false, message: NO_VARIANT_MESSAGE, adjustedQuantity: 0 };
  if (mode === 'add' && quantity === 0) return { ok: true, quantity };

  const { min, max } = activeQuantityLimits(rules, today);
  const current = mode === 'add' ? cartQuantity : 0;
  const total = current + quantity;
  if (min !== null && total > 0 && total < min) {
    return { ok: false, message: minimumQuantityMessage(min), adjustedQuantity: min - current };
  }
  if (max !== null && total > max) {
    if (current >= max) return { ok: false, message: maximumReachedMessage(max), adjustedQuantity: 0 };
    return { ok: false, message: maximumAdjustedMessage(max), adjustedQuantity: max - current };
  }
  return { ok: true, quantity };
}

/** How the organization's quantities apply: PPro organizations set the cart quantity, others add to it (spec section 6). */
export function quantityModeOf(organization: { isPPro: boolean }): QuantityMode {
  return organization.isPPro ? 'replace' : 'add';
}
