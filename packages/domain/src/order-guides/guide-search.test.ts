import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guideArbitrary, layout } from './guide.arbitrary.ts';
import { UNGROUPED, type GuideGroups } from './guide-types.ts';
import { itemMatches, searchGuide, showsUngrouped } from './guide-search.ts';

const groups: GuideGroups = {
  categories: [
    {
      name: 'Dairy',
      isSelected: false,
      isEditable: true,
      lineItems: [
        {
          productSku: 'A100',
          unitOfMeasure: 'CS',
          name: 'Whole Milk',
          brandName: 'Hillside',
          isSelected: false,
        },
        {
          productSku: 'B200',
          unitOfMeasure: 'CS',
          name: 'Butter',
          brandName: 'Creamery Co',
          isSelected: false,
        },
      ],
    },
    {
      name: 'Cheese Board',
      isSelected: false,
      isEditable: true,
      lineItems: [
        { productSku: 'C300', unitOfMeasure: 'CS', name: 'Brie', brandName: 'Hillside', isSelected: false },
      ],
    },
  ],
  ungroupedProducts: {
    name: UNGROUPED,
    isSelected: false,
    isEditable: false,
    lineItems: [
      {
        productSku: 'D400',
        unitOfMeasure: 'CS',
        name: 'Milk Powder',
        brandName: 'Dry Goods',
        isSelected: false,
      },
    ],
  },
};

describe('showsUngrouped', () => {
  it.each([
    ['', 'default', 7, true],
    ['  ', 'default', 7, true],
    ['milk', 'default', 7, false],
    ['milk', 'edit', 7, true],
    ['milk', 'default', -1, true],
  ] as const)('term %j, %s mode, guide %s -> %s', (term, mode, id, expected) => {
    expect(showsUngrouped(term, mode, id)).toBe(expected);
  });
});

describe('searchGuide', () => {
  it.each([
    ['milk', { Dairy: ['A100'], Ungrouped: [] }],
    ['MILK', { Dairy: ['A100'], Ungrouped: [] }],
    ['hillside', { Dairy: ['A100'], 'Cheese Board': ['C300'], Ungrouped: [] }],
    ['b200', { Dairy: ['B200'], Ungrouped: [] }],
    ['cheese', { 'Cheese Board': ['C300'], Ungrouped: [] }],
    ['dairy', { Dairy: ['A100', 'B200'], Ungrouped: [] }],
    ['zzz', { Ungrouped: [] }],
    ['', { Dairy: ['A100', 'B200'], 'Cheese Board': ['C300'], Ungrouped: ['D400'] }],
  ])('%j in default mode', (term, expected) => {
    expect(layout(searchGuide(groups, term, 'default', 7))).toEqual(expected);
  });

  it('matches Ungrouped items for a new guide', () => {
    expect(layout(searchGuide(groups, 'milk', 'default', -1))).toEqual({
      Dairy: ['A100'],
      Ungrouped: ['D400'],
    });
  });

  it('is ignored in edit mode', () => {
    expect(searchGuide(groups, 'milk', 'edit', 7)).toBe(groups);
  });

  it('every shown item matches by itself or by its group (property)', () => {
    fc.assert(
      fc.property(guideArbitrary, fc.constantFrom('1', '23', 'item', 'DAIRY', 'x', 'larder'), (g, term) => {
        const shown = searchGuide(g, term, 'default', 3);
        for (const group of shown.categories) {
          const groupMatch = group.name.toLowerCase().includes(term.toLowerCase());
          for (const item of group.lineItems) expect(groupMatch || itemMatches(item, term)).toBe(true);
        }
        expect(shown.ungroupedProducts.lineItems).toEqual([]);
      }),
    );
  });
});
