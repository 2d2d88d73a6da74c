import type { OrderGuideGroup, OrderGuideLineItem } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { mergeGuidePages, type GroupsPage } from './merge-guide-pages.ts';
import { guideItem } from './guide-item.test-support.ts';

/** An item of SKU `sku`, in CS unless named 'sku/UNIT'. */
const item = (sku: string): OrderGuideLineItem =>
  guideItem(sku.split('/')[0]!, {
    unitOfMeasure: sku.split('/')[1] ?? 'CS',
    name: `Item ${sku}`,
    brandName: 'Larder',
    productUrl: `/p/${sku}`,
    category: 'Dairy',
    subcategory: 'Milk',
  });

const group = (name: string, skus: string[], itemCount = skus.length): OrderGuideGroup => ({
  name,
  lineItems: skus.map(item),
  isSelected: false,
  isEditable: true,
  itemCount,
});

const page = (categories: OrderGuideGroup[], ungrouped: string[] = []): GroupsPage => ({
  categories,
  ungroupedProducts: group('Ungrouped', ungrouped),
});

const layout = (pages: GroupsPage[]) => {
  const merged = mergeGuidePages(pages);
  return [...merged.categories, merged.ungroupedProducts].map((g) => [
    g.name,
    g.lineItems.map((i) => (i.unitOfMeasure === 'CS' ? i.productSku : `${i.productSku}/${i.unitOfMeasure}`)),
  ]);
};

describe('mergeGuidePages', () => {
  it.each([
    ['no pages', [], [['Ungrouped', []]]],
    [
      'one page',
      [page([group('A', ['1', '2'])], ['9'])],
      [
        ['A', ['1', '2']],
        ['Ungrouped', ['9']],
      ],
    ],
    [
      'a group split across pages stays one, in first-seen order',
      [page([group('A', ['1']), group('B', ['2'])]), page([group('B', ['3']), group('C', ['4'])], ['5'])],
      [
        ['A', ['1']],
        ['B', ['2', '3']],
        ['C', ['4']],
        ['Ungrouped', ['5']],
      ],
    ],
    [
      'a repeated sku is placed once',
      [page([group('A', ['1'])]), page([group('A', ['1', '2'])])],
      [
        ['A', ['1', '2']],
        ['Ungrouped', []],
      ],
    ],
    [
      'the same sku in another unit is another item, on the same page or the next',
      [page([group('A', ['1', '1/EA'])]), page([group('A', ['1/EA', '1/LB'])])],
      [
        ['A', ['1', '1/EA', '1/LB']],
        ['Ungrouped', []],
      ],
    ],
  ])('%s', (_, pages, expected) => {
    expect(layout(pages)).toEqual(expected);
  });
});
