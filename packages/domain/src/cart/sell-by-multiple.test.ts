import { describe, expect, it } from 'vitest';
import { sellByStep } from './sell-by-multiple.ts';

describe('sellByStep', () => {
  it.each([
    [6, 6],
    [2, 2],
    [1, 1],
    [0, 1],
    [-3, 1],
    [0.5, 1],
  ])('multiple %s steps by %s', (multiple, expected) => {
    expect(sellByStep(multiple)).toBe(expected);
  });

  it.each([[2.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %s', (multiple) => {
    expect(() => sellByStep(multiple)).toThrow(RangeError);
  });
});
