import type { OrderGuideLineItem } from '@larder/contract';
import { deleteItem, guideItemKey, moveItem } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { buildUpdateBody } from './build-update-body.ts';
import { chooseUnit } from './choose-unit.ts';
import type { DetailGroups } from './guide-detail-store.ts';
import { guideItem, guideVariant } from './guide-item.test-support.ts';

const item = (productSku: string, unitOfMeasure = 'CS'): OrderGuideLineItem =>
  guideItem(productSku, { unitOfMeasure, variants: [guideVariant('CS', true), guideVariant('EA', false)] });

const backup: DetailGroups = {
  categories: [
    { name: 'Dairy', lineItems: [item('1'), item('2')], isSelected: false, isEditable: true },
    { name: 'Substitutions', lineItems: [item('9')], isSelected: false, isEditable: false },
  ],
  ungroupedProducts: { name: 'Ungrouped', lineItems: [item('3')], isSelected: false, isEditable: false },
};
const guide = { id: 5, name: 'Guide', categoryType: 'customGroups' as const };
const key = (sku: string, unit = 'CS') => guideItemKey({ productSku: sku, unitOfMeasure: unit });

describe('buildUpdateBody', () => {
  it('sends the groups in order without Substitutions, numbered across the guide', () => {
    const body = buildUpdateBody(guide, backup, backup);
    expect(
      body.categories.map((c) => [
        c.name,
        c.lineItems.map((i) => [i.productSku, i.itemSequence, i.displayOrder]),
      ]),
    ).toEqual([
      [
        'Dairy',
        [
          ['1', 1, 1],
          ['2', 2, 2],
        ],
      ],
      ['Ungrouped', [['3', 3, 1]]],
    ]);
    expect(body).toMatchObject({ id: 5, name: 'Guide', removedLineItems: [], movedLineItems: [] });
  });

  it.each([
    [
      'a move',
      () => moveItem(backup, key('1'), 'Dairy', 'Ungrouped')!.groups,
      [],
      [{ productSku: '1', unitOfMeasure: 'CS', fromCategory: 'Dairy', toCategory: 'Ungrouped' }],
    ],
    [
      'a removal',
      () => deleteItem(backup, 'Ungrouped', key('3'))!.groups,
      [{ productSku: '3', unitOfMeasure: 'CS' }],
      [],
    ],
    [
      'a new unit',
      () => chooseUnit(backup, 'Dairy', key('2'), 'EA'),
      [{ productSku: '2', unitOfMeasure: 'CS' }],
      [],
    ],
  ])('records %s', (_, edit, removed, moved) => {
    const body = buildUpdateBody(guide, backup, edit());
    expect(body.removedLineItems).toEqual(removed);
    expect(body.movedLineItems).toEqual(moved);
  });

  it('saves an item in its new unit, with that unit its only default', () => {
    const edited = chooseUnit(backup, 'Dairy', key('2'), 'EA');
    const saved = buildUpdateBody(guide, backup, edited).categories[0]!.lineItems[1]!;
    expect(saved.unitOfMeasure).toBe('EA');
    expect(edited.categories[0]!.lineItems[1]!.variants.map((v) => v.isDefault)).toEqual([false, true]);
  });

  it('saves one SKU held in two units as two items, and removes only the unit deleted', () => {
    const twoUnits: DetailGroups = {
      categories: [
        { name: 'Dairy', lineItems: [item('1'), item('1', 'EA')], isSelected: false, isEditable: true },
      ],
      ungroupedProducts: { name: 'Ungrouped', lineItems: [], isSelected: false, isEditable: false },
    };
    const kept = buildUpdateBody(guide, twoUnits, twoUnits);
    expect(kept.categories[0]!.lineItems.map((i) => i.unitOfMeasure)).toEqual(['CS', 'EA']);
    const moved = deleteItem(twoUnits, 'Dairy', key('1', 'EA'))!.groups;
    const removed = deleteItem(moved, 'Ungrouped', key('1', 'EA'))!.groups;
    expect(buildUpdateBody(guide, twoUnits, removed).removedLineItems).toEqual([
      { productSku: '1', unitOfMeasure: 'EA' },
    ]);
  });

  it('refuses a unit the guide already holds for that SKU', () => {
    const twoUnits: DetailGroups = {
      categories: [
        { name: 'Dairy', lineItems: [item('1'), item('1', 'EA')], isSelected: false, isEditable: true },
      ],
      ungroupedProducts: { name: 'Ungrouped', lineItems: [], isSelected: false, isEditable: false },
    };
    expect(chooseUnit(twoUnits, 'Dairy', key('1', 'EA'), 'CS')).toEqual(twoUnits);
  });
});
