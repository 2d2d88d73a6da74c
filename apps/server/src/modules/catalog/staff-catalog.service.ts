import type { StaffCatalogEdit, StaffCatalogItem, StaffCatalogPage } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { lockCatalogWrites } from './catalog-feed.repository.ts';
import {
  STAFF_CATALOG_PAGE_SIZE,
  findExistingSkus,
  findProductRow,
  findUnitPrices,
  findUnitRows,
  findUnitStock,
  listStaffItems,
  updateProductFields,
  updateUnitFlags,
} from './staff-catalog.repository.ts';

const BRAND_NAMES = ['specialty', 'protein', 'produce', "chef's items"];

/** `GET /web-api/staff/catalog/products`: a page of items found by sku, name, brand, vendor or category. */
export async function listStaffCatalog(
  db: Db,
  query: { q?: string | undefined; status: 'all' | 'active' | 'discontinued'; page: number },
): Promise<StaffCatalogPage> {
  const rows = await listStaffItems(db, query);
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    page: query.page,
    pageSize: STAFF_CATALOG_PAGE_SIZE,
    total: rows[0]?.total ?? 0,
  };
}

/** `GET /web-api/staff/catalog/products/:sku`: the item, its units, and each unit's price per group and stock per warehouse. */
export async function staffCatalogItem(db: Db, sku: string): Promise<StaffCatalogItem> {
  const product = await findProductRow(db, sku);
  if (!product) throw notFound('The item');
  const [units, unitPrices, stock] = await Promise.all([
    findUnitRows(db, sku),
    findUnitPrices(db, sku),
    findUnitStock(db, sku),
  ]);
  const restricted = units.length > 0 && units.every((unit) => unit.isRestrictedProduct);
  return {
    sku: product.sku,
    name: product.name,
    brand: product.brand,
    brandCode: product.brandCode,
    categoryId: product.categoryId,
    category: product.category,
    subcategory: product.subcategory,
    subsubcategory: product.subsubcategory,
    description: product.description,
    imageUrl: product.imageUrl,
    url: product.url,
    packSize: product.packSize,
    specSheetUrl: product.specSheetUrl,
    videoUrl: product.videoUrl,
    gtin: product.gtin,
    similarSkus: product.similarSkus,
    substituteSkus: product.substituteSkus,
    searchKeywords: product.searchKeywords,
    isDiscontinued: product.discontinuedAt !== null,
    discontinuedAt: product.discontinuedAt?.toISOString() ?? null,
    shownTo: product.discontinuedAt
      ? 'Nobody: it is discontinued (guides show it marked, with its substitutes).'
      : restricted
        ? `Only organizations of the ${BRAND_NAMES[product.brandCode] ?? 'same'} brand.`
        : 'Every buyer; prices per customer group below.',
    units: units.map((unit) => ({
      ...unit,
      prices: unitPrices
        .filter((row) => row.variantId === unit.id)
        .map(({ customerGroupId, customerGroupName, price }) => ({
          customerGroupId,
          customerGroupName,
          price,
        })),
      stock: stock.filter((row) => row.variantId === unit.id).map(({ variantId: _variantId, ...row }) => row),
    })),
  };
}

const nullIfEmpty = (value: string | undefined) => (value === undefined ? undefined : value || null);

/**
 * `PATCH /web-api/staff/catalog/products/:sku`: changes the item's texts, pictures, links, similar items,
 * substitutes, search words and unit flags, audited with the fields before and after. The storefront shows
 * the change at once (the catalog stamp moves at commit); the ERP's next send of the item writes it again.
 */
export async function editStaffCatalogItem(
  db: Db,
  staff: SessionUser,
  sku: string,
  edit: StaffCatalogEdit,
): Promise<StaffCatalogItem> {
  const before = await staffCatalogItem(db, sku);
  const pointed = [...(edit.similarSkus ?? []), ...(edit.substituteSkus ?? [])];
  const known = await findExistingSkus(db, pointed);
  const fields: Record<string, string> = {};
  for (const list of ['similarSkus', 'substituteSkus'] as const) {
    (edit[list] ?? []).forEach((item, index) => {
      if (item === sku) fields[`${list}.${index}`] = 'An item cannot point at itself.';
      else if (!known.has(item)) fields[`${list}.${index}`] = `No item ${item}.`;
    });
  }
  const unitIds = new Set(before.units.map((unit) => unit.id));
  (edit.units ?? []).forEach((unit, index) => {
    if (!unitIds.has(unit.id)) fields[`units.${index}.id`] = `Item ${sku} has no unit ${unit.id}.`;
  });
  if (Object.keys(fields).length > 0)
    throw new AppError('VALIDATION_FAILED', Object.values(fields)[0]!, fields);
  const { units, ...productEdit } = edit;
  const patch = {
    ...productEdit,
    specSheetUrl: nullIfEmpty(edit.specSheetUrl),
    videoUrl: nullIfEmpty(edit.videoUrl),
    imageUrl: edit.imageUrl === '' ? undefined : edit.imageUrl,
  };
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  await db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    if (Object.keys(defined).length > 0) await updateProductFields(tx, sku, defined);
    for (const unit of units ?? []) {
      const { id, ...flags } = unit;
      if (Object.keys(flags).length > 0) await updateUnitFlags(tx, sku, id, flags);
    }
    const changedBefore = Object.fromEntries(
      Object.keys(defined).map((key) => [key, before[key as keyof StaffCatalogItem]]),
    );
    await recordStaffChange(tx, staff, {
      action: 'product.edit',
      subjectType: 'product',
      subjectId: sku,
      before: {
        ...changedBefore,
        ...(units ? { units: before.units.filter((unit) => units.some((u) => u.id === unit.id)) } : {}),
      },
      after: { ...defined, ...(units ? { units } : {}) },
    });
  });
  return staffCatalogItem(db, sku);
}

/** Retires an item (it leaves search, menus and new carts) or restores it, audited; the same state again is a no-op. */
export async function setStaffItemRetired(
  db: Db,
  staff: SessionUser,
  sku: string,
  retired: boolean,
): Promise<StaffCatalogItem> {
  const before = await staffCatalogItem(db, sku);
  if (before.isDiscontinued === retired) return before;
  await db.transaction(async (tx) => {
    await lockCatalogWrites(tx);
    await updateProductFields(tx, sku, { discontinuedAt: retired ? new Date() : null });
    await recordStaffChange(tx, staff, {
      action: retired ? 'product.retire' : 'product.restore',
      subjectType: 'product',
      subjectId: sku,
      before: { isDiscontinued: before.isDiscontinued },
      after: { isDiscontinued: retired },
    });
  });
  return staffCatalogItem(db, sku);
}
