import { describe, expect, it } from 'vitest';
import { group, guide } from './guide.arbitrary.ts';
import { guideChanges, hasGuideChanges } from './guide-changes.ts';
import { deleteItem, moveItem, reorderItem } from './group-operations.ts';

const backup = guide([group('Dairy', ['1', '2']), group('Substitutions', ['8'], false)], ['3']);

describe('guideChanges', () => {
  it('sends every group but Substitutions, Ungrouped last', () => {
    expect(guideChanges(backup, backup)).toEqual({
      groups: [
        { name: 'Dairy', productSkus: ['1', '2'] },
        { name: 'Ungrouped', productSkus: ['3'] },
      ],
      removedLineItems: [],
      movedLineItems: [],
    });
    expect(hasGuideChanges(backup, backup)).toBe(false);
  });

  it.each([
    ['a move', () => moveItem(backup, '1', 'Dairy', 'Ungrouped')!.groups, [], ['1']],
    ['a delete from Ungrouped', () => deleteItem(backup, 'Ungrouped', '3')!.groups, ['3'], []],
    ['a reorder', () => reorderItem(backup, 'Dairy', '2', 0)!.groups, [], []],
  ])('records %s', (_, edit, removed, moved) => {
    const edited = edit();
    expect(guideChanges(backup, edited)).toMatchObject({ removedLineItems: removed, movedLineItems: moved });
    expect(hasGuideChanges(backup, edited)).toBe(true);
  });
});
