import { describe, expect, it } from 'vitest';
import { checkSellByMultiple, sellByStep } from './sell-by-multiple.ts';

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

describe('checkSellByMultiple', () => {
  it.each<[string, number, number, number, 'add' | 'replace', number]>([
    ['a total on the multiple', 4, 4, 4, 'add', 8],
    ['any total without a multiple', 1, 3, 2, 'add', 5],
    ['replacing with a multiple', 6, 5, 12, 'replace', 12],
    ['removing the line', 6, 6, 0, 'replace', 0],
  ])('accepts %s', (_, sellByMultiple, cartQuantity, quantity, mode, total) => {
    expect(checkSellByMultiple({ sellByMultiple, cartQuantity, quantity, mode })).toEqual({
      ok: true,
      cartQuantity: total,
    });
  });

  it.each<[string, number, number, number, 'add' | 'replace', number]>([
    ['adding below one multiple offers the multiple', 4, 0, 3, 'add', 4],
    ['adding past a multiple offers what lands on the one below', 4, 4, 7, 'add', 4],
    ['adding to a cart already past the multiple below offers 0', 4, 5, 2, 'add', 0],
    ['replacing offers the multiple below', 6, 0, 13, 'replace', 12],
    ['replacing below one multiple offers the multiple', 6, 12, 5, 'replace', 6],
  ])('refuses %s', (_, sellByMultiple, cartQuantity, quantity, mode, adjustedQuantity) => {
    expect(checkSellByMultiple({ sellByMultiple, cartQuantity, quantity, mode })).toEqual({
      ok: false,
      message: `This item is sold in multiples of ${sellByMultiple}.`,
      adjustedQuantity,
    });
  });
});
