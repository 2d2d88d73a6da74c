import type { OrderGuideGroup, OrderGuideLineItem } from '@larder/contract';
import { guideItemKey, UNGROUPED, type GuideGroup } from '@larder/domain';
import type { DetailGroups } from './guide-detail-store.ts';

/** A page of groups as the guide and categories calls answer. */
export interface GroupsPage {
  categories: OrderGuideGroup[];
  ungroupedProducts: OrderGuideGroup;
}

/** A group of the screen, with the server's count of its items across all pages. */
export type DetailGroup = GuideGroup<OrderGuideLineItem> & { itemCount: number };

function emptyCopy(group: OrderGuideGroup): DetailGroup {
  return {
    name: group.name,
    isSelected: false,
    isEditable: group.isEditable,
    itemCount: group.itemCount,
    lineItems: [],
  };
}

/**
 * Joins pages of a guide into one set of groups: a group split across pages is one group, in the order
 * groups first appear; items keep page order. An item (a SKU in a unit) already placed is not placed
 * twice; the same SKU in another unit is another item.
 */
export function mergeGuidePages(pages: readonly GroupsPage[]): DetailGroups {
  const byName = new Map<string, DetailGroup>();
  const ungrouped: DetailGroup = pages[0]
    ? emptyCopy(pages[0].ungroupedProducts)
    : { name: UNGROUPED, isSelected: false, isEditable: false, itemCount: 0, lineItems: [] };
  const seen = new Set<string>();
  const take = (target: DetailGroup, items: OrderGuideLineItem[]) => {
    for (const item of items) {
      const key = guideItemKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      target.lineItems.push(item);
    }
  };
  for (const page of pages) {
    for (const group of page.categories) {
      let target = byName.get(group.name);
      if (!target) {
        target = emptyCopy(group);
        byName.set(group.name, target);
      }
      take(target, group.lineItems);
    }
    take(ungrouped, page.ungroupedProducts.lineItems);
  }
  return { categories: [...byName.values()], ungroupedProducts: { ...ungrouped, name: UNGROUPED } };
}
