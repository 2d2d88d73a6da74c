import { describe, expect, it } from 'vitest';
import { selectStockVariant, shippingUnitOf, type StockedVariant } from './stock-selection.ts';

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

describe('shippingUnitOf', () => {
  const variant = (overrides: Partial<StockedVariant>): StockedVariant => ({
    businessUnitId: 'P',
    primaryStock: 0,
    secondaryBusinessUnitId: 'S',
    secondaryStock: 0,
    ...overrides,
  });

  it.each<[string, Partial<StockedVariant>, string]>([
    ['the primary when it has stock', { primaryStock: 3, secondaryStock: 9 }, 'P'],
    ['the secondary when only it has stock', { secondaryStock: 9 }, 'S'],
    ['the primary when neither has stock', {}, 'P'],
    ['the primary when there is no secondary', { secondaryBusinessUnitId: null, secondaryStock: null }, 'P'],
    ['the primary when the secondary stock is unknown', { secondaryStock: null }, 'P'],
  ])('%s', (_, overrides, unit) => {
    expect(shippingUnitOf(variant(overrides))).toBe(unit);
  });
});
