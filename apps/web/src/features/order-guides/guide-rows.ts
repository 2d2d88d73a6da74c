import type { OrderGuideLineItem } from '@larder/contract';
import { guideItemKey, type GuideGroup, type GuideGroups } from '@larder/domain';

/** A row of the virtual list: a group heading or one item of a group. */
export type GuideRow =
  | { kind: 'group'; key: string; group: GuideGroup<OrderGuideLineItem>; groupIndex: number }
  | {
      kind: 'item';
      key: string;
      item: OrderGuideLineItem;
      groupName: string;
      /** Position within its group. */
      index: number;
      /** Position among all item rows: the quantity grid's row. */
      itemRow: number;
    };

/**
 * Flattens groups into list rows: each group's heading then its items, Ungrouped last. Empty groups keep
 * their heading when `keepEmpty` (edit mode, to drop items into them).
 */
export function guideRows(groups: GuideGroups<OrderGuideLineItem>, keepEmpty: boolean): GuideRow[] {
  const rows: GuideRow[] = [];
  let itemRow = 0;
  const all = [...groups.categories, groups.ungroupedProducts];
  all.forEach((group, groupIndex) => {
    if (group.lineItems.length === 0 && !keepEmpty) return;
    rows.push({ kind: 'group', key: `group:${group.name}`, group, groupIndex });
    group.lineItems.forEach((item, index) => {
      rows.push({
        kind: 'item',
        key: `item:${guideItemKey(item)}`,
        item,
        groupName: group.name,
        index,
        itemRow: itemRow++,
      });
    });
  });
  return rows;
}

/** The unit an item is ordered in: the variant named by its unitOfMeasure, else its default, else the first. */
export function orderVariant(
  item: Pick<OrderGuideLineItem, 'variants' | 'unitOfMeasure'>,
): OrderGuideLineItem['variants'][number] | undefined {
  return (
    item.variants.find((v) => v.text === item.unitOfMeasure) ??
    item.variants.find((v) => v.isDefault) ??
    item.variants[0]
  );
}
