import {
  NEW_GUIDE_ID,
  type GuideGroup,
  type GuideGroups,
  type GuideItemCore,
  type GuideMode,
} from './guide-types.ts';

/**
 * Searching within a guide (spec section 5): an item matches on its name, brand or SKU, case-insensitively;
 * a group whose name matches shows all its items. Search is ignored in edit mode. Ungrouped shows with no
 * search term, in edit mode, or for a new guide (id -1).
 */

/** Whether the Ungrouped group is shown. */
export function showsUngrouped(searchTerm: string, mode: GuideMode, guideId: number): boolean {
  return searchTerm.trim() === '' || mode === 'edit' || guideId === NEW_GUIDE_ID;
}

/** Whether one item matches a (lower-cased, trimmed) term; the unit plays no part in it. */
export function itemMatches(item: Omit<GuideItemCore, 'unitOfMeasure'>, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return (
    item.name.toLowerCase().includes(needle) ||
    item.brandName.toLowerCase().includes(needle) ||
    item.productSku.toLowerCase().includes(needle)
  );
}

function filterGroup<I extends GuideItemCore>(group: GuideGroup<I>, needle: string): GuideGroup<I> {
  if (group.name.toLowerCase().includes(needle)) return group;
  const lineItems = group.lineItems.filter((i) => itemMatches(i, needle));
  return lineItems.length === group.lineItems.length ? group : { ...group, lineItems };
}

/**
 * The groups to show for a search term and mode: matching items per group, empty groups dropped while
 * searching, and an empty Ungrouped when the rule hides it.
 */
export function searchGuide<I extends GuideItemCore>(
  groups: GuideGroups<I>,
  searchTerm: string,
  mode: GuideMode,
  guideId: number,
): GuideGroups<I> {
  const needle = searchTerm.trim().toLowerCase();
  const ungroupedShown = showsUngrouped(searchTerm, mode, guideId);
  if (needle === '' || mode === 'edit') {
    return ungroupedShown
      ? groups
      : { ...groups, ungroupedProducts: { ...groups.ungroupedProducts, lineItems: [] } };
  }
  const categories = groups.categories
    .map((g) => filterGroup(g, needle))
    .filter((g) => g.lineItems.length > 0);
  const ungroupedProducts = ungroupedShown
    ? filterGroup(groups.ungroupedProducts, needle)
    : { ...groups.ungroupedProducts, lineItems: [] };
  return { categories, ungroupedProducts };
}
