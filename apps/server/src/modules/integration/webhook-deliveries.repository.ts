import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrationWebhookDeliveries } from './integration.table.ts';

/** A webhook delivery attempt row. */
export type WebhookDeliveryRow = typeof integrationWebhookDeliveries.$inferSelect;

/** Records one delivery attempt; returns it. */
export async function insertDelivery(
  db: Db,
  row: typeof integrationWebhookDeliveries.$inferInsert,
): Promise<WebhookDeliveryRow> {
  const [inserted] = await db.insert(integrationWebhookDeliveries).values(row).returning();
  return inserted!;
}

/** A key's newest attempts first, at most `limit`. */
export function findDeliveries(db: Db, keyId: string, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(integrationWebhookDeliveries)
    .where(eq(integrationWebhookDeliveries.keyId, keyId))
    .orderBy(desc(integrationWebhookDeliveries.id))
    .limit(limit);
}

/** One attempt of a key, or null (another key's attempt is null too). */
export async function findDelivery(db: Db, keyId: string, id: number): Promise<WebhookDeliveryRow | null> {
  const [row] = await db
    .select()
    .from(integrationWebhookDeliveries)
    .where(and(eq(integrationWebhookDeliveries.keyId, keyId), eq(integrationWebhookDeliveries.id, id)));
  return row ?? null;
}

/** How many attempts a key made for one event so far. */
export async function countAttempts(db: Db, keyId: string, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(integrationWebhookDeliveries)
    .where(
      and(eq(integrationWebhookDeliveries.keyId, keyId), eq(integrationWebhookDeliveries.eventId, eventId)),
    );
  return row?.n ?? 0;
}

/** Deletes up to `limit` delivery attempts made before `cutOff`, oldest first; returns how many. */
export async function deleteDeliveriesBefore(db: Db, cutOff: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: integrationWebhookDeliveries.id })
    .from(integrationWebhookDeliveries)
    .where(lt(integrationWebhookDeliveries.attemptedAt, cutOff))
    .orderBy(asc(integrationWebhookDeliveries.attemptedAt))
    .limit(limit);
  const rows = await db
    .delete(integrationWebhookDeliveries)
    .where(inArray(integrationWebhookDeliveries.id, old))
    .returning({ id: integrationWebhookDeliveries.id });
  return rows.length;
}
