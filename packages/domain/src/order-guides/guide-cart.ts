import { guideItemKey } from './guide-types.ts';

/**
 * The cart in a guide (spec section 4): quantities typed into the guide before they go to the real cart
 * in one action. Entry key is the SKU in its unit and, for a substitution, its parent item (SKU and unit).
 */

/** One quantity typed into the guide (spec section 3). */
export interface GuideCartEntry {
  productSku: string;
  /** The unit the quantity is for: the same SKU in another unit is another entry. */
  unitOfMeasure: string;
  parentProductSku: string | null;
  /** The parent's unit: one SKU held in two units is two parents, each with its own substitution quantities. */
  parentUnitOfMeasure: string | null;
  quantity: number;
  inStock: boolean;
}

type ItemKeyFields = Parameters<typeof guideItemKey>[0];

function parentKey(entry: Pick<GuideCartEntry, 'parentProductSku' | 'parentUnitOfMeasure'>): string | null {
  if (entry.parentProductSku === null) return null;
  return guideItemKey({ productSku: entry.parentProductSku, unitOfMeasure: entry.parentUnitOfMeasure ?? '' });
}

function sameEntry(a: GuideCartEntry, b: GuideCartEntry): boolean {
  return guideItemKey(a) === guideItemKey(b) && parentKey(a) === parentKey(b);
}

/** Sets one entry: quantity 0 (or less) removes it; otherwise it is added or replaces the one held. */
export function setGuideCartEntry<E extends GuideCartEntry>(entries: readonly E[], entry: E): E[] {
  const others = entries.filter((held) => !sameEntry(held, entry));
  if (!(entry.quantity > 0)) return others;
  const index = entries.findIndex((held) => sameEntry(held, entry));
  if (index === -1) return [...entries, entry];
  const next = [...entries];
  next[index] = entry;
  return next;
}

/** The notification count: the number of entries, not the sum of quantities (spec section 4). */
export function guideCartCount(entries: readonly GuideCartEntry[]): number {
  return entries.length;
}

/** The quantity held for an item in its unit: typed for itself (no parent) or as a substitution under a parent item; 0 when none. */
export function guideCartQuantity(
  entries: readonly GuideCartEntry[],
  item: ItemKeyFields,
  parent: ItemKeyFields | null,
): number {
  const key = guideItemKey(item);
  const under = parent ? guideItemKey(parent) : null;
  return entries.find((e) => guideItemKey(e) === key && parentKey(e) === under)?.quantity ?? 0;
}
