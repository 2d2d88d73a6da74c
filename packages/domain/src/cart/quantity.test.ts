import { describe, expect, it } from 'vitest';
import { assertQuantity, isQuantity } from './quantity.ts';

describe('isQuantity', () => {
  it.each([
    [0, true],
    [1, true],
    [250, true],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [2 ** 53, false],
  ])('%s -> %s', (value, expected) => {
    expect(isQuantity(value)).toBe(expected);
  });
});

describe('assertQuantity', () => {
  it('names the offending value', () => {
    expect(() => assertQuantity(-2, 'cart quantity')).toThrow(/cart quantity.*-2/);
    expect(() => assertQuantity(3, 'quantity')).not.toThrow();
  });
});
