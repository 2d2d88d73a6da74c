import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guideCartCount, guideCartQuantity, setGuideCartEntry, type GuideCartEntry } from './guide-cart.ts';

const entry = (
  productSku: string,
  quantity: number,
  parentProductSku: string | null = null,
  unitOfMeasure = 'CS',
  parentUnitOfMeasure: string | null = parentProductSku === null ? null : 'CS',
): GuideCartEntry => ({
  productSku,
  unitOfMeasure,
  parentProductSku,
  parentUnitOfMeasure,
  quantity,
  inStock: true,
});

describe('setGuideCartEntry', () => {
  it.each([
    ['adds a new entry', [], entry('1', 2), [entry('1', 2)]],
    [
      'replaces the quantity in place',
      [entry('1', 2), entry('2', 1)],
      entry('1', 5),
      [entry('1', 5), entry('2', 1)],
    ],
    ['0 removes', [entry('1', 2), entry('2', 1)], entry('1', 0), [entry('2', 1)]],
    ['0 for an absent entry changes nothing', [entry('1', 2)], entry('9', 0), [entry('1', 2)]],
    [
      'a substitution is its own entry',
      [entry('1', 2)],
      entry('1', 3, 'P'),
      [entry('1', 2), entry('1', 3, 'P')],
    ],
    [
      'a substitution under its parent in another unit is its own entry',
      [entry('1', 2, 'P', 'CS', 'CS')],
      entry('1', 3, 'P', 'CS', 'EA'),
      [entry('1', 2, 'P', 'CS', 'CS'), entry('1', 3, 'P', 'CS', 'EA')],
    ],
    [
      "a substitution's quantity replaces the one under the same parent and unit only",
      [entry('1', 2, 'P', 'CS', 'CS'), entry('1', 3, 'P', 'CS', 'EA')],
      entry('1', 5, 'P', 'CS', 'EA'),
      [entry('1', 2, 'P', 'CS', 'CS'), entry('1', 5, 'P', 'CS', 'EA')],
    ],
    [
      '0 for a substitution under one parent unit leaves it under the other',
      [entry('1', 2, 'P', 'CS', 'CS'), entry('1', 3, 'P', 'CS', 'EA')],
      entry('1', 0, 'P', 'CS', 'CS'),
      [entry('1', 3, 'P', 'CS', 'EA')],
    ],
    [
      'the same SKU in another unit is its own entry',
      [entry('1', 2)],
      entry('1', 3, null, 'EA'),
      [entry('1', 2), entry('1', 3, null, 'EA')],
    ],
    [
      '0 for one unit leaves the other unit',
      [entry('1', 2), entry('1', 3, null, 'EA')],
      entry('1', 0, null, 'EA'),
      [entry('1', 2)],
    ],
  ])('%s', (_, entries, next, expected) => {
    expect(setGuideCartEntry(entries, next)).toEqual(expected);
  });

  it('the count is the number of entries, whatever the quantities (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sku: fc.constantFrom('1', '2', '3', '4'), quantity: fc.nat({ max: 5 }) })),
        (steps) => {
          let entries: GuideCartEntry[] = [];
          const expected = new Map<string, number>();
          for (const step of steps) {
            entries = setGuideCartEntry(entries, entry(step.sku, step.quantity));
            if (step.quantity === 0) expected.delete(step.sku);
            else expected.set(step.sku, step.quantity);
          }
          expect(guideCartCount(entries)).toBe(expected.size);
          expect(Object.fromEntries(entries.map((e) => [e.productSku, e.quantity]))).toEqual(
            Object.fromEntries(expected),
          );
        },
      ),
    );
  });
});

describe('guideCartQuantity', () => {
  const held = [
    entry('1', 2),
    entry('1', 4, null, 'EA'),
    entry('S', 3, 'P', 'CS', 'CS'),
    entry('S', 7, 'P', 'CS', 'EA'),
  ];

  it.each([
    ['an item in its unit', { productSku: '1', unitOfMeasure: 'CS' }, null, 2],
    ['the same SKU in another unit', { productSku: '1', unitOfMeasure: 'EA' }, null, 4],
    ['a substitution under its parent in one unit', { productSku: 'S', unitOfMeasure: 'CS' }, 'CS', 3],
    [
      'the same substitution under the parent in its other unit',
      { productSku: 'S', unitOfMeasure: 'CS' },
      'EA',
      7,
    ],
    [
      'a substitution under a parent unit it was not typed for',
      { productSku: 'S', unitOfMeasure: 'CS' },
      'LB',
      0,
    ],
    ['a substitution asked for as an item of its own', { productSku: 'S', unitOfMeasure: 'CS' }, null, 0],
  ])('%s', (_, item, parentUnit, expected) => {
    const parent = parentUnit === null ? null : { productSku: 'P', unitOfMeasure: parentUnit };
    expect(guideCartQuantity(held, item, parent)).toBe(expected);
  });
});
