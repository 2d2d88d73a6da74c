import { uniqueGroupName } from './group-names.ts';
import { GUIDE_MESSAGES, itemMoveMessage } from './guide-messages.ts';
import {
  guideItemKey,
  UNGROUPED,
  type GuideGroup,
  type GuideGroups,
  type GuideItemCore,
} from './guide-types.ts';

/**
 * Group and item operations of the edit mode (spec section 4). Each returns the new groups and the toast
 * the spec gives for it, or null when the rule refuses the operation. Groups are named uniquely, so a
 * name identifies one; UNGROUPED names the Ungrouped group. An item is named by its guideItemKey (SKU and
 * unit), so the same product in two units is two items.
 */

/** The outcome of an operation: the groups after it and the toast to show (null: none). */
export interface GuideEdit<I extends GuideItemCore> {
  groups: GuideGroups<I>;
  message: string | null;
}

/** Clamps an index into 0..length (inclusive: an insertion point). */
export function clampIndex(index: number, length: number): number {
  if (Number.isNaN(index)) return length;
  return Math.min(Math.max(Math.trunc(index), 0), length);
}

function groupOf<I extends GuideItemCore>(groups: GuideGroups<I>, name: string): GuideGroup<I> | undefined {
  return name === UNGROUPED ? groups.ungroupedProducts : groups.categories.find((g) => g.name === name);
}

function replaceGroup<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  name: string,
  next: GuideGroup<I>,
): GuideGroups<I> {
  if (name === UNGROUPED) return { ...groups, ungroupedProducts: next };
  return { ...groups, categories: groups.categories.map((g) => (g.name === name ? next : g)) };
}

function takenNames(groups: GuideGroups, except?: string): string[] {
  return [UNGROUPED, ...groups.categories.map((g) => g.name).filter((n) => n !== except)];
}

function unselected<I extends GuideItemCore>(item: I): I {
  return item.isSelected ? { ...item, isSelected: false } : item;
}

/** Adds a new, empty, editable group first; a taken name gets ' (n)' (spec section 4). */
export function createGroup<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  name: string,
): GuideEdit<I> | null {
  if (name.trim() === '') return null;
  const group: GuideGroup<I> = {
    name: uniqueGroupName(name, takenNames(groups)),
    lineItems: [],
    isSelected: false,
    isEditable: true,
  };
  return {
    groups: { ...groups, categories: [group, ...groups.categories] },
    message: GUIDE_MESSAGES.newGroupCreated,
  };
}

/** Renames an editable group; a name another group holds gets ' (n)' (spec section 4). */
export function renameGroup<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  from: string,
  to: string,
): GuideEdit<I> | null {
  const group = groupOf(groups, from);
  if (from === UNGROUPED || !group || !group.isEditable || to.trim() === '') return null;
  const name = uniqueGroupName(to, takenNames(groups, from));
  return { groups: replaceGroup(groups, from, { ...group, name }), message: null };
}

/** Deletes an editable group, moving its items to the end of Ungrouped (spec section 4). */
export function deleteGroup<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  name: string,
): GuideEdit<I> | null {
  const group = groupOf(groups, name);
  if (name === UNGROUPED || !group || !group.isEditable) return null;
  const ungrouped = groups.ungroupedProducts;
  return {
    groups: {
      categories: groups.categories.filter((g) => g.name !== name),
      ungroupedProducts: {
        ...ungrouped,
        lineItems: [...ungrouped.lineItems, ...group.lineItems.map(unselected)],
      },
    },
    message: GUIDE_MESSAGES.groupMovedToUngrouped,
  };
}

/** Moves a group to a new position among the named groups, clamped to the bounds. */
export function reorderGroup<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  name: string,
  toIndex: number,
): GuideEdit<I> | null {
  const from = groups.categories.findIndex((g) => g.name === name);
  if (from === -1) return null;
  const rest = groups.categories.filter((_, i) => i !== from);
  const at = clampIndex(toIndex, rest.length);
  const categories = [...rest.slice(0, at), groups.categories[from]!, ...rest.slice(at)];
  return { groups: { ...groups, categories }, message: null };
}

