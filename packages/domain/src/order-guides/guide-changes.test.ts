import { describe, expect, it } from 'vitest';
import { group, guide, key } from './guide.arbitrary.ts';
import { guideChanges, hasGuideChanges } from './guide-changes.ts';
import { deleteItem, moveItem, reorderItem } from './group-operations.ts';
import { UNGROUPED } from './guide-types.ts';

const backup = guide([group('Dairy', ['1', '2']), group('Substitutions', ['8'], false)], ['3']);

describe('guideChanges', () => {
  it('sends every group but Substitutions, Ungrouped last', () => {
    expect(guideChanges(backup, backup)).toEqual({
      groups: [
        { name: 'Dairy', itemKeys: [key('1'), key('2')] },
        { name: 'Ungrouped', itemKeys: [key('3')] },
      ],
      removedLineItems: [],
      movedLineItems: [],
    });
    expect(hasGuideChanges(backup, backup)).toBe(false);
  });

  it.each([
    ['a move', () => moveItem(backup, key('1'), 'Dairy', 'Ungrouped')!.groups, [], [key('1')]],
    ['a delete from Ungrouped', () => deleteItem(backup, 'Ungrouped', key('3'))!.groups, [key('3')], []],
    ['a reorder', () => reorderItem(backup, 'Dairy', key('2'), 0)!.groups, [], []],
  ])('records %s', (_, edit, removed, moved) => {
    const edited = edit();
    expect(guideChanges(backup, edited)).toMatchObject({ removedLineItems: removed, movedLineItems: moved });
    expect(hasGuideChanges(backup, edited)).toBe(true);
  });

  it('keeps both units of one SKU apart: removing one unit removes that unit only', () => {
    const twoUnits = guide([group('Dairy', ['1', '1/EA'])]);
    const edited = deleteItem(deleteItem(twoUnits, 'Dairy', key('1/EA'))!.groups, UNGROUPED, key('1/EA'))!;
    expect(guideChanges(twoUnits, edited.groups)).toMatchObject({
      groups: [
        { name: 'Dairy', itemKeys: [key('1')] },
        { name: 'Ungrouped', itemKeys: [] },
      ],
      removedLineItems: [key('1/EA')],
    });
  });
});
