import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableStock } from './available-stock.ts';
import type { QuantityRules } from './min-max.ts';
import { dateArbitrary, quantityRulesArbitrary } from './quantity-rules.arbitrary.ts';

const TODAY = '2026-06-10';
const rules: QuantityRules = {
  minMaxFlag: true,
  minQuantity: 6,
  maxQuantity: 40,
  minMaxExpirationDate: null,
  sellByMultiple: 1,
};

describe('availableStock without min/max', () => {
  it.each([
    ['all stock when the cart is empty', 10, 0, 1, 10],
    ['stock less the cart', 10, 3, 1, 7],
    ['a multiple of 0 leaves it unchanged', 10, 3, 0, 7],
    ['a fractional multiple below 1 leaves it unchanged', 10, 3, 0.5, 7],
    ['already a multiple', 12, 0, 4, 12],
    ['rounded down, never up to stock that does not exist', 11, 0, 4, 8],
    ['rounded down after the cart', 10, 3, 6, 6],
    ['less than one multiple left', 5, 0, 6, 0],
    ['the cart holds all the stock', 10, 10, 1, 0],
    ['the cart holds more than the stock', 4, 9, 1, 0],
    ['oversold stock', -3, 0, 1, 0],
  ])('%s (stock %s, cart %s, multiple %s)', (_name, stock, cartQuantity, sellByMultiple, expected) => {
    expect(availableStock({ stock, cartQuantity, sellByMultiple })).toBe(expected);
  });
});

describe('availableStock with min/max', () => {
  it.each<[string, Partial<QuantityRules>, number, number, number]>([
    ['the minimum exceeds the stock', {}, 5, 0, 0],
    ['the minimum equals the stock', {}, 6, 0, 6],
    ['the minimum exceeds the stock, cart below it', {}, 5, 2, 0],
    ['the cart meets the minimum', {}, 10, 6, 4],
    ['the cart is below the minimum but stock can reach it', {}, 7, 2, 5],
    ['rounding leaves the minimum out of reach', { minQuantity: 10, sellByMultiple: 4 }, 10, 0, 0],
    ['flag off: the minimum is ignored', { minMaxFlag: false }, 5, 0, 5],
    ['expiring today: the minimum is ignored', { minMaxExpirationDate: TODAY }, 5, 0, 5],
    ['expiring tomorrow: the minimum applies', { minMaxExpirationDate: '2026-06-11' }, 5, 0, 0],
    ['no minimum', { minQuantity: null }, 5, 0, 5],
  ])('%s (stock %i, cart %i)', (_name, overrides, stock, cartQuantity, expected) => {
    const quantityRules = { ...rules, ...overrides };
    expect(
      availableStock({
        stock,
        cartQuantity,
        sellByMultiple: quantityRules.sellByMultiple,
        rules: quantityRules,
        today: TODAY,
      }),
    ).toBe(expected);
  });

  it('needs today to apply rules', () => {
    expect(() => availableStock({ stock: 5, cartQuantity: 0, sellByMultiple: 1, rules })).toThrow(RangeError);
  });

  it.each([
    [Number.NaN, 0, 1],
    [10, -1, 1],
    [10, 0, 2.5],
  ])('refuses stock %s, cart %s, multiple %s', (stock, cartQuantity, sellByMultiple) => {
    expect(() => availableStock({ stock, cartQuantity, sellByMultiple })).toThrow(RangeError);
  });
});

describe('availableStock properties', () => {
  const inputArbitrary = fc.record({
    stock: fc.integer({ min: -20, max: 500 }),
    cartQuantity: fc.nat({ max: 200 }),
    rules: quantityRulesArbitrary,
    today: dateArbitrary,
    withRules: fc.boolean(),
  });

  it('is never negative, never exceeds stock less the cart, and is a whole number of multiples', () => {
    fc.assert(
      fc.property(inputArbitrary, ({ stock, cartQuantity, rules: quantityRules, today, withRules }) => {
        const { sellByMultiple } = quantityRules;
        const available = availableStock({
          stock,
          cartQuantity,
          sellByMultiple,
          ...(withRules ? { rules: quantityRules, today } : {}),
        });
        expect(available).toBeGreaterThanOrEqual(0);
        expect(available).toBeLessThanOrEqual(Math.max(0, stock - cartQuantity));
        if (sellByMultiple > 1) expect(available % sellByMultiple).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('without rules, is the largest such figure', () => {
    fc.assert(
      fc.property(inputArbitrary, ({ stock, cartQuantity, rules: { sellByMultiple } }) => {
        const available = availableStock({ stock, cartQuantity, sellByMultiple });
        const step = Math.max(1, sellByMultiple);
        expect(available + step).toBeGreaterThan(stock - cartQuantity);
      }),
      { numRuns: 1000 },
    );
  });

  it('rules only ever take it to 0', () => {
    fc.assert(
      fc.property(inputArbitrary, ({ stock, cartQuantity, rules: quantityRules, today }) => {
        const { sellByMultiple } = quantityRules;
        const plain = availableStock({ stock, cartQuantity, sellByMultiple });
        const ruled = availableStock({ stock, cartQuantity, sellByMultiple, rules: quantityRules, today });
        expect([0, plain]).toContain(ruled);
      }),
      { numRuns: 1000 },
    );
  });
});