/**
 * Deletes an item: from a group it moves to the end of Ungrouped ('Item Moved to Ungrouped'); from
 * Ungrouped it leaves the guide ('Item deleted from order guide').
 */
export function deleteItem<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  groupName: string,
  itemKey: string,
): GuideEdit<I> | null {
  const group = groupOf(groups, groupName);
  const item = group?.lineItems.find((i) => guideItemKey(i) === itemKey);
  if (!group || !item) return null;
  const without = replaceGroup(groups, groupName, {
    ...group,
    lineItems: group.lineItems.filter((i) => i !== item),
  });
  if (groupName === UNGROUPED) return { groups: without, message: GUIDE_MESSAGES.itemDeleted };
  const ungrouped = without.ungroupedProducts;
  return {
    groups: {
      ...without,
      ungroupedProducts: { ...ungrouped, lineItems: [...ungrouped.lineItems, unselected(item)] },
    },
    message: GUIDE_MESSAGES.itemMovedToUngrouped,
  };
}

/** Moves an item within its group to a new index, clamped to the group's bounds ('Item Reordered'). */
export function reorderItem<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  groupName: string,
  itemKey: string,
  toIndex: number,
): GuideEdit<I> | null {
  const group = groupOf(groups, groupName);
  const from = group ? group.lineItems.findIndex((i) => guideItemKey(i) === itemKey) : -1;
  if (!group || from === -1) return null;
  const rest = group.lineItems.filter((_, i) => i !== from);
  const at = clampIndex(toIndex, rest.length);
  const lineItems = [...rest.slice(0, at), group.lineItems[from]!, ...rest.slice(at)];
  return {
    groups: replaceGroup(groups, groupName, { ...group, lineItems }),
    message: GUIDE_MESSAGES.itemReordered,
  };
}

/**
 * Moves an item to another group at an index (clamped; the end when omitted). Within one group it is a
 * reorder ('Item Reordered'); into another group the toast says where it went ('Item Moved to {group}').
 */
export function moveItem<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  itemKey: string,
  fromGroup: string,
  toGroup: string,
  toIndex?: number,
): GuideEdit<I> | null {
  if (fromGroup === toGroup) {
    return reorderItem(groups, fromGroup, itemKey, toIndex ?? Number.MAX_SAFE_INTEGER);
  }
  const source = groupOf(groups, fromGroup);
  const target = groupOf(groups, toGroup);
  const item = source?.lineItems.find((i) => guideItemKey(i) === itemKey);
  if (!source || !target || !item) return null;
  if (target.lineItems.some((i) => guideItemKey(i) === itemKey)) return null;
  const at = clampIndex(toIndex ?? target.lineItems.length, target.lineItems.length);
  let next = replaceGroup(groups, fromGroup, {
    ...source,
    lineItems: source.lineItems.filter((i) => i !== item),
  });
  next = replaceGroup(next, toGroup, {
    ...target,
    isSelected: false,
    lineItems: [...target.lineItems.slice(0, at), unselected(item), ...target.lineItems.slice(at)],
  });
  return { groups: next, message: itemMoveMessage(fromGroup, toGroup) };
}

/** Moves every selected item to the end of one group, keeping their order; selections are cleared; the toast names the group. */
export function moveSelectedItems<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  toGroup: string,
): GuideEdit<I> | null {
  const target = groupOf(groups, toGroup);
  if (!target) return null;
  const all = [...groups.categories, groups.ungroupedProducts];
  const moving = all
    .filter((g) => g.name !== toGroup)
    .flatMap((g) => g.lineItems.filter((i) => i.isSelected));
  if (moving.length === 0) return null;
  const strip = (g: GuideGroup<I>): GuideGroup<I> =>
    g.name === toGroup
      ? { ...g, isSelected: false, lineItems: [...g.lineItems.map(unselected), ...moving.map(unselected)] }
      : { ...g, isSelected: false, lineItems: g.lineItems.filter((i) => !i.isSelected) };
  return {
    groups: { categories: groups.categories.map(strip), ungroupedProducts: strip(groups.ungroupedProducts) },
    message: itemMoveMessage(null, toGroup, moving.length),
  };
}
