import type { OrderGuide, OrderGuideLineItem } from '@larder/contract';

/** A group of a guide as the quick look shows it: its name, the items loaded and how many it holds in all. */
export interface QuickLookGroup {
  name: string;
  items: { item: OrderGuideLineItem; pack: string; price: string }[];
  itemCount: number;
}

/**
 * The quick look of a guide's first page: its groups that hold items, in the guide's order (Ungrouped last),
 * each item with the pack and price of the unit the guide orders it in; `moreCount` is what the page left out.
 */
export function quickLookOf(guide: Pick<OrderGuide, 'categories' | 'ungroupedProducts' | 'itemCount'>): {
  groups: QuickLookGroup[];
  moreCount: number;
} {
  const groups = [...guide.categories, guide.ungroupedProducts]
    .filter((group) => group.lineItems.length > 0)
    .map((group) => ({
      name: group.name,
      itemCount: group.itemCount,
      items: group.lineItems.map((item) => {
        const unit =
          item.variants.find((v) => v.text === item.unitOfMeasure) ??
          item.variants.find((v) => v.isDefault) ??
          item.variants[0];
        return { item, pack: unit?.weight ?? '', price: unit?.price ?? '' };
      }),
    }));
  const shown = groups.reduce((sum, group) => sum + group.items.length, 0);
  return { groups, moreCount: Math.max(0, guide.itemCount - shown) };
}
