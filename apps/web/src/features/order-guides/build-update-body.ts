import type { OrderGuideCategoryType, OrderGuideLineItem, OrderGuideUpdateBody } from '@larder/contract';
import { guideChanges, guideItemKey, type GuideGroups } from '@larder/domain';

function itemsByKey(groups: GuideGroups<OrderGuideLineItem>): Map<string, OrderGuideLineItem> {
  const map = new Map<string, OrderGuideLineItem>();
  for (const group of [...groups.categories, groups.ungroupedProducts]) {
    for (const item of group.lineItems) map.set(guideItemKey(item), item);
  }
  return map;
}

function groupsByKey(groups: GuideGroups<OrderGuideLineItem>): Map<string, string> {
  const map = new Map<string, string>();
  for (const group of [...groups.categories, groups.ungroupedProducts]) {
    for (const item of group.lineItems) map.set(guideItemKey(item), group.name);
  }
  return map;
}

const keyOf = (item: OrderGuideLineItem) => ({
  productSku: item.productSku,
  unitOfMeasure: item.unitOfMeasure,
});

/**
 * The body of order-guide/update for an edit session (spec section 7): the groups in order with their
 * items (Substitutions left out), and the items removed and moved since the backup. Items are keyed by SKU
 * and unit, so an item whose unit changed is saved under its new key and its old key is removed.
 */
export function buildUpdateBody(
  guide: { id: number; name: string; categoryType: OrderGuideCategoryType },
  backup: GuideGroups<OrderGuideLineItem>,
  edited: GuideGroups<OrderGuideLineItem>,
): OrderGuideUpdateBody {
  const before = itemsByKey(backup);
  const after = itemsByKey(edited);
  const groupBefore = groupsByKey(backup);
  const changes = guideChanges(backup, edited);
  let sequence = 0;
  return {
    id: guide.id,
    name: guide.name,
    categoryType: guide.categoryType,
    categories: changes.groups.map((group) => ({
      name: group.name,
      lineItems: group.itemKeys.map((key, index) => {
        const item = after.get(key)!;
        sequence++;
        return {
          ...keyOf(item),
          name: item.name,
          expiryDate: item.expiryDate ?? null,
          effectiveDate: item.effectiveDate ?? null,
          itemSequence: sequence,
          displayOrder: index + 1,
        };
      }),
    })),
    removedLineItems: changes.removedLineItems.map((key) => keyOf(before.get(key)!)),
    movedLineItems: changes.movedLineItems.map((key) => ({
      ...keyOf(after.get(key)!),
      fromCategory: groupBefore.get(key),
      toCategory: changes.groups.find((g) => g.itemKeys.includes(key))?.name,
    })),
  };
}
