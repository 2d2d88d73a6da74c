import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventory, products, variants } from '../catalog/catalog.read-model.ts';
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

/**
 * Records a waiting subscription; a second one for the same buyer, organization and unit changes nothing.
 * Returns whether it was new.
 */
export async function insertSubscription(
  db: Db,
  row: { userId: string; organizationId: string; variantId: string; email: string },
): Promise<boolean> {
  const inserted = await db
    .insert(notifyMeSubscriptions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: notifyMeSubscriptions.id });
  return inserted.length > 0;
}

/** Which of the given variants someone waits for (one query, however many variants a stock feed changed). */
export async function findVariantsWithWaiting(db: Db, variantIds: readonly string[]): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ variantId: notifyMeSubscriptions.variantId })
    .from(notifyMeSubscriptions)
    .where(
      and(
        inArray(notifyMeSubscriptions.variantId, [...variantIds]),
        isNull(notifyMeSubscriptions.notifiedAt),
      ),
    );
  return rows.map((row) => row.variantId);
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
      userId: notifyMeSubscriptions.userId,
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

/** Stores the hash of a notified subscription's one-tap link. */
export async function setLinkTokenHash(db: Db, id: number, hash: string): Promise<void> {
  await db.update(notifyMeSubscriptions).set({ linkTokenHash: hash }).where(eq(notifyMeSubscriptions.id, id));
}

/**
 * Marks the buyer's unused one-tap link used and returns what it is for, or undefined when the token is
 * not theirs, unknown or used.
 */
export async function useLink(db: Db, userId: string, hash: string) {
  const [row] = await db
    .update(notifyMeSubscriptions)
    .set({ linkUsedAt: new Date() })
    .where(
      and(
        eq(notifyMeSubscriptions.linkTokenHash, hash),
        eq(notifyMeSubscriptions.userId, userId),
        isNull(notifyMeSubscriptions.linkUsedAt),
      ),
    )
    .returning({
      id: notifyMeSubscriptions.id,
      organizationId: notifyMeSubscriptions.organizationId,
      variantId: notifyMeSubscriptions.variantId,
    });
  if (!row) return undefined;
  const [variant] = await db
    .select({ sku: variants.productSku, unit: variants.text, name: products.name })
    .from(variants)
    .innerJoin(products, eq(products.sku, variants.productSku))
    .where(eq(variants.id, row.variantId));
  return variant && { ...row, ...variant };
}

/** Makes a used link usable again (the add it was used for failed). */
export async function unuseLink(db: Db, id: number): Promise<void> {
  await db.update(notifyMeSubscriptions).set({ linkUsedAt: null }).where(eq(notifyMeSubscriptions.id, id));
}
