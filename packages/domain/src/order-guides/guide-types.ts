/**
 * The shape of an order guide that the group operations work on (spec section 3): named groups of line
 * items, plus the Ungrouped group. Items carry whatever else the screen needs; the rules only read the
 * fields named here.
 */

/** The name of the group that holds items in no group (spec section 3). */
export const UNGROUPED = 'Ungrouped';

/** The group the server fills with substitutions; saving leaves it out (spec section 5). */
export const SUBSTITUTIONS_GROUP = 'Substitutions';

/** The id of a new guide not saved yet (spec section 3). */
export const NEW_GUIDE_ID = -1;

/** What the rules read of a line item. */
export interface GuideItemCore {
  productSku: string;
  /** The unit the guide holds the product in: one SKU may be in a guide in several units. */
  unitOfMeasure: string;
  name: string;
  brandName: string;
  isSelected: boolean;
}

/**
 * What names one item of a guide: its SKU and its unit, since a guide may hold a product in two units
 * (ADR 008). Rows, quantities and edit operations go by this key, never by the SKU alone.
 */
export function guideItemKey(item: { productSku: string; unitOfMeasure: string }): string {
  return `${item.productSku}|${item.unitOfMeasure}`;
}

/** A group of line items (spec section 3). */
export interface GuideGroup<I extends GuideItemCore = GuideItemCore> {
  name: string;
  lineItems: I[];
  isSelected: boolean;
  isEditable: boolean;
}

/** The groups of a guide: the named ones in display order, and Ungrouped. */
export interface GuideGroups<I extends GuideItemCore = GuideItemCore> {
  categories: GuideGroup<I>[];
  ungroupedProducts: GuideGroup<I>;
}

/** The detail screen's two modes (spec section 4). */
export type GuideMode = 'default' | 'edit';

/** An empty Ungrouped group. */
export function emptyUngrouped<I extends GuideItemCore>(): GuideGroup<I> {
  return { name: UNGROUPED, lineItems: [], isSelected: false, isEditable: false };
}
