import { UNGROUPED } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import type { DetailGroups } from './guide-detail-store.ts';
import { dropMove, dropTarget } from './guide-drag.ts';
import { guideItem } from './guide-item.test-support.ts';

function sample(): DetailGroups {
  return {
    categories: [
      {
        name: 'Dairy',
        isSelected: false,
        isEditable: true,
        lineItems: [guideItem('1'), guideItem('2')],
      },
      { name: 'Walk-in', isSelected: false, isEditable: true, lineItems: [] },
    ],
    ungroupedProducts: { name: UNGROUPED, isSelected: false, isEditable: false, lineItems: [guideItem('4')] },
  };
}

describe('dropTarget', () => {
  it('puts an item dropped on a heading at the top of its group, and on an item at that item’s index', () => {
    expect(dropTarget(sample(), 'group:Walk-in')).toEqual({ group: 'Walk-in', index: 0 });
    expect(dropTarget(sample(), 'item:2|CS')).toEqual({ group: 'Dairy', index: 1 });
    expect(dropTarget(sample(), 'item:4|CS')).toEqual({ group: UNGROUPED, index: 0 });
    expect(dropTarget(sample(), 'item:9|CS')).toBeNull();
  });
});

describe('dropMove', () => {
  const end = (targetId: string | undefined, canceled = false) => ({
    sourceId: 'item:1|CS',
    targetId,
    canceled,
  });

  it('moves the dragged item to the group and index of the row it was dropped on', () => {
    expect(dropMove(sample(), end('group:Walk-in'))).toEqual({
      itemKey: '1|CS',
      from: 'Dairy',
      to: 'Walk-in',
      index: 0,
    });
    expect(dropMove(sample(), end('item:2|CS'))).toEqual({
      itemKey: '1|CS',
      from: 'Dairy',
      to: 'Dairy',
      index: 1,
    });
    expect(dropMove(sample(), end('item:4|CS'))).toEqual({
      itemKey: '1|CS',
      from: 'Dairy',
      to: UNGROUPED,
      index: 0,
    });
  });

  it('moves nothing on a cancel, a drop on nothing or on its own row, or a row the guide no longer has', () => {
    // Escape ends a drag with the row it was over still set: a cancel must not move it there.
    expect(dropMove(sample(), end('group:Walk-in', true))).toBeNull();
    expect(dropMove(sample(), end(undefined))).toBeNull();
    expect(dropMove(sample(), end('item:1|CS'))).toBeNull();
    expect(dropMove(sample(), end('item:9|CS'))).toBeNull();
    expect(
      dropMove(sample(), { sourceId: 'item:9|CS', targetId: 'group:Walk-in', canceled: false }),
    ).toBeNull();
  });
});
