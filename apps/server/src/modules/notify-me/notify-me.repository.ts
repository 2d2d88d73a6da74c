import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventory, products, variants } from '../catalog/catalog.table.ts';
import { notifyMeSubscriptions } from './notify-me.table.ts';

/** A variant of a product by unit, with whether it has stock at its primary or secondary unit. */
export async function findVariantStock(db: Db, sku: string, unit: string) {
  const [row] = await db
    .select({
      id: variants.id,
      productSku: variants.productSku,
      brandCode: products.brandCode,
      isRestrictedProduct: variants.isRestrictedProduct,
      stock: sql<number>`coalesce((select sum(i.quantity) from ${inventory} i where i.variant_id = ${variants.id}
        and (i.business_unit_id = ${variants.businessUnitId} or i.business_unit_id = ${variants.secondaryBusinessUnitId})), 0)`,
    })
    .from(variants)
    .innerJoin(products, eq(products.sku, variants.productSku))
    .where(and(eq(variants.productSku, sku), eq(variants.text, unit)));
  return row ? { ...row, stock: Number(row.stock) } : undefined;
}

/** Records a waiting subscription; a second one for the same buyer, organization and unit changes nothing. */
export async function insertSubscription(
  db: Db,
  row: { userId: string; organizationId: string; variantId: string; email: string },
): Promise<void> {
  await db.insert(notifyMeSubscriptions).values(row).onConflictDoNothing();
}

/** The units of a product the buyer waits for in an organization. */
export async function findWaitingUnits(db: Db, userId: string, organizationId: string, sku: string) {
  const rows = await db
    .select({ unit: variants.text })
    .from(notifyMeSubscriptions)
    .innerJoin(variants, eq(variants.id, notifyMeSubscriptions.variantId))
    .where(
      and(
        eq(notifyMeSubscriptions.userId, userId),
        eq(notifyMeSubscriptions.organizationId, organizationId),
        eq(variants.productSku, sku),
        isNull(notifyMeSubscriptions.notifiedAt),
      ),
    );
  return rows.map((r) => r.unit);
}

/** Waiting subscriptions of a variant, with the product they are about. */
export async function findWaitingSubscriptions(db: Db, variantId: string) {
  return db
    .select({
      id: notifyMeSubscriptions.id,
      email: notifyMeSubscriptions.email,
      unit: variants.text,
      sku: products.sku,
      name: products.name,
      url: products.url,
    })
    .from(notifyMeSubscriptions)
    .innerJoin(variants, eq(variants.id, notifyMeSubscriptions.variantId))
    .innerJoin(products, eq(products.sku, variants.productSku))
    .where(and(eq(notifyMeSubscriptions.variantId, variantId), isNull(notifyMeSubscriptions.notifiedAt)));
}

/** Marks a subscription notified; false when another run already did (so its e-mail is not sent twice). */
export async function claimSubscription(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(notifyMeSubscriptions)
    .set({ notifiedAt: new Date() })
    .where(and(eq(notifyMeSubscriptions.id, id), isNull(notifyMeSubscriptions.notifiedAt)))
    .returning({ id: notifyMeSubscriptions.id });
  return rows.length === 1;
}
