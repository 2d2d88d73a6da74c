import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allKeys, group, guide, guideArbitrary, key, layout } from './guide.arbitrary.ts';
import {
  clampIndex,
  createGroup,
  deleteGroup,
  deleteItem,
  moveItem,
  moveSelectedItems,
  renameGroup,
  reorderGroup,
  reorderItem,
} from './group-operations.ts';
import { guideItemKey, UNGROUPED } from './guide-types.ts';

const sample = () => guide([group('Dairy', ['1', '2', '3']), group('Locked', ['4'], false)], ['5']);

describe('clampIndex', () => {
  it.each([
    [-3, 4, 0],
    [0, 4, 0],
    [2, 4, 2],
    [9, 4, 4],
    [1.7, 4, 1],
    [Number.NaN, 4, 4],
  ])('%s into 0..%s -> %s', (index, length, expected) => {
    expect(clampIndex(index, length)).toBe(expected);
  });
});

describe('createGroup', () => {
  it.each([
    ['Meat', 'Meat'],
    ['dairy', 'dairy (1)'],
    ['  DAIRY ', 'DAIRY (1)'],
    ['ungrouped', 'ungrouped (1)'],
  ])('%j becomes %j, first, with the toast', (name, expected) => {
    const edit = createGroup(sample(), name);
    expect(edit?.groups.categories[0]).toMatchObject({ name: expected, lineItems: [], isEditable: true });
    expect(edit?.message).toBe('New Group Created');
  });

  it('takes the next free suffix', () => {
    const groups = guide([group('Dairy', []), group('Dairy (1)', [])]);
    expect(createGroup(groups, 'DAIRY')?.groups.categories[0]?.name).toBe('DAIRY (2)');
  });

  it('refuses a blank name', () => {
    expect(createGroup(sample(), '   ')).toBeNull();
  });
});

describe('renameGroup', () => {
  it.each([
    ['Dairy', 'Cheese', 'Cheese'],
    ['Dairy', 'locked', 'locked (1)'],
    ['Dairy', 'DAIRY', 'DAIRY'],
  ])('%s -> %s is named %s', (from, to, expected) => {
    expect(renameGroup(sample(), from, to)?.groups.categories[0]?.name).toBe(expected);
  });

  it.each([['Locked'], [UNGROUPED], ['Nope']])('refuses %s', (name) => {
    expect(renameGroup(sample(), name, 'New')).toBeNull();
  });
});

describe('deleteGroup', () => {
  it('moves the items to the end of Ungrouped', () => {
    const edit = deleteGroup(sample(), 'Dairy');
    expect(layout(edit!.groups)).toEqual({ Locked: ['4'], Ungrouped: ['5', '1', '2', '3'] });
    expect(edit?.message).toBe('Group Moved to Ungrouped');
  });

  it.each([['Locked'], [UNGROUPED], ['Nope']])('cannot delete %s', (name) => {
    expect(deleteGroup(sample(), name)).toBeNull();
  });
});

describe('deleteItem', () => {
  it.each([
    ['Dairy', '2', { Dairy: ['1', '3'], Locked: ['4'], Ungrouped: ['5', '2'] }, 'Item Moved to Ungrouped'],
    ['Locked', '4', { Dairy: ['1', '2', '3'], Locked: [], Ungrouped: ['5', '4'] }, 'Item Moved to Ungrouped'],
    [
      UNGROUPED,
      '5',
      { Dairy: ['1', '2', '3'], Locked: ['4'], Ungrouped: [] },
      'Item deleted from order guide',
    ],
  ])('from %s item %s', (groupName, sku, expected, message) => {
    const edit = deleteItem(sample(), groupName, key(sku));
    expect(layout(edit!.groups)).toEqual(expected);
    expect(edit?.message).toBe(message);
  });

  it('refuses an item not in the group', () => {
    expect(deleteItem(sample(), 'Dairy', key('5'))).toBeNull();
    expect(deleteItem(sample(), 'Dairy', key('1/EA'))).toBeNull();
  });
});

describe('reorderItem', () => {
  it.each([
    ['1', 2, ['2', '3', '1']],
    ['3', 0, ['3', '1', '2']],
    ['1', 99, ['2', '3', '1']],
    ['3', -5, ['3', '1', '2']],
    ['2', 1, ['1', '2', '3']],
  ])('%s to %s', (sku, to, expected) => {
    const edit = reorderItem(sample(), 'Dairy', key(sku), to);
    expect(layout(edit!.groups).Dairy).toEqual(expected);
    expect(edit?.message).toBe('Item Reordered');
  });
});

