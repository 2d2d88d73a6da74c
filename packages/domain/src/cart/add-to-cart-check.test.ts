import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAddToCart,
  maximumAdjustedMessage,
  maximumReachedMessage,
  minimumQuantityMessage,
  quantityModeOf,
  type QuantityCheck,
  type QuantityMode,
} from './add-to-cart-check.ts';
import { activeQuantityLimits, isMinMaxActive, type QuantityRules } from './min-max.ts';
import { dateArbitrary, quantityRulesArbitrary } from './quantity-rules.arbitrary.ts';

const TODAY = '2026-06-10';
const rules: QuantityRules = {
  minMaxFlag: true,
  minQuantity: 4,
  maxQuantity: 20,
  minMaxExpirationDate: null,
  sellByMultiple: 1,
};

const refused = (message: string, adjustedQuantity: number): QuantityCheck => ({
  ok: false,
  message,
  adjustedQuantity,
});
const accepted = (quantity: number): QuantityCheck => ({ ok: true, quantity });

describe('checkAddToCart, adding to the cart', () => {
  it.each<[string, Partial<QuantityRules>, number, number, QuantityCheck]>([
    [
      'below the minimum from an empty cart',
      {},
      0,
      2,
      refused('Minimum quantity of 4 required for this product.', 4),
    ],
    [
      'below the minimum counting the cart',
      {},
      1,
      1,
      refused('Minimum quantity of 4 required for this product.', 3),
    ],
    ['exactly the minimum', {}, 0, 4, accepted(4)],
    ['the minimum reached with the cart', {}, 3, 1, accepted(1)],
    ['exactly the maximum with the cart', {}, 10, 10, accepted(10)],
    [
      'above the maximum with room left',
      {},
      15,
      10,
      refused('Adjusting quantity to maximum allowed (20).', 5),
    ],
    [
      'above the maximum from an empty cart',
      {},
      0,
      25,
      refused('Adjusting quantity to maximum allowed (20).', 20),
    ],
    [
      'the cart already at the maximum',
      {},
      20,
      1,
      refused('Maximum quantity of 20 reached for this product.', 0),
    ],
    [
      'the cart already above the maximum',
      {},
      25,
      3,
      refused('Maximum quantity of 20 reached for this product.', 0),
    ],
    ['adding 0 adds nothing, even below the minimum', {}, 2, 0, accepted(0)],
    ['no maximum', { maxQuantity: null }, 0, 500, accepted(500)],
    ['no minimum', { minQuantity: null }, 0, 1, accepted(1)],
    ['a minimum of 0', { minQuantity: 0 }, 0, 1, accepted(1)],
    [
      'a maximum of 0 allows none',
      { maxQuantity: 0, minQuantity: null },
      0,
      1,
      refused('Maximum quantity of 0 reached for this product.', 0),
    ],
    ['flag off: below the minimum is fine', { minMaxFlag: false }, 0, 1, accepted(1)],
    ['flag off: above the maximum is fine', { minMaxFlag: false }, 0, 100, accepted(100)],
    ['expiring today: limits lapsed', { minMaxExpirationDate: TODAY }, 0, 1, accepted(1)],
    ['expired yesterday: limits lapsed', { minMaxExpirationDate: '2026-06-09' }, 0, 100, accepted(100)],
    [
      'expiring tomorrow: limits apply',
      { minMaxExpirationDate: '2026-06-11' },
      0,
      1,
      refused('Minimum quantity of 4 required for this product.', 4),
    ],
    [
      'expiring tomorrow: maximum applies',
      { minMaxExpirationDate: '2026-06-11' },
      19,
      5,
      refused('Adjusting quantity to maximum allowed (20).', 1),
    ],
  ])('%s (cart %i + %i)', (_name, overrides, cartQuantity, quantity, expected) => {
    expect(
      checkAddToCart({ rules: { ...rules, ...overrides }, cartQuantity, quantity, today: TODAY }),
    ).toEqual(expected);
  });
});

