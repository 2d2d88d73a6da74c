import type { Accessibility, DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/dom';

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

// The options of @dnd-kit's Accessibility plugin, as its constructor takes them: the package names no
// type for them, and `Accessibility.configure` accepts any object, so this is what checks ours.
type AccessibilityOptions = NonNullable<ConstructorParameters<typeof Accessibility>[1]>;

/** What the edit list says at each step of a drag; each line is whole, so none returns nothing. */
export interface DragAnnouncements {
  dragstart(event: DragStartEvent): string;
  dragover(event: DragOverEvent): string;
  /** A drop, or a cancel (Escape): the current line reports both through `dragend`. */
  dragend(event: DragEndEvent): string;
}

/** The place a row hands @dnd-kit as its data, so that drag events carry it. */
export interface RowPlaceData extends Record<string, unknown> {
  place: RowPlace;
}

/** A dragged row or a drop target as a drag event holds it: the place is in its data. */
type DragEntity = { data: Record<string, unknown> } | null | undefined;

const placeOf = (entity: DragEntity): RowPlace | null =>
  (entity?.data as Partial<RowPlaceData>)?.place ?? null;

const nameOf = (entity: DragEntity) => placeOf(entity)?.name ?? 'The item';

function where(entity: DragEntity): string | null {
  const place = placeOf(entity);
  if (!place) return null;
  return place.name === null
    ? `the top of ${place.group}`
    : `position ${place.position} of ${place.size} in ${place.group}`;
}

/**
 * What screen readers hear while an item is dragged in edit mode (@dnd-kit's announcements): the
 * product's name and the group and position it is over, from the rows' data, never the internal row ids.
 */
export const DRAG_ANNOUNCEMENTS: DragAnnouncements = {
  dragstart: ({ operation: { source } }) => {
    const place = where(source);
    return `Picked up ${nameOf(source)}${place ? `, at ${place}` : ''}.`;
  },
  dragover: ({ operation: { source, target } }) => {
    const place = where(target);
    return place
      ? `${nameOf(source)} is over ${place}.`
      : `${nameOf(source)} is no longer over a place to drop it.`;
  },
  dragend: ({ operation: { source, target }, canceled }) => {
    if (canceled) return `Moving ${nameOf(source)} was cancelled; it is back where it was.`;
    const place = where(target);
    return place ? `${nameOf(source)} was dropped at ${place}.` : `${nameOf(source)} was dropped.`;
  },
};

/** The instructions screen readers hear on a draggable item (@dnd-kit), without internal ids. */
export const DRAG_INSTRUCTIONS = {
  draggable:
    'To move this item, press Space or Enter. Use the arrow keys to move it, Space or Enter again to drop ' +
    'it, or Escape to cancel. The move and remove buttons do the same without dragging.',
};

/** The edit list's options for @dnd-kit's Accessibility plugin: our announcements and instructions. */
export const DRAG_ACCESSIBILITY: AccessibilityOptions = {
  announcements: DRAG_ANNOUNCEMENTS,
  screenReaderInstructions: DRAG_INSTRUCTIONS,
  // The ids @dnd-kit's first line gave the live region and the instructions; the journeys find the live
  // region by its prefix.
  idPrefix: { announcement: 'DndLiveRegion', description: 'DndDescribedBy' },
};
