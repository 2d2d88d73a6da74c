import type { OrderGuideLineItem } from '@larder/contract';
import { setDefaultVariant, UNGROUPED } from '@larder/domain';
import type { DetailGroups } from './guide-detail-store.ts';

/** Makes the unit `code` the one an item is ordered in: its only default variant, and its unitOfMeasure. */
export function chooseUnit(groups: DetailGroups, groupName: string, sku: string, code: string): DetailGroups {
  const change = (item: OrderGuideLineItem): OrderGuideLineItem => {
    if (item.productSku !== sku) return item;
    const variants = setDefaultVariant(item.variants, code);
    const chosen = variants.find((v) => v.code === code);
    return chosen ? { ...item, variants, unitOfMeasure: chosen.text } : item;
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
