import {
  guideItemKey,
  UNGROUPED,
  type GuideGroup,
  type GuideGroups,
  type GuideItemCore,
} from './guide-types.ts';

/**
 * Selection in edit mode (spec section 4): select-all marks the group; unselecting any item clears the
 * group's mark. The selected count drives the edit-count notification.
 */

function mapGroup<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  name: string,
  change: (g: GuideGroup<I>) => GuideGroup<I>,
): GuideGroups<I> {
  if (name === UNGROUPED) return { ...groups, ungroupedProducts: change(groups.ungroupedProducts) };
  return { ...groups, categories: groups.categories.map((g) => (g.name === name ? change(g) : g)) };
}

/** Selects or unselects every item of a group, and marks or clears the group itself. */
export function selectAllInGroup<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  groupName: string,
  selected: boolean,
): GuideGroups<I> {
  return mapGroup(groups, groupName, (g) => ({
    ...g,
    isSelected: selected && g.lineItems.length > 0,
    lineItems: g.lineItems.map((i) => (i.isSelected === selected ? i : { ...i, isSelected: selected })),
  }));
}

/** Selects or unselects one item (by its guideItemKey); unselecting clears the group mark, selecting the last one sets it. */
export function setItemSelected<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  groupName: string,
  itemKey: string,
  selected: boolean,
): GuideGroups<I> {
  return mapGroup(groups, groupName, (g) => {
    const lineItems = g.lineItems.map((i) =>
      guideItemKey(i) === itemKey && i.isSelected !== selected ? { ...i, isSelected: selected } : i,
    );
    return { ...g, lineItems, isSelected: selected ? lineItems.every((i) => i.isSelected) : false };
  });
}

/** How many items are selected across the guide: the edit-count notification. */
export function selectedCount(groups: GuideGroups): number {
  let count = 0;
  for (const g of [...groups.categories, groups.ungroupedProducts]) {
    for (const item of g.lineItems) if (item.isSelected) count++;
  }
  return count;
}

/** Clears every selection, as saving and cancelling do. */
export function clearSelection<I extends GuideItemCore>(groups: GuideGroups<I>): GuideGroups<I> {
  const clear = (g: GuideGroup<I>): GuideGroup<I> => ({
    ...g,
    isSelected: false,
    lineItems: g.lineItems.map((i) => (i.isSelected ? { ...i, isSelected: false } : i)),
  });
  return { categories: groups.categories.map(clear), ungroupedProducts: clear(groups.ungroupedProducts) };
}
