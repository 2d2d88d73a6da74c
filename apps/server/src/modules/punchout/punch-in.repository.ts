import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { punchoutOrderRequests, punchoutSessions, type OrderRequestType } from './punchout.table.ts';

/** A punch-in row. */
export type PunchInRow = typeof punchoutSessions.$inferSelect;

/** Stores a new punch-in. */
export async function insertPunchIn(tx: Db, row: typeof punchoutSessions.$inferInsert): Promise<void> {
  await tx.insert(punchoutSessions).values(row);
}

/**
 * Uses a StartPage token: in one statement the row is found by the token's hash, still unused and not
 * expired, and its token cleared, so two requests racing with one link open one session at most.
 */
export async function claimStartToken(db: Db, tokenHash: string): Promise<PunchInRow | null> {
  const [row] = await db
    .update(punchoutSessions)
    .set({ startTokenHash: null, startedAt: sql`now()` })
    .where(
      and(
        eq(punchoutSessions.startTokenHash, tokenHash),
        isNull(punchoutSessions.startedAt),
        gt(punchoutSessions.startExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** A punch-in by id, or null. */
export async function findPunchIn(db: Db, id: string): Promise<PunchInRow | null> {
  const [row] = await db.select().from(punchoutSessions).where(eq(punchoutSessions.id, id));
  return row ?? null;
}

/** The answer stored for an OrderRequest's payloadID, or null. */
export async function findOrderAnswer(db: Db, buyerId: string, payloadId: string): Promise<unknown> {
  const [row] = await db
    .select({ answer: punchoutOrderRequests.answer })
    .from(punchoutOrderRequests)
    .where(and(eq(punchoutOrderRequests.buyerId, buyerId), eq(punchoutOrderRequests.payloadId, payloadId)));
  return row?.answer ?? null;
}

/** The first answer stored for a buyer's PO number (orderID) and request type, or null. */
export async function findOrderAnswerOfPo(
  db: Db,
  buyerId: string,
  orderId: string,
  requestType: OrderRequestType,
): Promise<unknown> {
  const [row] = await db
    .select({ answer: punchoutOrderRequests.answer })
    .from(punchoutOrderRequests)
    .where(
      and(
        eq(punchoutOrderRequests.buyerId, buyerId),
        eq(punchoutOrderRequests.orderId, orderId),
        eq(punchoutOrderRequests.requestType, requestType),
      ),
    )
    .orderBy(asc(punchoutOrderRequests.createdAt))
    .limit(1);
  return row?.answer ?? null;
}

/** Keeps an OrderRequest's answer under its payloadID, with its PO number and type; the first stored wins. */
export async function storeOrderAnswer(
  db: Db,
  request: { buyerId: string; payloadId: string; orderId: string; requestType: OrderRequestType },
  answer: unknown,
) {
  await db
    .insert(punchoutOrderRequests)
    .values({ ...request, answer })
    .onConflictDoNothing();
}

/**
 * Takes a punch-in's order turn: true when no other OrderRequest is filling its cart (or the last one was
 * left more than a minute ago by a process that died), so two racing requests never fill one cart together.
 */
export async function takeOrderTurn(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(punchoutSessions)
    .set({ orderingSince: sql`now()` })
    .where(
      and(
        eq(punchoutSessions.id, id),
        or(
          isNull(punchoutSessions.orderingSince),
          lt(punchoutSessions.orderingSince, sql`now() - interval '1 minute'`),
        ),
      ),
    )
    .returning({ id: punchoutSessions.id });
  return rows.length > 0;
}

/** Gives the order turn back. */
export async function endOrderTurn(db: Db, id: string): Promise<void> {
  await db.update(punchoutSessions).set({ orderingSince: null }).where(eq(punchoutSessions.id, id));
}