describe('moveItem', () => {
  it.each([
    [
      '1',
      'Dairy',
      'Locked',
      0,
      { Dairy: ['2', '3'], Locked: ['1', '4'], Ungrouped: ['5'] },
      'Item Moved to Locked',
    ],
    [
      '5',
      UNGROUPED,
      'Dairy',
      1,
      { Dairy: ['1', '5', '2', '3'], Locked: ['4'], Ungrouped: [] },
      'Item Moved to Dairy',
    ],
    [
      '2',
      'Dairy',
      UNGROUPED,
      undefined,
      { Dairy: ['1', '3'], Locked: ['4'], Ungrouped: ['5', '2'] },
      'Item Moved to Ungrouped',
    ],
    ['1', 'Dairy', 'Dairy', 9, { Dairy: ['2', '3', '1'], Locked: ['4'], Ungrouped: ['5'] }, 'Item Reordered'],
  ])('%s from %s to %s at %s', (sku, from, to, at, expected, message) => {
    const edit = moveItem(sample(), key(sku), from, to, at);
    expect(layout(edit!.groups)).toEqual(expected);
    expect(edit?.message).toBe(message);
  });

  it('refuses a missing group or item', () => {
    expect(moveItem(sample(), key('1'), 'Dairy', 'Nope')).toBeNull();
    expect(moveItem(sample(), key('9'), 'Dairy', 'Locked')).toBeNull();
  });
});

describe('one SKU in two units', () => {
  const twoUnits = () => guide([group('Dairy', ['1', '1/EA', '2'])], ['1/LB']);

  it('each unit is its own item: delete, reorder and move act on the unit named', () => {
    expect(layout(deleteItem(twoUnits(), 'Dairy', key('1/EA'))!.groups)).toEqual({
      Dairy: ['1', '2'],
      Ungrouped: ['1/LB', '1/EA'],
    });
    expect(layout(reorderItem(twoUnits(), 'Dairy', key('1/EA'), 0)!.groups).Dairy).toEqual([
      '1/EA',
      '1',
      '2',
    ]);
    expect(layout(moveItem(twoUnits(), key('1/LB'), UNGROUPED, 'Dairy', 1)!.groups)).toEqual({
      Dairy: ['1', '1/LB', '1/EA', '2'],
      Ungrouped: [],
    });
  });

  it('a group may hold another unit of a SKU it holds', () => {
    const groups = guide([group('Dairy', ['1']), group('Meat', ['1/EA'])]);
    expect(layout(moveItem(groups, key('1/EA'), 'Meat', 'Dairy')!.groups).Dairy).toEqual(['1', '1/EA']);
    expect(
      moveItem(guide([group('Dairy', ['1']), group('Meat', ['1'])]), key('1'), 'Meat', 'Dairy'),
    ).toBeNull();
  });
});

describe('reorderGroup', () => {
  it.each([
    ['Dairy', 1, ['Locked', 'Dairy']],
    ['Locked', -1, ['Locked', 'Dairy']],
    ['Dairy', 50, ['Locked', 'Dairy']],
  ])('%s to %s', (name, to, expected) => {
    expect(reorderGroup(sample(), name, to)?.groups.categories.map((g) => g.name)).toEqual(expected);
  });
});

describe('moveSelectedItems', () => {
  it('moves selected items in order and clears selection', () => {
    const groups = sample();
    groups.categories[0]!.lineItems[2]!.isSelected = true;
    groups.ungroupedProducts.lineItems[0]!.isSelected = true;
    const edit = moveSelectedItems(groups, 'Locked');
    expect(layout(edit!.groups)).toEqual({ Dairy: ['1', '2'], Locked: ['4', '3', '5'], Ungrouped: [] });
    expect(edit!.groups.categories.flatMap((g) => g.lineItems).every((i) => !i.isSelected)).toBe(true);
  });

  it('refuses when nothing is selected', () => {
    expect(moveSelectedItems(sample(), 'Locked')).toBeNull();
  });
});

describe('properties', () => {
  const target = fc.constantFrom('Dairy', 'Produce', 'Meat', 'Dry', 'Frozen', 'Bar', 'Bakery', UNGROUPED);

  it('no operation loses or duplicates an item, except deleting from Ungrouped', () => {
    fc.assert(
      fc.property(guideArbitrary, target, target, fc.integer({ min: -3, max: 40 }), (groups, a, b, index) => {
        const keys = allKeys(groups);
        const first = [...groups.categories, groups.ungroupedProducts].find((g) => g.name === a)
          ?.lineItems[0];
        const sku = first && guideItemKey(first);
        const results = [
          deleteGroup(groups, a),
          createGroup(groups, a),
          renameGroup(groups, a, b),
          reorderGroup(groups, a, index),
          moveSelectedItems(groups, b),
          sku === undefined ? null : moveItem(groups, sku, a, b, index),
          sku === undefined ? null : reorderItem(groups, a, sku, index),
          sku === undefined || a === UNGROUPED ? null : deleteItem(groups, a, sku),
        ];
        for (const edit of results) if (edit) expect(allKeys(edit.groups)).toEqual(keys);
      }),
    );
  });

  it('group names stay unique case-insensitively after create and rename', () => {
    fc.assert(
      fc.property(guideArbitrary, fc.string({ maxLength: 8 }), target, (groups, name, from) => {
        for (const edit of [createGroup(groups, name), renameGroup(groups, from, name)]) {
          if (!edit) continue;
          const names = [UNGROUPED, ...edit.groups.categories.map((g) => g.name)].map((n) => n.toLowerCase());
          expect(new Set(names).size).toBe(names.length);
        }
      }),
    );
  });

  it('non-editable groups are never deleted', () => {
    fc.assert(
      fc.property(guideArbitrary, (groups) => {
        for (const g of groups.categories) expect(deleteGroup(groups, g.name) === null).toBe(!g.isEditable);
      }),
    );
  });
});
