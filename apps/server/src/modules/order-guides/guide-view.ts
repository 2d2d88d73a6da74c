import type {
  OrderGuideCategoryType,
  OrderGuideGroup,
  OrderGuideLineItem,
  OrderGuideSubstitution,
  OrderGuideVariant,
} from '@larder/contract';
import {
  activeQuantityLimits,
  catchWeightPriceText,
  formatPrice,
  itemMatches,
  PRICE_PENDING,
  UNGROUPED,
} from '@larder/domain';
import type {
  GroupRow,
  GuideVariantRow,
  ItemKeyRow,
  ItemRow,
  SubstitutionRow,
} from './order-guides.repository.ts';

/** A section of the arranged guide: a custom group or a product category, with its matching items. */
export interface Section<T extends ItemKeyRow = ItemKeyRow> {
  name: string;
  isEditable: boolean;
  items: T[];
}

/** A guide's items arranged for one view and filtered by the search term. */
export interface Arrangement<T extends ItemKeyRow = ItemKeyRow> {
  sections: Section<T>[];
  ungrouped: T[];
}

/** The domain's search rule (name, brand or SKU, without case), on a row that has no selection. */
function matches(item: ItemKeyRow, term: string): boolean {
  return itemMatches({ ...item, isSelected: false }, term);
}

function byDisplayOrder(a: ItemKeyRow, b: ItemKeyRow): number {
  return a.displayOrder - b.displayOrder || a.itemSequence - b.itemSequence || a.id - b.id;
}

/**
 * Arranges items by custom group (in group position order, Ungrouped last) or by product category (by
 * name). A search term keeps items whose name, brand or SKU contains it, and every item of a group whose
 * name contains it (spec section 5); groups left without items are dropped while searching.
 */
export function arrange<T extends ItemKeyRow>(
  type: OrderGuideCategoryType,
  groups: readonly GroupRow[],
  items: readonly T[],
  searchTerm: string | undefined,
): Arrangement<T> {
  const term = (searchTerm ?? '').trim().toLowerCase();
  let sections: Section<T>[];
  let ungrouped: T[] = [];
  if (type === 'customGroups') {
    const byGroup = new Map<number, T[]>(groups.map((group) => [group.id, []]));
    for (const item of items) {
      const bucket = item.groupId === null ? undefined : byGroup.get(item.groupId);
      if (bucket) bucket.push(item);
      else ungrouped.push(item);
    }
    sections = groups.map((group) => ({
      name: group.name,
      isEditable: group.isEditable,
      items: byGroup.get(group.id)!.sort(byDisplayOrder),
    }));
    ungrouped.sort(byDisplayOrder);
  } else {
    const byCategory = new Map<string, T[]>();
    for (const item of items) {
      const bucket = byCategory.get(item.category);
      if (bucket) bucket.push(item);
      else byCategory.set(item.category, [item]);
    }
    sections = [...byCategory.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, rows]) => ({ name, isEditable: false, items: rows }));
  }
  if (term === '') return { sections, ungrouped };
  const filtered = sections
    .map((section) =>
      section.name.toLowerCase().includes(term)
        ? section
        : { ...section, items: section.items.filter((item) => matches(item, term)) },
    )
    .filter((section) => section.items.length > 0);
  ungrouped = ungrouped.filter((item) => matches(item, term));
  return { sections: filtered, ungrouped };
}

/** Where a page falls in the arranged items. */
export interface PageWindow {
  start: number;
  end: number;
  totalItems: number;
  totalPages: number;
}

/** The window of items (across sections, then Ungrouped) that one page covers. */
export function pageWindow(arrangement: Arrangement, page: number, pageSize: number): PageWindow {
  const totalItems =
    arrangement.sections.reduce((sum, section) => sum + section.items.length, 0) +
    arrangement.ungrouped.length;
  const start = (page - 1) * pageSize;
  return {
    start,
    end: Math.min(start + pageSize, totalItems),
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / pageSize)),
  };
}

/** The items on a page, for fetching their prices and stock. */
export function itemsInWindow<T extends ItemKeyRow>(arrangement: Arrangement<T>, window: PageWindow): T[] {
  const all = [...arrangement.sections.flatMap((section) => section.items), ...arrangement.ungrouped];
  return all.slice(window.start, window.end);
}

function priceText(variant: GuideVariantRow): string {
  if (variant.price === null) return PRICE_PENDING;
  const price = formatPrice(Number(variant.price));
  return variant.catchWeightUom ? catchWeightPriceText(price, variant.catchWeightUom) : price;
}

