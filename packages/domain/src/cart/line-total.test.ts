import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotal, roundToCents } from './line-total.ts';

describe('roundToCents', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-2.675, -2.68],
    [1.004, 1],
    [59.970000000000006, 59.97],
    [1e-7, 0],
  ])('%s -> %s', (amount, expected) => {
    expect(roundToCents(amount)).toBe(expected);
  });

  it('never gives negative zero', () => {
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
  });
});

describe('lineTotal', () => {
  it.each<[string, number, number, number | null | undefined, number]>([
    ['price times quantity', 19.99, 3, undefined, 59.97],
    ['no drift on tenths', 0.1, 3, null, 0.3],
    ['a half cent rounds up', 1.005, 1, null, 1.01],
    ['quantity 0', 19.99, 0, null, 0],
    ['catch weight: price x average weight x quantity', 4.99, 2, 10.5, 104.79],
    ['catch weight rounded once at the end', 3.49, 1, 12.35, 43.1],
    ['catch weight rounded once, three cases', 3.49, 3, 12.35, 129.3],
    ['catch weight without a weighed average', 4.99, 2, 0, 0],
  ])('%s', (_name, unitPrice, quantity, averageWeight, expected) => {
    expect(lineTotal(unitPrice, quantity, averageWeight)).toBe(expected);
  });

  it.each([
    [Number.NaN, 1, null],
    [1, 1.5, null],
    [1, -1, null],
    [1, 1, -2],
    [1, 1, Number.POSITIVE_INFINITY],
  ])('refuses price %s, quantity %s, average weight %s', (unitPrice, quantity, averageWeight) => {
    expect(() => lineTotal(unitPrice, quantity, averageWeight)).toThrow(RangeError);
  });

  it('is exact for whole-cent prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, quantity) => {
          expect(lineTotal(cents / 100, quantity)).toBe((cents * quantity) / 100);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
