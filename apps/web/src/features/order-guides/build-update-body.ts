import type { OrderGuideCategoryType, OrderGuideLineItem, OrderGuideUpdateBody } from '@larder/contract';
import { guideChanges, type GuideGroups } from '@larder/domain';

/**
 * The body of order-guide/update for an edit session (spec section 7): the groups in order with their
 * items (Substitutions left out), and the items removed and moved since the backup.
 */
export function buildUpdateBody(
  guide: { id: number; name: string; categoryType: OrderGuideCategoryType },
  backup: GuideGroups<OrderGuideLineItem>,
  edited: GuideGroups<OrderGuideLineItem>,
): OrderGuideUpdateBody {
  const items = new Map<string, OrderGuideLineItem>();
  const before = new Map<string, OrderGuideLineItem>();
  const groupOf = new Map<string, string>();
  for (const groups of [backup, edited]) {
    for (const group of [...groups.categories, groups.ungroupedProducts]) {
      for (const item of group.lineItems) {
        items.set(item.productSku, item);
        if (groups === backup) {
          groupOf.set(item.productSku, group.name);
          before.set(item.productSku, item);
        }
      }
    }
  }
  const changes = guideChanges(backup, edited);
  let sequence = 0;
  const keyOf = (sku: string) => ({ productSku: sku, unitOfMeasure: items.get(sku)?.unitOfMeasure ?? '' });
  return {
    id: guide.id,
    name: guide.name,
    categoryType: guide.categoryType,
    categories: changes.groups.map((group) => ({
      name: group.name,
      lineItems: group.productSkus.map((sku, index) => {
        const item = items.get(sku)!;
        sequence++;
        return {
          productSku: sku,
          unitOfMeasure: item.unitOfMeasure,
          name: item.name,
          expiryDate: item.expiryDate ?? null,
          effectiveDate: item.effectiveDate ?? null,
          itemSequence: sequence,
          displayOrder: index + 1,
        };
      }),
    })),
    // An item whose unit changed is saved under its new key; its old key is removed.
    removedLineItems: [
      ...changes.removedLineItems.map((sku) => ({
        productSku: sku,
        unitOfMeasure: before.get(sku)!.unitOfMeasure,
      })),
      ...[...before.values()]
        .filter(
          (item) =>
            items.get(item.productSku)!.unitOfMeasure !== item.unitOfMeasure &&
            !changes.removedLineItems.includes(item.productSku),
        )
        .map((item) => ({ productSku: item.productSku, unitOfMeasure: item.unitOfMeasure })),
    ],
    movedLineItems: changes.movedLineItems.map((sku) => {
      const to = changes.groups.find((g) => g.productSkus.includes(sku))?.name;
      return { ...keyOf(sku), fromCategory: groupOf.get(sku), toCategory: to };
    }),
  };
}
