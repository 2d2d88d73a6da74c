/**
 * A guide's storage order (issue 34): the areas a buyer walks when counting (walk-in, freezer, dry store),
 * arranged once per guide. Items not placed in any area are counted last, in the guide's own order.
 */

/** An item of a guide by sku and unit. */
export interface ItemKey {
  productSku: string;
  unitOfMeasure: string;
}

/** One area and its items in walking order. */
export interface StorageAreaItems<K extends ItemKey = ItemKey> {
  name: string;
  items: K[];
}

const keyOf = (item: ItemKey) => `${item.productSku}|${item.unitOfMeasure.toLowerCase()}`;

/** The name of the area holding the items no area lists. */
export const UNPLACED_AREA = 'Not placed yet';

/**
 * The guide's items walked in storage order: each area's items the guide still holds, in the area's order,
 * then every item no area lists under 'Not placed yet'. Areas left empty are dropped.
 */
export function walkInStorageOrder<T extends ItemKey>(
  items: readonly T[],
  areas: readonly StorageAreaItems[],
): StorageAreaItems<T>[] {
  const byKey = new Map(items.map((item) => [keyOf(item), item]));
  const placed = new Set<string>();
  const walked: StorageAreaItems<T>[] = [];
  for (const area of areas) {
    const found: T[] = [];
    for (const key of area.items.map(keyOf)) {
      const item = byKey.get(key);
      if (item && !placed.has(key)) {
        placed.add(key);
        found.push(item);
      }
    }
    if (found.length > 0) walked.push({ name: area.name, items: found });
  }
  const rest = items.filter((item) => !placed.has(keyOf(item)));
  if (rest.length > 0) walked.push({ name: UNPLACED_AREA, items: rest });
  return walked;
}

/** Moves an item to an area (created at the end when new), out of any other; returns the new areas. */
export function placeItem(
  areas: readonly StorageAreaItems[],
  item: ItemKey,
  areaName: string,
): StorageAreaItems[] {
  const key = keyOf(item);
  const without = areas.map((area) => ({ ...area, items: area.items.filter((i) => keyOf(i) !== key) }));
  const entry = { productSku: item.productSku, unitOfMeasure: item.unitOfMeasure };
  const index = without.findIndex((area) => area.name === areaName);
  if (index === -1) return [...without, { name: areaName, items: [entry] }];
  return without.map((area, i) => (i === index ? { ...area, items: [...area.items, entry] } : area));
}
