import { CollisionPriority, CollisionType, type CollisionDetector } from '@dnd-kit/abstract';
import { pointerIntersection } from '@dnd-kit/collision';
import { guideItemKey } from '@larder/domain';
import type { DetailGroups } from './guide-detail-store.ts';

/**
 * Which droppable a drag is over: the row under the pointer wins; away from every row (keyboard,
 * fast drags) the nearest one, by the distance between its centre and the dragged row's.
 */
export const rowUnderPointerOrNearest: CollisionDetector = (input) => {
  // @dnd-kit ranks collisions by priority first: the pointer's is High, so it beats every nearest one.
  const underPointer = pointerIntersection(input);
  if (underPointer) return underPointer;
  const { droppable, dragOperation } = input;
  if (!droppable.shape) return null;
  const from = dragOperation.shape?.current.center ?? dragOperation.position.current;
  const { center } = droppable.shape;
  return {
    id: droppable.id,
    value: 1 / Math.hypot(center.x - from.x, center.y - from.y),
    type: CollisionType.Collision,
    priority: CollisionPriority.Normal,
  };
};

/** Where a dragged item lands: the group of the row it is over, at that row's index (a heading: the top). */
export function dropTarget(groups: DetailGroups, overId: string): { group: string; index: number } | null {
  if (overId.startsWith('group:')) return { group: overId.slice('group:'.length), index: 0 };
  const key = overId.slice('item:'.length);
  for (const group of [...groups.categories, groups.ungroupedProducts]) {
    const index = group.lineItems.findIndex((i) => guideItemKey(i) === key);
    if (index !== -1) return { group: group.name, index };
  }
  return null;
}

/** The end of a drag as the edit list needs it: the dragged row, the row it was over, and whether it was cancelled. */
export interface DragEnd {
  sourceId: string | number | undefined;
  targetId: string | number | undefined;
  canceled: boolean;
}

/**
 * The move a finished drag asks for, as `moveItem` takes it; null when there is nothing to move: a
 * cancelled drag (Escape), a drop on nothing or on the item's own row, or a row the guide no longer has.
 */
export function dropMove(
  groups: DetailGroups,
  { sourceId, targetId, canceled }: DragEnd,
): { itemKey: string; from: string; to: string; index: number } | null {
  if (canceled || sourceId === undefined || targetId === undefined || sourceId === targetId) return null;
  const from = dropTarget(groups, String(sourceId));
  const to = dropTarget(groups, String(targetId));
  if (!from || !to) return null;
  return { itemKey: String(sourceId).slice('item:'.length), from: from.group, to: to.group, index: to.index };
}
