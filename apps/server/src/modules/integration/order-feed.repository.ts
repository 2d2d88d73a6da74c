import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrationOrderFeed, type OrderFeedKind } from './integration.table.ts';

/**
 * Records feed entries of one event; returns the order ids that were new (a retried subscriber records
 * none twice). Entries are written one transaction at a time (an advisory lock), so ids become visible in
 * order and an ERP that read up to a cursor never misses an entry with a smaller id committed later.
 */
export async function insertFeedEntries(
  tx: Db,
  eventId: number,
  kind: OrderFeedKind,
  orderIds: readonly string[],
): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('integration_order_feed'))`);
  const rows = await tx
    .insert(integrationOrderFeed)
    .values(orderIds.map((orderId) => ({ orderId, kind, eventId })))
    .onConflictDoNothing()
    .returning({ orderId: integrationOrderFeed.orderId });
  return rows.map((row) => row.orderId);
}

/** Feed entries after a cursor, oldest first. */
export function findFeedEntries(db: Db, after: number, limit: number) {
  return db
    .select()
    .from(integrationOrderFeed)
    .where(gt(integrationOrderFeed.id, after))
    .orderBy(asc(integrationOrderFeed.id))
    .limit(limit);
}
