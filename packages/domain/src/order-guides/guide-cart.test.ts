import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guideCartCount, setGuideCartEntry, type GuideCartEntry } from './guide-cart.ts';

const entry = (
  productSku: string,
  quantity: number,
  parentProductSku: string | null = null,
  unitOfMeasure = 'CS',
): GuideCartEntry => ({
  productSku,
  unitOfMeasure,
  parentProductSku,
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
