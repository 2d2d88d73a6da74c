import {
  guideItemKey,
  SUBSTITUTIONS_GROUP,
  type GuideGroup,
  type GuideGroups,
  type GuideItemCore,
} from './guide-types.ts';

/**
 * What saving an edited guide sends (spec section 7, order-guide/update): the groups with their items in
 * order, without the 'Substitutions' group (spec section 5), the items removed from the guide and the
 * items that changed group since the backup taken when editing began. Items are named by guideItemKey, so
 * the same SKU in two units is two items.
 */

/** A group to save: its name and its items' keys in display order. */
export interface GroupToSave {
  name: string;
  itemKeys: string[];
}

/** The changes of an edit, computed against the backup (item keys). */
export interface GuideChanges {
  groups: GroupToSave[];
  removedLineItems: string[];
  movedLineItems: string[];
}

function allGroups<I extends GuideItemCore>(groups: GuideGroups<I>): GuideGroup<I>[] {
  return [...groups.categories, groups.ungroupedProducts];
}

function groupByKey(groups: GuideGroups): Map<string, string> {
  const map = new Map<string, string>();
  for (const group of allGroups(groups)) {
    if (group.name === SUBSTITUTIONS_GROUP) continue;
    for (const item of group.lineItems) map.set(guideItemKey(item), group.name);
  }
  return map;
}

/** The groups to save (Ungrouped last, Substitutions left out), plus removed and moved items. */
export function guideChanges(backup: GuideGroups, edited: GuideGroups): GuideChanges {
  const before = groupByKey(backup);
  const after = groupByKey(edited);
  return {
    groups: allGroups(edited)
      .filter((g) => g.name !== SUBSTITUTIONS_GROUP)
      .map((g) => ({
        name: g.name,
        itemKeys: g.lineItems.map(guideItemKey),
      })),
    removedLineItems: [...before.keys()].filter((key) => !after.has(key)),
    movedLineItems: [...after]
      .filter(([key, group]) => before.has(key) && before.get(key) !== group)
      .map(([key]) => key),
  };
}

/** Whether the edit changed anything that saving would send. */
export function hasGuideChanges(backup: GuideGroups, edited: GuideGroups): boolean {
  const a = guideChanges(backup, backup);
  const b = guideChanges(backup, edited);
  return JSON.stringify(a.groups) !== JSON.stringify(b.groups) || b.removedLineItems.length > 0;
}
