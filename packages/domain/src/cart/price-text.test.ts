import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catchWeightPriceText, formatPrice, isPricePending, parsePrice } from './price-text.ts';

describe('isPricePending', () => {
  it.each([
    ['Price Pending', true],
    [' price pending ', true],
    ['', true],
    [null, true],
    [undefined, true],
    ['$12.50', false],
    ['$0.00', false],
  ])('%j -> %s', (price, expected) => {
    expect(isPricePending(price)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [7, '$7.00'],
    [1234567.891, '$1,234,567.89'],
    [-12.5, '-$12.50'],
    [-0.001, '$0.00'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('refuses a non-finite amount', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });

  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    signDisplay: 'negative',
  });

  it('writes whole cents exactly as Intl does, signs and separators included', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000_00, max: 10_000_000_000_00 }), (cents) => {
        expect(formatPrice(cents / 100)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds any other amount exactly as Intl does', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(formatPrice(amount)).toBe(intl.format(amount));
      }),
      { numRuns: 5000 },
    );
    for (const amount of [1.005, 2.675, 0.125, -0.005, 999.995, 1e15 + 0.5]) {
      expect(formatPrice(amount)).toBe(intl.format(amount));
    }
  });
});

describe('catchWeightPriceText', () => {
  it('reads as the price per unit', () => {
    expect(catchWeightPriceText('$4.99', 'LB')).toBe('$4.99 per LB');
    expect(catchWeightPriceText('$11.00', 'KG')).toBe('$11.00 per KG');
  });
});

describe('parsePrice', () => {
  it.each([
    ['$1,234.50', 1234.5],
    ['$4.99 per LB', 4.99],
    ['12', 12],
    ['.5', 0.5],
    ['-$5.00', 5],
    ['Price Pending', 0],
    ['$.', 0],
    ['1.2.3', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('%j -> %s', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it('reads back any formatted amount of whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(parsePrice(formatPrice(cents / 100))).toBe(cents / 100);
      }),
      { numRuns: 1000 },
    );
  });
});