describe('checkAddToCart, replacing the cart quantity (PPro)', () => {
  it.each<[string, number, number, QuantityCheck]>([
    [
      'below the minimum ignores the cart',
      10,
      2,
      refused('Minimum quantity of 4 required for this product.', 4),
    ],
    [
      'above the maximum adjusts to the maximum itself',
      10,
      25,
      refused('Adjusting quantity to maximum allowed (20).', 20),
    ],
    ['within limits that adding would break', 15, 15, accepted(15)],
    ['within limits from a smaller cart', 2, 5, accepted(5)],
    ['0 removes the line', 10, 0, accepted(0)],
  ])('%s (cart %i, set %i)', (_name, cartQuantity, quantity, expected) => {
    expect(checkAddToCart({ rules, cartQuantity, quantity, today: TODAY, mode: 'replace' })).toEqual(
      expected,
    );
  });
});

describe('checkAddToCart without a variant', () => {
  it.each<[QuantityMode, number, number]>([
    ['add', 0, 1],
    ['add', 3, 0],
    ['replace', 5, 2],
  ])('%s cart %i quantity %i', (mode, cartQuantity, quantity) => {
    expect(checkAddToCart({ rules: null, cartQuantity, quantity, today: TODAY, mode })).toEqual(
      refused('Could not add product to cart.', 0),
    );
  });
});

describe('checkAddToCart refuses what is not a quantity', () => {
  it.each([
    [0, -1],
    [0, 1.5],
    [-1, 1],
    [0, Number.NaN],
  ])('cart %s quantity %s', (cartQuantity, quantity) => {
    expect(() => checkAddToCart({ rules, cartQuantity, quantity, today: TODAY })).toThrow(RangeError);
  });

  it('refuses a malformed today', () => {
    expect(() => checkAddToCart({ rules, cartQuantity: 0, quantity: 1, today: '10/06/2026' })).toThrow(
      RangeError,
    );
  });
});

describe('quantity messages', () => {
  it('fill in the spec wording', () => {
    expect(minimumQuantityMessage(12)).toBe('Minimum quantity of 12 required for this product.');
    expect(maximumReachedMessage(40)).toBe('Maximum quantity of 40 reached for this product.');
    expect(maximumAdjustedMessage(40)).toBe('Adjusting quantity to maximum allowed (40).');
  });
});

describe('checkAddToCart properties', () => {
  const inputArbitrary = fc.record({
    rules: quantityRulesArbitrary,
    cartQuantity: fc.nat({ max: 80 }),
    quantity: fc.nat({ max: 80 }),
    today: dateArbitrary,
    mode: fc.constantFrom<QuantityMode>('add', 'replace'),
  });

  it('an adjusted quantity keeps the total within active limits and then passes the check', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        const check = checkAddToCart(input);
        if (check.ok) return;
        const { min, max } = activeQuantityLimits(input.rules, input.today);
        const current = input.mode === 'add' ? input.cartQuantity : 0;
        const adjustedTotal = current + check.adjustedQuantity;
        expect(check.adjustedQuantity).toBeGreaterThanOrEqual(0);
        if (adjustedTotal > 0 && min !== null) expect(adjustedTotal).toBeGreaterThanOrEqual(min);
        if (max !== null && check.adjustedQuantity > 0) expect(adjustedTotal).toBeLessThanOrEqual(max);
        // Nothing may be added only when the cart holds the maximum already.
        if (check.adjustedQuantity === 0 && max !== null) expect(current).toBeGreaterThanOrEqual(max);
        expect(checkAddToCart({ ...input, quantity: check.adjustedQuantity }).ok).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('an accepted quantity keeps the total within active limits', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        fc.pre(!(input.mode === 'add' && input.quantity === 0));
        const check = checkAddToCart(input);
        if (!check.ok) return;
        expect(check.quantity).toBe(input.quantity);
        const { min, max } = activeQuantityLimits(input.rules, input.today);
        const total = input.mode === 'add' ? input.cartQuantity + input.quantity : input.quantity;
        if (total > 0 && min !== null) expect(total).toBeGreaterThanOrEqual(min);
        if (max !== null) expect(total).toBeLessThanOrEqual(max);
      }),
      { numRuns: 2000 },
    );
  });

  it('inactive min/max never refuses', () => {
    fc.assert(
      fc.property(inputArbitrary, (input) => {
        fc.pre(!isMinMaxActive(input.rules, input.today));
        expect(checkAddToCart(input)).toEqual({ ok: true, quantity: input.quantity });
      }),
      { numRuns: 500 },
    );
  });
});

describe('quantityModeOf', () => {
  it.each([
    [true, 'replace'],
    [false, 'add'],
  ])('isPPro %s -> %s', (isPPro, mode) => {
    expect(quantityModeOf({ isPPro })).toBe(mode);
  });
});
