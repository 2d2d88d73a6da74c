import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessUnitTypeRank, chooseVariantsByText } from './variant-choice.ts';

interface V {
  id: string;
  text: string;
  inStock: boolean;
  businessUnitType: number;
}
const v = (id: string, text: string, inStock: boolean, businessUnitType: number): V => ({
  id,
  text,
  inStock,
  businessUnitType,
});

describe('chooseVariantsByText', () => {
  it.each<[string, V[], string[]]>([
    ['no duplicates: all kept in order', [v('a', 'CS', true, 3), v('b', 'EA', false, 0)], ['a', 'b']],
    ['primary before secondary', [v('a', 'CS', true, 1), v('b', 'CS', true, 0)], ['b']],
    ['secondary type 2 before other', [v('a', 'CS', true, 3), v('b', 'CS', true, 2)], ['b']],
    ['secondary type 1 before other', [v('a', 'CS', false, 3), v('b', 'CS', false, 1)], ['b']],
    ['in stock before a primary unit out of stock', [v('a', 'CS', false, 0), v('b', 'CS', true, 3)], ['b']],
    ['all out of stock: primary still first', [v('a', 'CS', false, 3), v('b', 'CS', false, 0)], ['b']],
    ['a tie keeps the first', [v('a', 'CS', true, 1), v('b', 'CS', true, 2)], ['a']],
    ['unknown types come last', [v('a', 'CS', true, 7), v('b', 'CS', true, 3)], ['b']],
    ['texts match trimmed and in any case', [v('a', 'CS', false, 0), v('b', ' cs', true, 0)], ['b']],
    [
      'each text at its first position',
      [v('a', 'CS', false, 0), v('b', 'EA', true, 0), v('c', 'CS', true, 0), v('d', 'LB', true, 0)],
      ['c', 'b', 'd'],
    ],
    ['nothing to choose from', [], []],
  ])('%s', (_name, variants, expected) => {
    expect(chooseVariantsByText(variants).map((x) => x.id)).toEqual(expected);
  });

  it('ranks unit types primary, secondary, other, unknown', () => {
    expect([0, 1, 2, 3, 4, -1].map(businessUnitTypeRank)).toEqual([0, 1, 1, 2, 3, 3]);
  });

  it('keeps one best variant per text, in order of first appearance', () => {
    const variantArbitrary = fc.record({
      id: fc.uuid(),
      text: fc.constantFrom('CS', 'EA', 'LB', 'BX'),
      inStock: fc.boolean(),
      businessUnitType: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(variantArbitrary, { maxLength: 12 }), (variants) => {
        const chosen = chooseVariantsByText(variants);
        const firstSeen = [...new Set(variants.map((x) => x.text))];
        expect(chosen.map((x) => x.text)).toEqual(firstSeen);
        for (const pick of chosen) {
          expect(variants).toContain(pick);
          const same = variants.filter((x) => x.text === pick.text);
          if (same.some((x) => x.inStock)) expect(pick.inStock).toBe(true);
          const rivals = same.filter((x) => x.inStock === pick.inStock);
          const bestRank = Math.min(...rivals.map((x) => businessUnitTypeRank(x.businessUnitType)));
          expect(businessUnitTypeRank(pick.businessUnitType)).toBe(bestRank);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
