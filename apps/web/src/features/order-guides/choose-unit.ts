import type { OrderGuideLineItem } from '@larder/contract';
import { guideItemKey, setDefaultVariant, UNGROUPED } from '@larder/domain';
import type { DetailGroups } from './guide-detail-store.ts';

/**
 * Makes the unit `code` the one an item (named by its guideItemKey) is ordered in: its only default
 * variant, and its unitOfMeasure. A unit the guide already holds for that SKU is refused (the groups come
 * back unchanged): one product in one unit is one item of a guide.
 */
export function chooseUnit(
  groups: DetailGroups,
  groupName: string,
  itemKey: string,
  code: string,
): DetailGroups {
  const all = [...groups.categories, groups.ungroupedProducts].flatMap((g) => g.lineItems);
  const held = new Set(all.map(guideItemKey));
  const change = (item: OrderGuideLineItem): OrderGuideLineItem => {
    if (guideItemKey(item) !== itemKey) return item;
    const variants = setDefaultVariant(item.variants, code);
    const chosen = variants.find((v) => v.code === code);
    if (!chosen || chosen.text === item.unitOfMeasure) return item;
    if (held.has(guideItemKey({ productSku: item.productSku, unitOfMeasure: chosen.text }))) return item;
    return { ...item, variants, unitOfMeasure: chosen.text };
  };
  if (groupName === UNGROUPED) {
    return {
      ...groups,
      ungroupedProducts: {
        ...groups.ungroupedProducts,
        lineItems: groups.ungroupedProducts.lineItems.map(change),
      },
    };
  }
  return {
    ...groups,
    categories: groups.categories.map((g) =>
      g.name === groupName ? { ...g, lineItems: g.lineItems.map(change) } : g,
    ),
  };
}
