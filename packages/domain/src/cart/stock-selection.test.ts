import { describe, expect, it } from 'vitest';
import { selectStockVariant } from './stock-selection.ts';

const unit = (id: string, inStock: boolean, isSecondaryBusinessUnit: boolean) => ({
  id,
  inStock,
  isSecondaryBusinessUnit,
});

describe('selectStockVariant', () => {
  it.each([
    [
      'the in-stock primary over an in-stock secondary listed first',
      [unit('s', true, true), unit('p', true, false)],
      'p',
    ],
    ['an in-stock secondary when the primary is out', [unit('p', false, false), unit('s', true, true)], 's'],
    ['the first of several in-stock primaries', [unit('p1', true, false), unit('p2', true, false)], 'p1'],
    [
      'the first of several in-stock secondaries',
      [unit('p', false, false), unit('s1', true, true), unit('s2', true, true)],
      's1',
    ],
    ['nothing when all are out of stock', [unit('p', false, false), unit('s', false, true)], null],
    ['nothing from nothing', [], null],
  ])('%s', (_name, variants, expected) => {
    expect(selectStockVariant(variants)?.id ?? null).toBe(expected);
  });
});