function inStock(variant: GuideVariantRow): boolean {
  return (variant.primaryStock ?? 0) > 0 || (variant.secondaryStock ?? 0) > 0;
}

function variantView(variant: GuideVariantRow, today: string): OrderGuideVariant {
  const view: OrderGuideVariant = {
    code: variant.code,
    text: variant.text,
    weight: variant.weight,
    price: priceText(variant),
    inStock: inStock(variant),
    isDefault: variant.isDefault,
  };
  const limits = activeQuantityLimits(variant, today);
  if (limits.min !== null) view.minQuantity = limits.min;
  if (limits.max !== null) view.maxQuantity = limits.max;
  if (variant.sellByMultiple > 1) view.sellByMultiple = variant.sellByMultiple;
  return view;
}

/** Builds line items from rows, with the variants of their products; one builder per response. */
export class LineItemBuilder {
  private readonly variantsBySku = new Map<string, GuideVariantRow[]>();
  private readonly substitutionsByItem = new Map<number, SubstitutionRow[]>();

  constructor(
    variants: readonly GuideVariantRow[],
    substitutions: readonly SubstitutionRow[],
    private readonly today: string,
  ) {
    for (const variant of variants) {
      const list = this.variantsBySku.get(variant.productSku);
      if (list) list.push(variant);
      else this.variantsBySku.set(variant.productSku, [variant]);
    }
    for (const list of this.variantsBySku.values()) list.sort((a, b) => a.position - b.position);
    for (const substitution of substitutions) {
      const list = this.substitutionsByItem.get(substitution.itemId);
      if (list) list.push(substitution);
      else this.substitutionsByItem.set(substitution.itemId, [substitution]);
    }
  }

  private base(
    row: Omit<
      ItemRow,
      'id' | 'groupId' | 'itemSequence' | 'displayOrder' | 'effectiveDate' | 'expiryDate' | 'parLevel'
    >,
    placement: { itemSequence: number; displayOrder: number },
  ): OrderGuideSubstitution {
    const variants = this.variantsBySku.get(row.productSku) ?? [];
    const unit = row.unitOfMeasure.toLowerCase();
    const own = variants.find((variant) => variant.text.toLowerCase() === unit);
    return {
      productSku: row.productSku,
      unitOfMeasure: own?.text ?? row.unitOfMeasure,
      name: row.name,
      brandName: row.brandName,
      productUrl: row.productUrl,
      imageUrl: row.imageUrl,
      category: row.category,
      subcategory: row.subcategory,
      itemSequence: placement.itemSequence,
      displayOrder: placement.displayOrder,
      isSelected: false,
      quantity: 0,
      inStock: own ? inStock(own) : false,
      variants: variants.map((variant) => variantView(variant, this.today)),
    };
  }

  /** The line item of a guide row, with its substitutions when it has any. */
  lineItem(row: ItemRow): OrderGuideLineItem {
    const item: OrderGuideLineItem = this.base(row, row);
    if (row.expiryDate) item.expiryDate = row.expiryDate;
    if (row.effectiveDate) item.effectiveDate = row.effectiveDate;
    if (row.parLevel !== null) item.parLevel = row.parLevel;
    const substitutions = this.substitutionsByItem.get(row.id);
    if (substitutions) {
      item.substitutions = substitutions.map((substitution, index) =>
        this.base(substitution, { itemSequence: index + 1, displayOrder: index + 1 }),
      );
    }
    return item;
  }
}

/** The groups of one page: every section (with its whole-group count) holding only that page's items. */
export function pageGroups(
  arrangement: Arrangement,
  window: PageWindow,
  rows: ReadonlyMap<number, ItemRow>,
  builder: LineItemBuilder,
): { categories: OrderGuideGroup[]; ungroupedProducts: OrderGuideGroup } {
  let offset = 0;
  const slice = (items: ItemKeyRow[]) => {
    const from = Math.max(window.start - offset, 0);
    const to = Math.max(Math.min(window.end - offset, items.length), 0);
    offset += items.length;
    return from < to
      ? items.slice(from, to).flatMap((key) => {
          const row = rows.get(key.id);
          return row ? [builder.lineItem(row)] : [];
        })
      : [];
  };
  const categories = arrangement.sections.map((section) => ({
    name: section.name,
    lineItems: slice(section.items),
    isSelected: false,
    isEditable: section.isEditable,
    itemCount: section.items.length,
  }));
  const ungroupedProducts = {
    name: UNGROUPED,
    lineItems: slice(arrangement.ungrouped),
    isSelected: false,
    isEditable: false,
    itemCount: arrangement.ungrouped.length,
  };
  return { categories, ungroupedProducts };
}
