import { SUBSTITUTIONS_GROUP, type GuideGroup, type GuideGroups, type GuideItemCore } from './guide-types.ts';

/**
 * What saving an edited guide sends (spec section 7, order-guide/update): the groups with their items in
 * order, without the 'Substitutions' group (spec section 5), the SKUs removed from the guide and the SKUs
 * that changed group since the backup taken when editing began.
 */

/** A group to save: its name and its items' SKUs in display order. */
export interface GroupToSave {
  name: string;
  productSkus: string[];
}

/** The changes of an edit, computed against the backup. */
export interface GuideChanges {
  groups: GroupToSave[];
  removedLineItems: string[];
  movedLineItems: string[];
}

function allGroups<I extends GuideItemCore>(groups: GuideGroups<I>): GuideGroup<I>[] {
  return [...groups.categories, groups.ungroupedProducts];
}

function groupBySku(groups: GuideGroups): Map<string, string> {
  const map = new Map<string, string>();
  for (const group of allGroups(groups)) {
    if (group.name === SUBSTITUTIONS_GROUP) continue;
    for (const item of group.lineItems) map.set(item.productSku, group.name);
  }
  return map;
}

/** The groups to save (Ungrouped last, Substitutions left out), plus removed and moved SKUs. */
export function guideChanges(backup: GuideGroups, edited: GuideGroups): GuideChanges {
  const before = groupBySku(backup);
  const after = groupBySku(edited);
  return {
    groups: allGroups(edited)
      .filter((g) => g.name !== SUBSTITUTIONS_GROUP)
      .map((g) => ({
        name: g.name,
        productSkus: g.lineItems.map((i) => i.productSku),
      })),
    removedLineItems: [...before.keys()].filter((sku) => !after.has(sku)),
    movedLineItems: [...after]
      .filter(([sku, group]) => before.has(sku) && before.get(sku) !== group)
      .map(([sku]) => sku),
  };
}

/** Whether the edit changed anything that saving would send. */
export function hasGuideChanges(backup: GuideGroups, edited: GuideGroups): boolean {
  const a = guideChanges(backup, backup);
  const b = guideChanges(backup, edited);
  return JSON.stringify(a.groups) !== JSON.stringify(b.groups) || b.removedLineItems.length > 0;
}
