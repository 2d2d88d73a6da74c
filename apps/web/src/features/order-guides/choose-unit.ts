import type { OrderGuideLineItem } from '@larder/contract';
import { guideItemKey, setDefaultVariant, UNGROUPED } from '@larder/domain';
import type { DetailGroups } from './guide-detail-store.ts';

/** One unit an item's unit picker offers; `held`: another row of the guide holds the SKU in it. */
export interface UnitChoice {
  code: string;
  text: string;
  weight: string;
  held: boolean;
}

const NONE: readonly string[] = [];

/**
 * The units each SKU the guide holds in more than one unit is held in, for the unit pickers. A SKU held in
 * one unit is left out: its one row's own unit is never refused, and an absent SKU shares one empty list,
 * so the memoized rows of a large guide do not render again for every edit.
 */
export function unitsHeldBySku(groups: DetailGroups): ReadonlyMap<string, readonly string[]> {
  const units = new Map<string, string[]>();
  for (const item of [...groups.categories, groups.ungroupedProducts].flatMap((g) => g.lineItems)) {
    const held = units.get(item.productSku);
    if (held) held.push(item.unitOfMeasure);
    else units.set(item.productSku, [item.unitOfMeasure]);
  }
  for (const [sku, held] of units) if (held.length < 2) units.delete(sku);
  return units;
}

/** The units held of one SKU, from `unitsHeldBySku` (an empty list for a SKU held in one unit). */
export function unitsHeldOf(held: ReadonlyMap<string, readonly string[]>, sku: string): readonly string[] {
  return held.get(sku) ?? NONE;
}

/**
 * The units an item's picker offers, in the product's order: a unit another row of the guide already holds
 * the SKU in is offered disabled (chooseUnit would refuse it), so the buyer sees why it cannot be picked.
 */
export function unitChoices(item: OrderGuideLineItem, heldUnits: readonly string[]): UnitChoice[] {
  return item.variants.map((v) => ({
    code: v.code,
    text: v.text,
    weight: v.weight,
    held: v.text !== item.unitOfMeasure && heldUnits.includes(v.text),
  }));
}

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
