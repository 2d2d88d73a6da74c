import type { BarcodeProduct } from '@larder/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gtinOf } from './catalog-feed-rows.ts';
import { products } from './catalog.table.ts';

/** The product a scanned case barcode (GTIN or UPC) is on, when one still sold carries it (ADR 047). */
export async function productByBarcode(db: Db, code: string): Promise<BarcodeProduct | null> {
  const gtin = gtinOf(code);
  if (!gtin) return null;
  const [row] = await db
    .select({ productSku: products.sku, name: products.name, gtin: products.gtin })
    .from(products)
    .where(and(eq(products.gtin, gtin), isNull(products.discontinuedAt)))
    .orderBy(products.sku)
    .limit(1);
  return row ? { productSku: row.productSku, name: row.name, gtin } : null;
}
