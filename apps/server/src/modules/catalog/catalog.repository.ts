import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { inventory, prices, products, variants, vendors } from './catalog.table.ts';

const secondaryInventory = alias(inventory, 'secondary_inventory');

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

/** The details of the given variants, with their product and vendor. */
export async function findVariantDetails(db: Db, variantIds: readonly string[]) {
  return db
    .select(variantDetailColumns)
    .from(variants)
    .innerJoin(products, eq(products.sku, variants.productSku))
    .leftJoin(vendors, eq(vendors.id, variants.vendorId))
    .where(inArray(variants.id, [...variantIds]));
}

/** The details of one variant. */
export type VariantDetailRow = Awaited<ReturnType<typeof findVariantDetails>>[number];

const pricesAndStockQuery = preparedPerHandle((db: Db) =>
  db
    .select({
      id: variants.id,
      price: prices.price,
      primaryStock: inventory.quantity,
      secondaryStock: secondaryInventory.quantity,
    })
    .from(variants)
    .leftJoin(
      prices,
      and(eq(prices.variantId, variants.id), eq(prices.customerGroupId, sql.placeholder('customerGroupId'))),
    )
    .leftJoin(
      inventory,
      and(eq(inventory.variantId, variants.id), eq(inventory.businessUnitId, variants.businessUnitId)),
    )
    .leftJoin(
      secondaryInventory,
      and(
        eq(secondaryInventory.variantId, variants.id),
        eq(secondaryInventory.businessUnitId, variants.secondaryBusinessUnitId),
      ),
    )
    // One array parameter, so the statement text stays the same whatever the cart size; unnested into a
    // semi-join, so PostgreSQL probes the sku index once per sku instead of testing every variant against
    // the whole array (linear in the catalog, not the cart).
    .where(sql`${variants.productSku} in (select unnest(${sql.placeholder('skus')}::text[]))`)
    .orderBy(asc(variants.productSku), asc(variants.position))
    .prepare('variant_prices_and_stock'),
);

/**
 * Price for a customer group and stock of every variant of the given products, in product then position
 * order: what changes by the minute, read fresh on every request (a narrow row, so cheap for 200 products).
 */
export async function findVariantPricesAndStock(db: Db, skus: readonly string[], customerGroupId: string) {
  return pricesAndStockQuery(db).execute({ skus: [...skus], customerGroupId });
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
