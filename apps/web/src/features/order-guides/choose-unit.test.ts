import type { OrderGuideLineItem } from '@larder/contract';
import { guideItemKey } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { chooseUnit, unitChoices, unitsHeldBySku, unitsHeldOf } from './choose-unit.ts';
import type { DetailGroups } from './guide-detail-store.ts';
import { guideItem, guideVariant } from './guide-item.test-support.ts';

const variant = (text: string, isDefault = false) =>
  guideVariant(text, isDefault, { code: `X-${text}`, weight: '6/1 gal' });

const item = (productSku: string, unitOfMeasure: string): OrderGuideLineItem =>
  guideItem(productSku, { unitOfMeasure, variants: [variant('CS', true), variant('EA'), variant('LB')] });

// SKU 1 in two units (one in a group, one in Ungrouped); SKU 2 in one.
const groups: DetailGroups = {
  categories: [
    { name: 'Dairy', lineItems: [item('1', 'CS'), item('2', 'CS')], isSelected: false, isEditable: true },
  ],
  ungroupedProducts: {
    name: 'Ungrouped',
    lineItems: [item('1', 'EA')],
    isSelected: false,
    isEditable: false,
  },
};

const offered = (row: OrderGuideLineItem) =>
  unitChoices(row, unitsHeldOf(unitsHeldBySku(groups), row.productSku)).map((c) => [c.text, c.held]);

describe('the unit picker of an edit row', () => {
  it('offers a unit another row holds the SKU in as held (disabled), whichever group that row is in', () => {
    expect(offered(item('1', 'CS'))).toEqual([
      ['CS', false],
      ['EA', true],
      ['LB', false],
    ]);
    expect(offered(item('1', 'EA'))).toEqual([
      ['CS', true],
      ['EA', false],
      ['LB', false],
    ]);
  });

  it('offers every unit of a SKU the guide holds in one unit', () => {
    expect(offered(item('2', 'CS'))).toEqual([
      ['CS', false],
      ['EA', false],
      ['LB', false],
    ]);
  });

  it('lists only SKUs held in several units, and gives the others one shared empty list', () => {
    const held = unitsHeldBySku(groups);
    expect([...held]).toEqual([['1', ['CS', 'EA']]]);
    expect(unitsHeldOf(held, '2')).toEqual([]);
    expect(unitsHeldOf(held, '2')).toBe(unitsHeldOf(unitsHeldBySku(groups), '3'));
  });

  it('agrees with chooseUnit: a held unit changes nothing, a free one is taken', () => {
    const key = guideItemKey({ productSku: '1', unitOfMeasure: 'CS' });
    expect(chooseUnit(groups, 'Dairy', key, 'X-EA')).toEqual(groups);
    const taken = chooseUnit(groups, 'Dairy', key, 'X-LB');
    expect(taken.categories[0]!.lineItems[0]!.unitOfMeasure).toBe('LB');
    expect(
      unitChoices(item('1', 'EA'), unitsHeldOf(unitsHeldBySku(taken), '1')).map((c) => [c.text, c.held]),
    ).toEqual([
      ['CS', false],
      ['EA', false],
      ['LB', true],
    ]);
  });
});
