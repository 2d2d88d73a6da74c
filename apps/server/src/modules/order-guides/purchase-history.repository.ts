import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../catalog/catalog.read-model.ts';
import { orderLines, orders } from '../orders/orders.read-model.ts';
import { orderGuides } from './order-guides.table.ts';

// The purchase-history guide and the orders it is rebuilt from.

/** The purchase-history guide of an organization, or null. */
export async function findPurchaseHistoryGuide(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(orderGuides)
    .where(and(eq(orderGuides.organizationId, organizationId), eq(orderGuides.kind, 'purchaseHistory')));
  return row ?? null;
}

/** The purchase-history guide of an organization, created when missing (two racing requests make one). */
export async function findOrInsertPurchaseHistoryGuide(
  db: Db,
  values: { organizationId: string; createdByUserId: string; name: string; noProductsMessage: string },
) {
  await db
    .insert(orderGuides)
    .values({ ...values, kind: 'purchaseHistory' })
    .onConflictDoNothing();
  return (await findPurchaseHistoryGuide(db, values.organizationId))!;
}

/** What an organization ordered since a moment (cancelled orders aside): each sku and unit once, most ordered first. */
export async function findRecentPurchases(db: Db, organizationId: string, since: Date, limit: number) {
  return db
    .select({
      productSku: orderLines.productSku,
      unitOfMeasure: orderLines.unitOfMeasure,
      orderCount: sql<number>`count(*)::int`,
      lastOrderedAt: sql<string>`max(${orders.placedAt})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.sku, orderLines.productSku))
    .where(
      and(
        eq(orders.organizationId, organizationId),
        sql`${orders.placedAt} >= ${since.toISOString()}`,
        sql`${orders.status} <> 'Cancelled'`,
      ),
    )
    .groupBy(orderLines.productSku, orderLines.unitOfMeasure)
    .orderBy(sql`count(*) desc`, sql`max(${orders.placedAt}) desc`, asc(orderLines.productSku))
    .limit(limit);
}
