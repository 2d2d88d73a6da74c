import { and, desc, eq, isNull, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrationApiKeys } from './integration.table.ts';

/** A stored API key row. */
export type ApiKeyRow = typeof integrationApiKeys.$inferSelect;

/** Every key, newest first. */
export function findApiKeys(db: Db): Promise<ApiKeyRow[]> {
  return db.select().from(integrationApiKeys).orderBy(desc(integrationApiKeys.createdAt));
}

/** The live (not revoked) key with this hash. */
export async function findLiveKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(integrationApiKeys)
    .where(and(eq(integrationApiKeys.keyHash, keyHash), isNull(integrationApiKeys.revokedAt)));
  return row;
}

/** Live keys that want order webhooks. */
export function findWebhookKeys(db: Db): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(integrationApiKeys)
    .where(and(isNull(integrationApiKeys.revokedAt), isNotNull(integrationApiKeys.webhookUrl)));
}

/** Stores a new key; false when one with the same hash exists (the demo key, seeded twice). */
export async function insertApiKey(db: Db, row: typeof integrationApiKeys.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(integrationApiKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: integrationApiKeys.id });
  return inserted.length > 0;
}

/** Marks a key revoked; returns it as it was, or undefined when unknown or already revoked. */
export async function revokeApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(integrationApiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(integrationApiKeys.id, id), isNull(integrationApiKeys.revokedAt)))
    .returning();
  return row;
}

/** Records that a key was used (at most once a minute per key, see the service). */
export async function touchApiKey(db: Db, id: string, at: Date): Promise<void> {
  await db.update(integrationApiKeys).set({ lastUsedAt: at }).where(eq(integrationApiKeys.id, id));
}

/** A key by id, or null. */
export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(integrationApiKeys).where(eq(integrationApiKeys.id, id));
  return row ?? null;
}

/** A live key by id, locked for an update in the transaction, or null. */
export async function lockLiveApiKey(tx: Db, id: string): Promise<ApiKeyRow | null> {
  const [row] = await tx
    .select()
    .from(integrationApiKeys)
    .where(and(eq(integrationApiKeys.id, id), isNull(integrationApiKeys.revokedAt)))
    .for('update');
  return row ?? null;
}

/** Replaces a key's webhook secret, keeping the previous one until `previousExpiresAt`. */
export async function storeRotatedSecret(
  tx: Db,
  id: string,
  secrets: {
    webhookSecret: string;
    previousWebhookSecret: string | null;
    previousSecretExpiresAt: Date | null;
  },
): Promise<void> {
  await tx.update(integrationApiKeys).set(secrets).where(eq(integrationApiKeys.id, id));
}
