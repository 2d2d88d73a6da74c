import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { businessUnits } from '../organizations/organizations.read-model.ts';
import { categories, products, vendors } from './catalog.table.ts';

/** Products whose search rows one refresh statement builds. */
const SEARCH_REFRESH_SLICE = 1000;

/**
 * Serializes the catalog's writers (feeds, imports, staff edits that make categories) within their
 * transactions: two calls creating the same new category must not make it twice.
 */
export async function lockCatalogWrites(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('larder.catalog-writes'))`);
}

/** Every business unit with the distributor brand it carries. */
export async function findBusinessUnitBrands(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: businessUnits.id, brand: businessUnits.brand }).from(businessUnits);
  return new Map(rows.map((row) => [row.id, row.brand]));
}

/** Which of the ids are vendors. */
export async function findVendorIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(inArray(vendors.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

/** What the catalog holds of the skus: the hash of the feed that last wrote each, and whether it is discontinued. */
export async function findFeedStates(
  db: Db,
  skus: readonly string[],
): Promise<Map<string, { feedHash: string | null; discontinued: boolean; imageSourceUrl: string | null }>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({
      sku: products.sku,
      feedHash: products.feedHash,
      discontinued: sql<boolean>`${products.discontinuedAt} is not null`,
      imageSourceUrl: products.imageSourceUrl,
    })
    .from(products)
    .where(sql`${products.sku} in (select unnest(${sql.param([...new Set(skus)])}::text[]))`);
  return new Map(rows.map(({ sku, ...state }) => [sku, state]));
}

/** A node of the category tree. */
export type CategoryNode = typeof categories.$inferSelect;

/** The whole category tree (about a hundred rows), parents first. */
export async function listCategoryNodes(db: Db): Promise<CategoryNode[]> {
  return db.select().from(categories).orderBy(asc(categories.level), asc(categories.position));
}

/** Adds categories (parents before children). */
export async function insertCategories(tx: Db, rows: readonly CategoryNode[]): Promise<void> {
  if (rows.length > 0) await tx.insert(categories).values([...rows]);
}

/**
 * Inserts or updates products in one statement, bringing back discontinued ones. `rows` is a JSON array of
 * the worker's product rows (one parameter, so 10,000 rows are one bind); each names its category by the
 * key of its path (`categoryKey`), resolved through `categoryIds`. A picture the catalog already has is kept unless the
 * feed names a path on this site: a feed's remote address is pulled into the media store, not linked, and
 * a product with no picture at all shows `placeholder`.
 */
export async function upsertProducts(
  tx: Db,
  rows: string,
  categoryIds: readonly { key: readonly string[]; id: string }[],
  placeholder: string,
): Promise<void> {
  await tx.execute(sql`
    insert into products as p (sku, name, brand, brand_code, category_id, category, subcategory, subsubcategory,
      description, image_url, image_source_url, url, pack_size, spec_sheet_url, video_url, gtin, similar_skus,
      substitute_skus, search_keywords, feed_hash, discontinued_at, updated_at)
    select r.sku, r.name, r.brand, r."brandCode", c.id,
      r.category, r.subcategory, r.subsubcategory, r.description,
      case when r."imageSourceUrl" like '/%' then r."imageSourceUrl" else ${placeholder} end,
      r."imageSourceUrl", r.url, r."packSize", r."specSheetUrl", r."videoUrl", r.gtin,
      array(select jsonb_array_elements_text(r."similarSkus")),
      array(select jsonb_array_elements_text(r."substituteSkus")),
      array(select jsonb_array_elements_text(r."searchKeywords")),
      r."feedHash", null, now()
    from jsonb_to_recordset(${rows}::jsonb) as r(sku text, name text, brand text,
      "brandCode" smallint, "categoryKey" jsonb, category text, subcategory text, subsubcategory text,
      description text, "imageSourceUrl" text, url text, "packSize" text, "specSheetUrl" text,
      "videoUrl" text, gtin text, "similarSkus" jsonb, "substituteSkus" jsonb, "searchKeywords" jsonb, "feedHash" text)
    join jsonb_to_recordset(${JSON.stringify(categoryIds)}::jsonb) as c(key jsonb, id text)
      on c.key = r."categoryKey"
    order by r.sku
    on conflict (sku) do update set name = excluded.name, brand = excluded.brand,
      brand_code = excluded.brand_code, category_id = excluded.category_id, category = excluded.category,
      subcategory = excluded.subcategory, subsubcategory = excluded.subsubcategory,
      description = excluded.description,
      image_url = case when excluded.image_source_url like '/%' then excluded.image_source_url else p.image_url end,
      image_source_url = excluded.image_source_url, url = excluded.url, pack_size = excluded.pack_size,
      spec_sheet_url = excluded.spec_sheet_url, video_url = excluded.video_url, gtin = excluded.gtin,
      similar_skus = excluded.similar_skus, substitute_skus = excluded.substitute_skus,
      search_keywords = excluded.search_keywords, feed_hash = excluded.feed_hash, discontinued_at = null,
      updated_at = now()`);
}

/** The unit columns a feed writes: a unit whose columns all hold what is sent is not written again. */
const VARIANT_FEED_COLUMNS = (
  'code text weight unit_of_measure catch_weight_uom average_weight is_default min_max_flag ' +
  'min_quantity max_quantity min_max_expiration_date sell_by_multiple stocking_type line_type ' +
  'business_unit_id secondary_business_unit_id is_reserve cut_instructions1 cut_instructions2 ' +
  'is_drop_ship_restricted special_order_flag is_restricted_product ' +
  'product_classification_code bto supermarket chef_item_flag vendor_id tag1 tag2 position'
).split(' ');

const variantFeedColumnsOf = (alias: 'v' | 'excluded') =>
  sql.raw(`(${VARIANT_FEED_COLUMNS.map((column) => `${alias}.${column}`).join(', ')})`);

// The insert's column list and the update's assignments come from the same list as the comparison, so a
// column added to one cannot be missing from the others.
const variantFeedColumnList = sql.raw(VARIANT_FEED_COLUMNS.join(', '));
const variantFeedAssignments = sql.raw(
  VARIANT_FEED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', '),
);

/**
 * Inserts or updates units in one statement (`rows`: a JSON array of the worker's unit rows); units a
 * product no longer lists are left as they are. A unit is the one the product already has with that unit
 * of measure (or that text: the price and stock feeds' key), so a unit the seed made keeps its id; a new
 * one is `<sku>-<unit>`. A unit already as sent is left alone (ADR 053): rewriting it made a new row version,
 * new index entries and WAL for nothing when a call changes only its products' names.
 */
export async function upsertVariants(tx: Db, rows: string): Promise<void> {
  await tx.execute(sql`
    insert into variants as v (id, product_sku, ${variantFeedColumnList})
    select coalesce(
        (select o.id from variants o where o.product_sku = r."productSku"
           and upper(trim(o.unit_of_measure)) = r."unitOfMeasure" order by o.id limit 1),
        (select o.id from variants o where o.product_sku = r."productSku"
           and upper(trim(o.text)) = r."unitOfMeasure" order by o.id limit 1),
        r."productSku" || '-' || r."unitOfMeasure") as id,
      r."productSku", r.code, r.text, r.weight, r."unitOfMeasure", r."catchWeightUom",
      r."averageWeight", r."isDefault", r."minMaxFlag", r."minQuantity", r."maxQuantity",
      r."minMaxExpirationDate", r."sellByMultiple", r."stockingType", r."lineType", r."businessUnitId",
      r."secondaryBusinessUnitId", r."isReserve", r."cutInstructions1", r."cutInstructions2",
      r."isDropShipRestricted", r."specialOrderFlag", r."isRestrictedProduct", r."productClassificationCode",
      r.bto, r.supermarket, r."chefItemFlag", r."vendorId", r.tag1, r.tag2, r.position
    from jsonb_to_recordset(${rows}::jsonb) as r("productSku" text, code text,
      text text, weight text, "unitOfMeasure" text, "catchWeightUom" text, "averageWeight" numeric,
      "isDefault" boolean, "minMaxFlag" boolean, "minQuantity" int, "maxQuantity" int,
      "minMaxExpirationDate" date, "sellByMultiple" int, "stockingType" text, "lineType" text,
      "businessUnitId" text, "secondaryBusinessUnitId" text, "isReserve" boolean, "cutInstructions1" text,
      "cutInstructions2" text, "isDropShipRestricted" boolean, "specialOrderFlag" boolean,
      "isRestrictedProduct" boolean, "productClassificationCode" text, bto boolean, supermarket boolean,
      "chefItemFlag" boolean, "vendorId" text, tag1 text, tag2 text, position smallint)
    order by 1
    on conflict (id) do update set ${variantFeedAssignments}
    where ${variantFeedColumnsOf('v')} is distinct from ${variantFeedColumnsOf('excluded')}`);
}

/**
 * Runs a catalog write with the search triggers off, then builds the search rows of the products it
 * touched, in slices, in the same transaction: one refresh per product instead of one per statement that
 * touched it (products, then their units).
 */
export async function withSearchRowsOf<T>(
  tx: Db,
  write: () => Promise<{ result: T; skus: readonly string[] }>,
): Promise<T> {
  await tx.execute(sql`select set_config('larder.search_sync', 'off', true)`);
  const { result, skus } = await write();
  await tx.execute(sql`select set_config('larder.search_sync', 'on', true)`);
  for (let start = 0; start < skus.length; start += SEARCH_REFRESH_SLICE) {
    await tx.execute(
      sql`select search_refresh(${sql.param(skus.slice(start, start + SEARCH_REFRESH_SLICE))}::text[])`,
    );
  }
  return result;
}

/** Marks products discontinued (those not already); returns the skus it marked. */
export async function markDiscontinued(tx: Db, skus: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ sku: string }>(
    tx,
    sql`
    update products set discontinued_at = now(), feed_hash = null, updated_at = now()
    where sku in (select unnest(${sql.param([...new Set(skus)])}::text[])) and discontinued_at is null
    returning sku`,
  );
  return rows.map((row) => row.sku);
}

/** A vendor as the feed writes it. */
export interface VendorWrite {
  id: string;
  name: string;
  isDropShip: boolean;
  dropShipRestrictedStates: string[];
  cutOffTime: string | null;
}

/** Inserts or updates vendors; rows already as sent are not written. Returns the ids written, and which were new. */
export async function upsertVendors(
  tx: Db,
  rows: readonly VendorWrite[],
): Promise<{ id: string; inserted: boolean }[]> {
  if (rows.length === 0) return [];
  return queryRows<{ id: string; inserted: boolean }>(
    tx,
    sql`
    insert into vendors as v (id, name, is_drop_ship, drop_ship_restricted_states, cut_off_time)
    select r.id, r.name, r."isDropShip", array(select jsonb_array_elements_text(r."dropShipRestrictedStates")),
      r."cutOffTime"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, name text, "isDropShip" boolean,
      "dropShipRestrictedStates" jsonb, "cutOffTime" text)
    order by r.id
    on conflict (id) do update set name = excluded.name, is_drop_ship = excluded.is_drop_ship,
      drop_ship_restricted_states = excluded.drop_ship_restricted_states, cut_off_time = excluded.cut_off_time
      where (v.name, v.is_drop_ship, v.drop_ship_restricted_states, v.cut_off_time) is distinct from
        (excluded.name, excluded.is_drop_ship, excluded.drop_ship_restricted_states, excluded.cut_off_time)
    returning v.id, (xmax = 0) as inserted`,
  );
}
