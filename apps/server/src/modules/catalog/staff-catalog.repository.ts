import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { businessUnits, customerGroups } from '../organizations/organizations.read-model.ts';
import { categories, inventory, prices, products, variants, vendors } from './catalog.table.ts';

/** Items one page of the staff list holds. */
export const STAFF_CATALOG_PAGE_SIZE = 25;

/** A row of the staff list. */
export interface StaffListRow {
  sku: string;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  imageUrl: string;
  vendorNames: string[];
  units: string[];
  isDiscontinued: boolean;
  updatedAt: string;
  total: number;
}

/**
 * One page of items whose sku, name, brand, category path or vendor (id or name) holds the words, by sku;
 * LIKE's own characters in the words match themselves.
 */
export async function listStaffItems(
  db: Db,
  query: { q?: string | undefined; status: 'all' | 'active' | 'discontinued'; page: number },
): Promise<StaffListRow[]> {
  const pattern = `%${(query.q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const status =
    query.status === 'active'
      ? sql`p.discontinued_at is null`
      : query.status === 'discontinued'
        ? sql`p.discontinued_at is not null`
        : sql`true`;
  const rows = await queryRows<StaffListRow & { updatedAt: string | Date }>(
    db,
    sql`
    select p.sku, p.name, p.brand, p.category, p.subcategory, p.image_url as "imageUrl",
      p.discontinued_at is not null as "isDiscontinued", p.updated_at as "updatedAt",
      coalesce((select array_agg(distinct ve.name) from ${variants} x join ${vendors} ve on ve.id = x.vendor_id
        where x.product_sku = p.sku), '{}') as "vendorNames",
      coalesce((select array_agg(x.text order by x.position) from ${variants} x where x.product_sku = p.sku), '{}') as units,
      count(*) over ()::int as total
    from ${products} p
    where ${status} and (${query.q ? sql`false` : sql`true`}
      or p.sku ilike ${pattern} or p.name ilike ${pattern} or p.brand ilike ${pattern}
      or p.category ilike ${pattern} or p.subcategory ilike ${pattern} or p.subsubcategory ilike ${pattern}
      or exists (select 1 from ${variants} x join ${vendors} ve on ve.id = x.vendor_id
        where x.product_sku = p.sku and (ve.id ilike ${pattern} or ve.name ilike ${pattern})))
    order by p.sku
    limit ${STAFF_CATALOG_PAGE_SIZE} offset ${(query.page - 1) * STAFF_CATALOG_PAGE_SIZE}`,
  );
  return rows.map((row) => ({
    ...row,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

/** A product row, or undefined. */
export async function findProductRow(db: Db, sku: string) {
  const [row] = await db.select().from(products).where(eq(products.sku, sku));
  return row;
}

/** A product's units with their vendor, in position order. */
export async function findUnitRows(db: Db, sku: string) {
  return db
    .select({
      id: variants.id,
      code: variants.code,
      text: variants.text,
      weight: variants.weight,
      isDefault: variants.isDefault,
      stockingType: variants.stockingType,
      businessUnitId: variants.businessUnitId,
      secondaryBusinessUnitId: variants.secondaryBusinessUnitId,
      vendorId: variants.vendorId,
      vendorName: vendors.name,
      isReserve: variants.isReserve,
      isDropShipRestricted: variants.isDropShipRestricted,
      specialOrderFlag: variants.specialOrderFlag,
      isRestrictedProduct: variants.isRestrictedProduct,
    })
    .from(variants)
    .leftJoin(vendors, eq(vendors.id, variants.vendorId))
    .where(eq(variants.productSku, sku))
    .orderBy(asc(variants.position));
}

/** Every customer group with the price it pays for each unit of the product (null: Price Pending). */
export async function findUnitPrices(db: Db, sku: string) {
  return db
    .select({
      variantId: variants.id,
      customerGroupId: customerGroups.id,
      customerGroupName: customerGroups.name,
      price: prices.price,
    })
    .from(variants)
    .crossJoin(customerGroups)
    .leftJoin(
      prices,
      sql`${prices.variantId} = ${variants.id} and ${prices.customerGroupId} = ${customerGroups.id}`,
    )
    .where(eq(variants.productSku, sku))
    .orderBy(asc(customerGroups.name));
}

/** The stock rows of the product's units at each business unit. */
export async function findUnitStock(db: Db, sku: string) {
  return db
    .select({
      variantId: inventory.variantId,
      businessUnitId: inventory.businessUnitId,
      businessUnitName: businessUnits.name,
      onHand: inventory.onHand,
      allocated: inventory.allocated,
      available: inventory.quantity,
    })
    .from(inventory)
    .innerJoin(variants, eq(variants.id, inventory.variantId))
    .innerJoin(businessUnits, eq(businessUnits.id, inventory.businessUnitId))
    .where(eq(variants.productSku, sku))
    .orderBy(asc(businessUnits.id));
}

/** Which of the skus exist. */
export async function findExistingSkus(db: Db, skus: readonly string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await db
    .select({ sku: products.sku })
    .from(products)
    .where(sql`${products.sku} in (select unnest(${sql.param([...new Set(skus)])}::text[]))`);
  return new Set(rows.map((row) => row.sku));
}

/** Changes a product's fields; the next feed of it writes again (its hash is cleared). */
export async function updateProductFields(
  tx: Db,
  sku: string,
  patch: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...patch, feedHash: null, updatedAt: new Date() })
    .where(eq(products.sku, sku));
}

/** Changes a unit's flags. */
export async function updateUnitFlags(
  tx: Db,
  sku: string,
  id: string,
  patch: Partial<typeof variants.$inferInsert>,
): Promise<number> {
  const rows = await tx
    .update(variants)
    .set(patch)
    .where(sql`${variants.id} = ${id} and ${variants.productSku} = ${sku}`)
    .returning({ id: variants.id });
  return rows.length;
}

/** Every category with how many items (not discontinued) are filed under it or below it. */
export async function listCategoriesWithCounts(db: Db) {
  return queryRows<{
    id: string;
    name: string;
    parentId: string | null;
    level: number;
    position: number;
    url: string;
    productCount: number;
  }>(
    db,
    sql`
    with recursive tree as (
      select c.id as root, c.id from ${categories} c
      union all
      select tree.root, child.id from tree join ${categories} child on child.parent_id = tree.id
    )
    select c.id, c.name, c.parent_id as "parentId", c.level, c.position, c.url,
      (select count(*)::int from tree join ${products} p on p.category_id = tree.id and p.discontinued_at is null
        where tree.root = c.id) as "productCount"
    from ${categories} c
    order by c.level, c.position, c.name`,
  );
}

/**
 * Writes the category texts of every product filed under the categories (their names from the top down),
 * where they differ: what a rename or a move of a category changes on its items.
 */
export async function refreshProductCategoryTexts(tx: Db, categoryIds: readonly string[]): Promise<void> {
  if (categoryIds.length === 0) return;
  await tx.execute(sql`
    with recursive path as (
      select c.id, c.parent_id, array[c.name] as names from ${categories} c where c.parent_id is null
      union all
      select c.id, c.parent_id, path.names || c.name from path join ${categories} c on c.parent_id = path.id
    )
    update ${products} p set category = path.names[1], subcategory = coalesce(path.names[2], ''),
      subsubcategory = coalesce(path.names[3], ''), updated_at = now()
    from path
    where p.category_id = path.id and path.id in (select unnest(${sql.param([...categoryIds])}::text[]))
      and (p.category, p.subcategory, p.subsubcategory)
        is distinct from (path.names[1], coalesce(path.names[2], ''), coalesce(path.names[3], ''))`);
}
