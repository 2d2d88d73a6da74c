import type { OrderGuideLineItem } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { guideRows, orderVariant } from './guide-rows.ts';
import { guideItem, guideVariant } from './guide-item.test-support.ts';

const item = (productSku: string, variants: OrderGuideLineItem['variants'] = []): OrderGuideLineItem =>
  guideItem(productSku, { name: productSku, variants });

const group = (name: string, skus: string[]) => ({
  name,
  lineItems: skus.map((s) => item(s)),
  isSelected: false,
  isEditable: true,
});

const variant = (text: string, isDefault: boolean) => guideVariant(text, isDefault);

describe('guideRows', () => {
  const groups = {
    categories: [group('A', ['1', '2']), group('Empty', [])],
    ungroupedProducts: group('Ungrouped', ['3']),
  };

  it.each([
    [false, ['group:A', 'item:1|CS', 'item:2|CS', 'group:Ungrouped', 'item:3|CS']],
    [true, ['group:A', 'item:1|CS', 'item:2|CS', 'group:Empty', 'group:Ungrouped', 'item:3|CS']],
  ])('keepEmpty %s', (keepEmpty, keys) => {
    expect(guideRows(groups, keepEmpty).map((r) => r.key)).toEqual(keys);
  });

  it('gives one SKU in two units two rows with their own keys', () => {
    const twoUnits = {
      categories: [{ ...group('A', []), lineItems: [item('1'), { ...item('1'), unitOfMeasure: 'EA' }] }],
      ungroupedProducts: group('Ungrouped', []),
    };
    expect(guideRows(twoUnits, false).map((r) => r.key)).toEqual(['group:A', 'item:1|CS', 'item:1|EA']);
  });

  it('numbers item rows across groups for the quantity grid', () => {
    const rows = guideRows(groups, false).flatMap((r) => (r.kind === 'item' ? [r.itemRow] : []));
    expect(rows).toEqual([0, 1, 2]);
  });
});

describe('orderVariant', () => {
  it.each([
    [[variant('EA', true), variant('CS', false)], 'CS'],
    [[variant('EA', false), variant('LB', true)], 'LB'],
    [[variant('EA', false), variant('LB', false)], 'EA'],
    [[], undefined],
  ])('%j -> %s', (variants, expected) => {
    expect(orderVariant(item('1', variants))?.text).toBe(expected);
  });
});
