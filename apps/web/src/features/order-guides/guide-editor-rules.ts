import type { OrderGuideCategoryType, OrderGuideLineItem } from '@larder/contract';
import {
  GUIDE_MESSAGES,
  guideCartCount,
  hasGuideChanges,
  type GuideCartEntry,
  type GuideGroup,
} from '@larder/domain';
import type { DetailGroups } from './guide-detail-store.ts';

/**
 * The guide editor's rules the screen follows (issue 19): nothing the buyer typed or changed is dropped
 * without asking, group counts follow the side filter, and the chosen view is remembered.
 */

/** Entering edit mode empties the cart in the guide (spec section 4): with quantities typed, ask first. */
export function editNeedsConfirmation(cart: readonly GuideCartEntry[]): boolean {
  return guideCartCount(cart) > 0;
}

/** Cancel throws the edit session away: with unsaved changes, ask first. */
export function cancelNeedsConfirmation(backup: DetailGroups, groups: DetailGroups): boolean {
  return hasGuideChanges(backup, groups);
}

/** A group as the default list shows it: its count, and the group's whole count while filtered. */
export type CountedGroup = GuideGroup<OrderGuideLineItem> & { itemCount?: number; totalCount?: number };

/**
 * The shown groups with counts that follow the side filter: a group the search narrowed counts the items
 * shown (and keeps its whole count as `totalCount`); a group shown whole keeps the server's count.
 */
export function countsFollowFilter<G extends CountedGroup>(
  shown: { categories: G[]; ungroupedProducts: G },
  all: { categories: G[]; ungroupedProducts: G },
): { categories: CountedGroup[]; ungroupedProducts: CountedGroup } {
  const whole = new Map([...all.categories, all.ungroupedProducts].map((g) => [g.name, g]));
  const count = (group: G): CountedGroup => {
    const original = whole.get(group.name);
    if (!original || original.lineItems === group.lineItems) return group;
    return {
      ...group,
      itemCount: group.lineItems.length,
      totalCount: original.itemCount ?? original.lineItems.length,
    };
  };
  return { categories: shown.categories.map(count), ungroupedProducts: count(shown.ungroupedProducts) };
}

/** A group heading's count: '12 items', '1 item', or '3 of 12 items' while the filter narrows it. */
export function groupCountText(group: CountedGroup): string {
  const shown = group.itemCount ?? group.lineItems.length;
  const noun = (group.totalCount ?? shown) === 1 ? 'item' : 'items';
  return group.totalCount !== undefined && group.totalCount !== shown
    ? `${shown} of ${group.totalCount} ${noun}`
    : `${shown} ${noun}`;
}

/** Where the chosen grouping view is kept between visits. */
export const GUIDE_VIEW_STORAGE_KEY = 'larder.guide-view';

/** The view to open a guide in: the one last chosen when this organization offers it, else the first. */
export function rememberedView(
  stored: string | null,
  offered: readonly OrderGuideCategoryType[],
): OrderGuideCategoryType {
  const match = offered.find((view) => view === stored);
  return match ?? offered[0] ?? 'cwCategories';
}

/** Reads the remembered view; storage that cannot be read remembers nothing. */
export function readStoredView(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(GUIDE_VIEW_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the view the buyer chose; storage that cannot be written is ignored. */
export function storeView(storage: Pick<Storage, 'setItem'> | undefined, view: OrderGuideCategoryType): void {
  try {
    storage?.setItem(GUIDE_VIEW_STORAGE_KEY, view);
  } catch {
    // Private mode or full storage: the choice lasts this visit only.
  }
}

/**
 * The one message a refused upload shows (spec section 8's 'Unable to upload file. Check the file
 * format.'), followed by the server's reason when it adds something new.
 */
export function uploadProblemText(reason: string | null): string {
  const detail = reason?.trim() ?? '';
  if (detail === '' || detail.includes(GUIDE_MESSAGES.uploadFailed)) return GUIDE_MESSAGES.uploadFailed;
  return `${GUIDE_MESSAGES.uploadFailed} ${detail}`;
}
