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
import type { GuideRows } from './guide-rows-cache.ts';
import type { GuideUnitRow, PriceAndStockRow } from './guide-catalog.repository.ts';
import type { GroupRow, ItemKeyRow, ItemRow } from './order-guides.repository.ts';

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

function priceText(unit: GuideUnitRow, price: string | null): string {
  if (price === null) return PRICE_PENDING;
  const text = formatPrice(Number(price));
  return unit.catchWeightUom ? catchWeightPriceText(text, unit.catchWeightUom) : text;
}

function inStock(stock: PriceAndStockRow): boolean {
  return (stock.primaryStock ?? 0) > 0 || (stock.secondaryStock ?? 0) > 0;
}

/**
 * The product page of a sku: the page resolver answers '/product/<sku>/' with it (the slug the catalog adds
 * is for people and search engines, and the page names that URL as canonical). The slug repeats the name
 * sent beside it: across 2,000 items it cost 23 KB of a 143 KB gzipped answer.
 */
function productUrlOf(sku: string): string {
  return `/product/${encodeURIComponent(sku)}/`;
}

const NO_PLACEMENT = { effectiveDate: null, expiryDate: null, parLevel: null };

/**
 * Builds line items from cached rows and fresh prices and stock; one builder per response. Keys are written
 * in an order gzip likes: the fields that repeat item after item ("isSelected":false,"quantity":0,...) sit
 * together, so they compress to one back-reference.
 */
export class LineItemBuilder {
  private readonly stockByVariant = new Map<string, PriceAndStockRow>();

  private readonly rows: Pick<GuideRows, 'unitsBySku' | 'substitutionsByItem' | 'substituteProducts'>;
  private readonly today: string;

  constructor(
    rows: Pick<GuideRows, 'unitsBySku' | 'substitutionsByItem' | 'substituteProducts'>,
    stock: readonly PriceAndStockRow[],
    today: string,
  ) {
    this.rows = rows;
    this.today = today;
    for (const row of stock) this.stockByVariant.set(row.variantId, row);
  }

  private variantView(unit: GuideUnitRow, stock: PriceAndStockRow): OrderGuideVariant {
    const limits = activeQuantityLimits(unit, this.today);
    return {
      code: unit.code,
      text: unit.text,
      isDefault: unit.isDefault,
      inStock: inStock(stock),
      weight: unit.weight,
      price: priceText(unit, stock.price),
      minQuantity: limits.min ?? undefined,
      maxQuantity: limits.max ?? undefined,
      sellByMultiple: unit.sellByMultiple > 1 ? unit.sellByMultiple : undefined,
    };
  }

  private base(
    row: Omit<
      ItemRow,
      | 'id'
      | 'groupId'
      | 'itemSequence'
      | 'displayOrder'
      | 'effectiveDate'
      | 'expiryDate'
      | 'parLevel'
      | 'isDiscontinued'
      | 'substituteSkus'
    >,
    placement: Pick<ItemRow, 'itemSequence' | 'displayOrder' | 'effectiveDate' | 'expiryDate' | 'parLevel'>,
    substitutions?: OrderGuideSubstitution[],
  ): OrderGuideLineItem {
    const unit = row.unitOfMeasure.toLowerCase();
    let own: OrderGuideVariant | undefined;
    const variants: OrderGuideVariant[] = [];
    // A unit the catalog dropped after the rows were read has no price or stock row: it is left out.
    for (const candidate of this.rows.unitsBySku.get(row.productSku) ?? []) {
      const stock = this.stockByVariant.get(candidate.id);
      if (!stock) continue;
      const view = this.variantView(candidate, stock);
      if (!own && view.text.toLowerCase() === unit) own = view;
      variants.push(view);
    }
    // Empty optional fields are undefined, which JSON leaves out.
    return {
      productSku: row.productSku,
      productUrl: productUrlOf(row.productSku),
      name: row.name,
      brandName: row.brandName,
      imageUrl: row.imageUrl,
      gtin: row.gtin ?? undefined,
      category: row.category,
      subcategory: row.subcategory,
      itemSequence: placement.itemSequence,
      displayOrder: placement.displayOrder,
      effectiveDate: placement.effectiveDate ?? undefined,
      expiryDate: placement.expiryDate ?? undefined,
      parLevel: placement.parLevel ?? undefined,
      unitOfMeasure: own?.text ?? row.unitOfMeasure,
      isSelected: false,
      quantity: 0,
      inStock: own?.inStock ?? false,
      variants,
      substitutions,
    };
  }

  /** The line item of a guide row, with its substitutions when it has any, and marked when discontinued. */
  lineItem(row: ItemRow): OrderGuideLineItem {
    const substitutions = this.rows.substitutionsByItem.get(row.id);
    const item = this.base(
      row,
      row,
      substitutions?.map((substitution, index) =>
        this.base(substitution, { ...NO_PLACEMENT, itemSequence: index + 1, displayOrder: index + 1 }),
      ),
    );
    if (!row.isDiscontinued) return item;
    const offered = row.substituteSkus.flatMap((sku) => {
      const product = this.rows.substituteProducts.get(sku);
      return product
        ? [{ productSku: sku, name: product.name, productUrl: productUrlOf(sku), imageUrl: product.imageUrl }]
        : [];
    });
    return { ...item, inStock: false, isDiscontinued: true, catalogSubstitutes: offered };
  }
}

/** The groups of one page: every section (with its whole-group count) holding only that page's items. */
export function pageGroups(
  arrangement: Arrangement<ItemRow>,
  window: PageWindow,
  builder: LineItemBuilder,
): { categories: OrderGuideGroup[]; ungroupedProducts: OrderGuideGroup } {
  let offset = 0;
  const slice = (items: ItemRow[]) => {
    const from = Math.max(window.start - offset, 0);
    const to = Math.max(Math.min(window.end - offset, items.length), 0);
    offset += items.length;
    return from < to ? items.slice(from, to).map((row) => builder.lineItem(row)) : [];
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
