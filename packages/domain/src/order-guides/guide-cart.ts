import { guideItemKey } from './guide-types.ts';

/**
 * The cart in a guide (spec section 4): quantities typed into the guide before they go to the real cart
 * in one action. Entry key is the SKU in its unit and, for a substitution, its parent SKU.
 */

/** One quantity typed into the guide (spec section 3). */
export interface GuideCartEntry {
  productSku: string;
  /** The unit the quantity is for: the same SKU in another unit is another entry. */
  unitOfMeasure: string;
  parentProductSku: string | null;
  quantity: number;
  inStock: boolean;
}

function sameEntry(a: GuideCartEntry, b: GuideCartEntry): boolean {
  return guideItemKey(a) === guideItemKey(b) && (a.parentProductSku ?? null) === (b.parentProductSku ?? null);
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
