import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import {
  CATALOG_CONTENT_STAMP,
  CATALOG_STAMP,
  catalogStamp,
  products,
  variants,
  vendors,
} from './catalog.table.ts';
import { priceAndStockColumns, withPriceAndStock } from './orderable-prices.read-model.ts';

/** What a variant is (rules, ERP metadata, product and vendor): changes rarely, so it may be cached. */
const variantDetailColumns = {
  id: variants.id,
  productSku: variants.productSku,
  code: variants.code,
  text: variants.text,
  weight: variants.weight,
  unitOfMeasure: variants.unitOfMeasure,
  catchWeightUom: variants.catchWeightUom,
  averageWeight: variants.averageWeight,
  isDefault: variants.isDefault,
  minMaxFlag: variants.minMaxFlag,
  minQuantity: variants.minQuantity,
  maxQuantity: variants.maxQuantity,
  minMaxExpirationDate: variants.minMaxExpirationDate,
  sellByMultiple: variants.sellByMultiple,
  stockingType: variants.stockingType,
  lineType: variants.lineType,
  businessUnitId: variants.businessUnitId,
  secondaryBusinessUnitId: variants.secondaryBusinessUnitId,
  isReserve: variants.isReserve,
  tag1: variants.tag1,
  tag2: variants.tag2,
  cutInstructions1: variants.cutInstructions1,
  cutInstructions2: variants.cutInstructions2,
  isDropShipRestricted: variants.isDropShipRestricted,
  specialOrderFlag: variants.specialOrderFlag,
  isRestrictedProduct: variants.isRestrictedProduct,
  productClassificationCode: variants.productClassificationCode,
  bto: variants.bto,
  supermarket: variants.supermarket,
  chefItemFlag: variants.chefItemFlag,
  vendorId: variants.vendorId,
  position: variants.position,
  vendorName: vendors.name,
  vendorIsDropShip: sql<boolean>`coalesce(${vendors.isDropShip}, false)`,
  productName: products.name,
  brand: products.brand,
  brandCode: products.brandCode,
  category: products.category,
  subcategory: products.subcategory,
  subsubcategory: products.subsubcategory,
  imageUrl: products.imageUrl,
  url: products.url,
  /** The product left the storefront (ADR 039): no new cart takes it, open carts leave it out of orders. */
  isDiscontinued: sql<boolean>`${products.discontinuedAt} is not null`,
  substituteSkus: products.substituteSkus,
};

// One array parameter, so the statement text stays the same whatever the cart size; unnested into a
// semi-join, so PostgreSQL probes the sku index once per sku instead of testing every variant against the
// whole array (linear in the catalog, not the cart).
const ofSkus = sql`${variants.productSku} in (select unnest(${sql.placeholder('skus')}::text[]))`;

/** A select from `variants` (made dynamic) narrowed to the products of the `skus` placeholder, priced and stocked, in sku then position order. */
function ofSkusWithPriceAndStock<Query extends PgSelect>(query: Query) {
  return withPriceAndStock(query).where(ofSkus).orderBy(asc(variants.productSku), asc(variants.position));
}

const orderableVariantsQuery = preparedPerHandle((db: Db) =>
  ofSkusWithPriceAndStock(
    db
      .select({ ...variantDetailColumns, ...priceAndStockColumns })
      .from(variants)
      .innerJoin(products, eq(products.sku, variants.productSku))
      .leftJoin(vendors, eq(vendors.id, variants.vendorId))
      .$dynamic(),
  ).prepare('orderable_variants'),
);

/**
 * Every variant of the given products with its rules, ERP metadata, product and vendor, the customer
 * group's price and the stock at its business units, in product then position order.
 */
export async function findOrderableVariants(db: Db, skus: readonly string[], customerGroupId: string) {
  return orderableVariantsQuery(db).execute({ skus: [...skus], customerGroupId });
}

/** A variant row as ordering reads it. */
export type OrderableVariantRow = Awaited<ReturnType<typeof findOrderableVariants>>[number];

const pricesAndStockQuery = preparedPerHandle((db: Db) =>
  ofSkusWithPriceAndStock(
    db
      .select({ id: variants.id, productSku: variants.productSku, ...priceAndStockColumns })
      .from(variants)
      .$dynamic(),
  ).prepare('orderable_prices_and_stock'),
);

/**
 * Only the price for the customer group and the stock of every variant of the given products, in the
 * order `findOrderableVariants` reads them: what moves between two reads while the content stays.
 */
export async function findPricesAndStock(db: Db, skus: readonly string[], customerGroupId: string) {
  return pricesAndStockQuery(db).execute({ skus: [...skus], customerGroupId });
}

/** A variant's price and stock row as `findPricesAndStock` reads it. */
export type PriceAndStockRow = Awaited<ReturnType<typeof findPricesAndStock>>[number];

/** The catalog's two change stamps (ADR 010), each null when there is none yet. */
export interface CatalogStamps {
  /** Moves with any committed write of products, variants, vendors, prices or stock. */
  stamp: number | null;
  /** Moves with products, variants and vendors only (migration 0020). */
  contentStamp: number | null;
}

const catalogStampsQuery = preparedPerHandle((db: Db) =>
  db
    .select({ id: catalogStamp.id, version: catalogStamp.version })
    .from(catalogStamp)
    .where(inArray(catalogStamp.id, [CATALOG_STAMP, CATALOG_CONTENT_STAMP]))
    .prepare('catalog_stamps'),
);

/** Both of the catalog's change stamps, read in one statement. */
export async function readCatalogStamps(db: Db): Promise<CatalogStamps> {
  const rows = await catalogStampsQuery(db).execute();
  const versionOf = (id: number) => rows.find((row) => row.id === id)?.version ?? null;
  return { stamp: versionOf(CATALOG_STAMP), contentStamp: versionOf(CATALOG_CONTENT_STAMP) };
}

/** One product with its variants' tags and restriction, or undefined when there is no such sku. */
export async function findProductForDetail(db: Db, sku: string) {
  const [product] = await db.select().from(products).where(eq(products.sku, sku));
  if (!product) return undefined;
  const rows = await db
    .select({
      id: variants.id,
      tag1: variants.tag1,
      tag2: variants.tag2,
      isRestrictedProduct: variants.isRestrictedProduct,
    })
    .from(variants)
    .where(eq(variants.productSku, sku));
  return { product, variants: rows };
}
