import type { Announcements } from '@dnd-kit/core';

/** Where a row of the edit list sits, for announcing it: the product's name (items) and its group. */
export interface RowPlace {
  /** The product's name; null for a group heading. */
  name: string | null;
  group: string;
  /** 1-based position within the group (0 for a heading). */
  position: number;
  /** How many items the group holds. */
  size: number;
}

/** An id a drag reports: a list row's key. */
type DragId = string | number;

/**
 * What screen readers hear while an item is dragged in edit mode (@dnd-kit's announcements): the
 * product's name and the group and position it is over, never the internal row ids.
 */
export function dragAnnouncements(placeOf: (id: string) => RowPlace | null): Announcements {
  const nameOf = (id: DragId) => placeOf(String(id))?.name ?? 'The item';
  const where = (id: DragId | undefined): string | null => {
    if (id === undefined) return null;
    const place = placeOf(String(id));
    if (!place) return null;
    return place.name === null
      ? `the top of ${place.group}`
      : `position ${place.position} of ${place.size} in ${place.group}`;
  };
  return {
    onDragStart: ({ active }) => {
      const place = where(active.id);
      return `Picked up ${nameOf(active.id)}${place ? `, at ${place}` : ''}.`;
    },
    onDragOver: ({ active, over }) => {
      const place = where(over?.id);
      return place
        ? `${nameOf(active.id)} is over ${place}.`
        : `${nameOf(active.id)} is no longer over a place to drop it.`;
    },
    onDragEnd: ({ active, over }) => {
      const place = where(over?.id);
      return place ? `${nameOf(active.id)} was dropped at ${place}.` : `${nameOf(active.id)} was dropped.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it is back where it was.`,
  };
}

/** The instructions screen readers hear on a draggable item (@dnd-kit), without internal ids. */
export const DRAG_INSTRUCTIONS = {
  draggable:
    'To move this item, press Space or Enter. Use the arrow keys to move it, Space or Enter again to drop ' +
    'it, or Escape to cancel. The move and remove buttons do the same without dragging.',
};
