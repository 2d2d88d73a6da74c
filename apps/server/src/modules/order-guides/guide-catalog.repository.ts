import { asc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { variants } from '../catalog/catalog.read-model.ts';
import { priceAndStockColumns, withPriceAndStock } from '../catalog/orderable-prices.read-model.ts';
import { orderGuideItems, orderGuideSubstitutions } from './order-guides.table.ts';

// What guides read of the catalog: the units of their products, and those units' price and stock.

/** The products of a guide's items and of their substitutions (of the items `onPage` keeps). */
const guideProductSkus = (guideId: SQLWrapper | number, onPage: SQL) => sql`(
  select gi.product_sku from ${orderGuideItems} gi where gi.guide_id = ${guideId} and ${onPage}
  union
  select su.product_sku from ${orderGuideSubstitutions} su
    join ${orderGuideItems} gi on gi.id = su.item_id
    where gi.guide_id = ${guideId} and ${onPage})`;

/**
 * The units (variants) of the products of a guide's items and their substitutions: all a guide shows of
 * them but price and stock. The products are picked by joining the guide's rows (a hash semi-join), not by
 * a list of skus: `sku = any(array)` over a 2,000-sku list makes PostgreSQL compare every variant with
 * every sku (measured at over 200 ms), while the join takes a few milliseconds.
 */
export async function findGuideUnits(db: Db, guideId: number) {
  return db
    .select({
      id: variants.id,
      productSku: variants.productSku,
      code: variants.code,
      text: variants.text,
      weight: variants.weight,
      catchWeightUom: variants.catchWeightUom,
      isDefault: variants.isDefault,
      minMaxFlag: variants.minMaxFlag,
      minQuantity: variants.minQuantity,
      maxQuantity: variants.maxQuantity,
      minMaxExpirationDate: variants.minMaxExpirationDate,
      sellByMultiple: variants.sellByMultiple,
      position: variants.position,
    })
    .from(variants)
    .where(sql`${variants.productSku} in ${guideProductSkus(guideId, sql`true`)}`)
    .orderBy(asc(variants.productSku), asc(variants.position));
}

/** A unit of a guide item's product, without its price and stock. */
export type GuideUnitRow = Awaited<ReturnType<typeof findGuideUnits>>[number];

function pricesAndStockQuery(db: Db, onPage: SQL, name: string) {
  return withPriceAndStock(
    db
      .select({ variantId: variants.id, ...priceAndStockColumns })
      .from(variants)
      .$dynamic(),
  )
    .where(sql`${variants.productSku} in ${guideProductSkus(sql.placeholder('guideId'), onPage)}`)
    .prepare(name);
}

// Named statements (parsed and planned once per connection): one for a whole guide, one for a page of it.
const pricesAndStockQueries = preparedPerHandle((db) => ({
  guide: pricesAndStockQuery(db, sql`true`, 'order_guide_prices_and_stock'),
  page: pricesAndStockQuery(
    db,
    sql`gi.id = any(${sql.placeholder('itemIds')}::int[])`,
    'order_guide_page_prices_and_stock',
  ),
}));

/**
 * The price (for a customer group) and stock of every unit of the products of a guide's items and their
 * substitutions, read on every call: only what changes by the minute, so the whole of a 2,000-item guide is
 * ~3,000 narrow rows. `itemIds` limits it to the items of one page.
 */
export async function findGuidePricesAndStock(
  db: Db,
  guideId: number,
  itemIds: readonly number[] | null,
  customerGroupId: string,
) {
  const queries = pricesAndStockQueries(db);
  return itemIds === null
    ? queries.guide.execute({ guideId, customerGroupId })
    : queries.page.execute({ guideId, customerGroupId, itemIds: [...itemIds] });
}

/** The price and stock of a unit. */
export type PriceAndStockRow = Awaited<ReturnType<typeof findGuidePricesAndStock>>[number];

/** The units products are sold in (for checking skus and units a client sends); products that do not exist are absent. */
export async function findUnitsOf(db: Db, skus: readonly string[]) {
  if (skus.length === 0) return [];
  return db
    .select({
      productSku: variants.productSku,
      text: variants.text,
      isDefault: variants.isDefault,
      position: variants.position,
    })
    .from(variants)
    .where(sql`${variants.productSku} in (select unnest(${sql.param([...new Set(skus)])}::text[]))`)
    .orderBy(asc(variants.productSku), asc(variants.position));
}
