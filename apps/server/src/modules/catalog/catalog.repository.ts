import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { CATALOG_STAMP, catalogStamp, products, variants, vendors } from './catalog.table.ts';
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
};

const orderableVariantsQuery = preparedPerHandle((db: Db) =>
  withPriceAndStock(
    db
      .select({ ...variantDetailColumns, ...priceAndStockColumns })
      .from(variants)
      .innerJoin(products, eq(products.sku, variants.productSku))
      .leftJoin(vendors, eq(vendors.id, variants.vendorId))
      .$dynamic(),
  )
    // One array parameter, so the statement text stays the same whatever the cart size; unnested into a
    // semi-join, so PostgreSQL probes the sku index once per sku instead of testing every variant against
    // the whole array (linear in the catalog, not the cart).
    .where(sql`${variants.productSku} in (select unnest(${sql.placeholder('skus')}::text[]))`)
    .orderBy(asc(variants.productSku), asc(variants.position))
    .prepare('orderable_variants'),
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

const catalogStampQuery = preparedPerHandle((db: Db) =>
  db
    .select({ version: catalogStamp.version })
    .from(catalogStamp)
    .where(eq(catalogStamp.id, CATALOG_STAMP))
    .prepare('catalog_stamp'),
);

/** The catalog's current change stamp (ADR 010), or null when there is none yet. */
export async function readCatalogStamp(db: Db): Promise<number | null> {
  const [row] = await catalogStampQuery(db).execute();
  return row?.version ?? null;
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
