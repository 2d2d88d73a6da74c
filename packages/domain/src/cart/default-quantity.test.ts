import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAddToCart } from './add-to-cart-check.ts';
import { defaultQuantity } from './default-quantity.ts';
import { activeQuantityLimits, type QuantityRules } from './min-max.ts';
import { dateArbitrary, quantityRulesArbitrary } from './quantity-rules.arbitrary.ts';

const TODAY = '2026-06-10';
const rules: QuantityRules = {
  minMaxFlag: true,
  minQuantity: 4,
  maxQuantity: 20,
  minMaxExpirationDate: null,
  sellByMultiple: 6,
};

describe('defaultQuantity', () => {
  it.each<[string, Partial<QuantityRules>, number, number]>([
    ['active, empty cart: the minimum', {}, 0, 4],
    ['active, cart below the minimum: the shortfall', {}, 1, 3],
    ['active, cart one short: the shortfall of 1', {}, 3, 1],
    ['active, cart at the minimum: 1', {}, 4, 1],
    ['active, cart above the minimum: 1', {}, 9, 1],
    ['active until tomorrow: the minimum', { minMaxExpirationDate: '2026-06-11' }, 0, 4],
    ['flag off: the sell-by multiple', { minMaxFlag: false }, 0, 6],
    ['flag off, cart below the minimum: the sell-by multiple', { minMaxFlag: false }, 1, 6],
    ['expiring today: the sell-by multiple', { minMaxExpirationDate: TODAY }, 0, 6],
    ['expired: the sell-by multiple', { minMaxExpirationDate: '2026-01-01' }, 0, 6],
    ['active without a minimum: the sell-by multiple', { minQuantity: null }, 0, 6],
    ['active with a minimum of 0: the sell-by multiple', { minQuantity: 0 }, 0, 6],
    ['a sell-by multiple of 1', { minMaxFlag: false, sellByMultiple: 1 }, 0, 1],
    ['a sell-by multiple of 0 is at least 1', { minMaxFlag: false, sellByMultiple: 0 }, 0, 1],
  ])('%s', (_name, overrides, cartQuantity, expected) => {
    expect(defaultQuantity({ ...rules, ...overrides }, cartQuantity, TODAY)).toBe(expected);
  });

  it('refuses a cart quantity that is not a quantity', () => {
    expect(() => defaultQuantity(rules, -1, TODAY)).toThrow(RangeError);
  });

  it('is at least 1 and, under an active minimum, tops the cart up to it, passing the check', () => {
    fc.assert(
      fc.property(
        quantityRulesArbitrary,
        fc.nat({ max: 80 }),
        dateArbitrary,
        (quantityRules, cart, today) => {
          const quantity = defaultQuantity(quantityRules, cart, today);
          expect(quantity).toBeGreaterThanOrEqual(1);
          const { min, max } = activeQuantityLimits(quantityRules, today);
          if (min === null) return;
          expect(cart + quantity).toBeGreaterThanOrEqual(min);
          // Below the maximum, the offered quantity is one the add-to-cart check accepts.
          if (max === null || cart + quantity <= max) {
            expect(checkAddToCart({ rules: quantityRules, cartQuantity: cart, quantity, today }).ok).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
