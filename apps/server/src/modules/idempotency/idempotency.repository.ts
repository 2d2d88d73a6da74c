import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from './idempotency.table.ts';

/** A stored Idempotency-Key. */
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Inserts a user's key with its request fingerprint; false when the key is already there. While another
 * transaction holds an uncommitted row for the key, PostgreSQL makes this wait for it to end.
 */
export async function insertKey(tx: Db, userId: string, key: string, fingerprint: string): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** A user's stored key, or null. */
export async function findKey(db: Db, userId: string, key: string): Promise<IdempotencyKeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Stores the answer of a key's request. */
export async function storeResponse(tx: Db, userId: string, key: string, response: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
