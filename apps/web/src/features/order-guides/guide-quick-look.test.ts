import type { OrderGuideGroup } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { guideItem, guideVariant } from './guide-item.test-support.ts';
import { quickLookOf } from './guide-quick-look.ts';

const group = (name: string, skus: string[], itemCount = skus.length): OrderGuideGroup => ({
  name,
  lineItems: skus.map((sku) => guideItem(sku)),
  isSelected: false,
  isEditable: true,
  itemCount,
});

describe('quickLookOf', () => {
  it('keeps the groups holding items, Ungrouped last, and counts what the first page left out', () => {
    const look = quickLookOf({
      categories: [group('Dairy', ['1', '2'], 5), group('Empty', [])],
      ungroupedProducts: group('Ungrouped', ['9']),
      itemCount: 8,
    });
    expect(look.groups.map((g) => [g.name, g.items.map((i) => i.item.productSku), g.itemCount])).toEqual([
      ['Dairy', ['1', '2'], 5],
      ['Ungrouped', ['9'], 1],
    ]);
    expect(look.moreCount).toBe(5);
  });

  it.each([
    ['the unit the guide orders', 'EA', '6/1 GAL', '$9.00'],
    ['the default unit when the guide unit is gone', 'LB', '4/5 LB', '$1.00'],
  ])('shows the pack and price of %s', (_, unitOfMeasure, pack, price) => {
    const item = guideItem('1', {
      unitOfMeasure,
      variants: [
        guideVariant('CS', true, { weight: '4/5 LB' }),
        guideVariant('EA', false, { weight: '6/1 GAL', price: '$9.00' }),
      ],
    });
    const look = quickLookOf({
      categories: [{ ...group('A', []), lineItems: [item], itemCount: 1 }],
      ungroupedProducts: group('Ungrouped', []),
      itemCount: 1,
    });
    expect(look.groups[0]!.items[0]).toMatchObject({ pack, price });
    expect(look.moreCount).toBe(0);
  });

  it('has nothing to show for an empty guide', () => {
    expect(quickLookOf({ categories: [], ungroupedProducts: group('Ungrouped', []), itemCount: 0 })).toEqual({
      groups: [],
      moreCount: 0,
    });
  });
});
