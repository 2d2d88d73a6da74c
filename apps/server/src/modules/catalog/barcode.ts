import type { BarcodeProduct } from '@larder/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gtinOf } from '@larder/domain';
import { products, variants } from './catalog.table.ts';

/** The product a scanned case barcode (GTIN or UPC) is on, when one still sold carries it (ADR 047). */
export async function productByBarcode(db: Db, code: string): Promise<BarcodeProduct | null> {
  const gtin = gtinOf(code);
  if (!gtin) return null;
  const [row] = await db
    .select({ productSku: products.sku, name: products.name, unitOfMeasure: variants.text })
    .from(products)
    .innerJoin(variants, eq(variants.productSku, products.sku))
    .where(and(eq(products.gtin, gtin), isNull(products.discontinuedAt)))
    // The default unit first: a case barcode orders the product as it is usually sold.
    .orderBy(products.sku, sql`${variants.isDefault} desc`, variants.position)
    .limit(1);
  return row ? { ...row, gtin } : null;
}
