import { sortCollisions, type Collision } from '@dnd-kit/abstract';
import { UNGROUPED } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import type { DetailGroups } from './guide-detail-store.ts';
import { dropMove, dropTarget, rowUnderPointerOrNearest } from './guide-drag.ts';
import { guideItem } from './guide-item.test-support.ts';

type DetectorInput = Parameters<typeof rowUnderPointerOrNearest>[0];
interface Point {
  x: number;
  y: number;
}

/** A full-width row of the list, 60 px tall, as @dnd-kit measures a droppable: its centre and a hit test. */
const row = (id: string, top: number) => ({
  id,
  shape: {
    center: { x: 500, y: top + 30 },
    containsPoint: (p: Point) => p.x >= 0 && p.x <= 1000 && p.y >= top && p.y <= top + 60,
  },
});

/** The droppable a drag is over: every row's collision, ranked as @dnd-kit ranks them. */
function over(rows: ReturnType<typeof row>[], pointer: Point, dragged: Point): string | number | null {
  const dragOperation = { position: { current: pointer }, shape: { current: { center: dragged } } };
  const collisions = rows
    .map((droppable) => rowUnderPointerOrNearest({ droppable, dragOperation } as unknown as DetectorInput))
    .filter((c): c is Collision => c !== null)
    .sort(sortCollisions);
  return collisions[0]?.id ?? null;
}

describe('rowUnderPointerOrNearest', () => {
  const rows = [row('group:Dairy', 0), row('item:1|CS', 60), row('item:2|CS', 120), row('group:Dry', 180)];

  it('takes the row under the pointer, even with the dragged row nearer another', () => {
    // The dragged row's centre sits on item 2; the pointer, at its left edge, is over the heading below.
    expect(over(rows, { x: 10, y: 200 }, { x: 500, y: 150 })).toBe('group:Dry');
    expect(over(rows, { x: 900, y: 70 }, { x: 500, y: 210 })).toBe('item:1|CS');
  });

  it('takes the nearest row, by the dragged row’s centre, when the pointer is over none', () => {
    expect(over(rows, { x: 1200, y: 200 }, { x: 500, y: 140 })).toBe('item:2|CS');
    expect(over(rows, { x: -50, y: -50 }, { x: 500, y: 20 })).toBe('group:Dairy');
  });

  it('leaves out a droppable not measured yet', () => {
    const unmeasured = { id: 'item:9|CS', shape: undefined };
    const dragOperation = { position: { current: { x: 0, y: 0 } }, shape: null };
    const input = { droppable: unmeasured, dragOperation } as unknown as DetectorInput;
    expect(rowUnderPointerOrNearest(input)).toBeNull();
  });
});

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
