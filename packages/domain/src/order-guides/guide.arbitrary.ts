import fc from 'fast-check';
import {
  guideItemKey,
  UNGROUPED,
  type GuideGroup,
  type GuideGroups,
  type GuideItemCore,
} from './guide-types.ts';

/** Test data for property tests of the guide rules; imported by tests only. */

/** An item with a given SKU; 'sku/EA' gives it another unit than the usual CS. */
export function item(sku: string, name = `Item ${sku}`, brandName = 'Larder'): GuideItemCore {
  const [productSku, unitOfMeasure = 'CS'] = sku.split('/') as [string, string?];
  return { productSku, unitOfMeasure, name, brandName, isSelected: false };
}

/** The key of the item `item(sku)` makes. */
export function key(sku: string): string {
  return guideItemKey(item(sku));
}

/** A group holding items with the given SKUs ('sku/EA' for another unit). */
export function group(name: string, skus: string[], isEditable = true): GuideGroup {
  return { name, lineItems: skus.map((sku) => item(sku)), isSelected: false, isEditable };
}

const shortName = (i: GuideItemCore) =>
  i.unitOfMeasure === 'CS' ? i.productSku : `${i.productSku}/${i.unitOfMeasure}`;

/** Groups from a plain description: named groups and Ungrouped's SKUs. */
export function guide(categories: GuideGroup[], ungrouped: string[] = []): GuideGroups {
  return { categories, ungroupedProducts: group(UNGROUPED, ungrouped, false) };
}

/** Items of each group as `item` names them, Ungrouped last under its name: a compact view for assertions. */
export function layout(groups: GuideGroups): Record<string, string[]> {
  return Object.fromEntries(
    [...groups.categories, groups.ungroupedProducts].map((g) => [g.name, g.lineItems.map(shortName)]),
  );
}

/** Every item key in the guide, sorted. */
export function allKeys(groups: GuideGroups): string[] {
  return [...groups.categories, groups.ungroupedProducts]
    .flatMap((g) => g.lineItems.map(guideItemKey))
    .sort();
}

/**
 * Any guide of up to 5 named groups (unique names, some not editable) and unique items, some selected;
 * a SKU is sometimes there in two units.
 */
export const guideArbitrary: fc.Arbitrary<GuideGroups> = fc
  .record({
    names: fc.uniqueArray(fc.constantFrom('Dairy', 'Produce', 'Meat', 'Dry', 'Frozen', 'Bar', 'Bakery'), {
      maxLength: 5,
    }),
    skus: fc.uniqueArray(
      fc
        .tuple(fc.integer({ min: 1000, max: 1040 }), fc.constantFrom('', '/EA'))
        .map(([sku, unit]) => `${sku}${unit}`),
      { maxLength: 30 },
    ),
    placement: fc.array(fc.nat({ max: 5 }), { minLength: 30, maxLength: 30 }),
    selected: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
    editable: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  })
  .map(({ names, skus, placement, selected, editable }) => {
    const buckets: GuideItemCore[][] = [...names.map(() => []), []];
    skus.forEach((sku, i) => {
      buckets[placement[i]! % buckets.length]!.push({ ...item(sku), isSelected: selected[i]! });
    });
    return {
      categories: names.map((name, i) => ({
        name,
        lineItems: buckets[i]!,
        isSelected: false,
        isEditable: editable[i]!,
      })),
      ungroupedProducts: {
        name: UNGROUPED,
        lineItems: buckets[names.length]!,
        isSelected: false,
        isEditable: false,
      },
    };
  });
