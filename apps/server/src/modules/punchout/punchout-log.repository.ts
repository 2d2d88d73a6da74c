import { asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { punchoutLog, type PunchoutLogKind } from './punchout.table.ts';

/** A punchout log row. */
export type PunchoutLogRow = typeof punchoutLog.$inferSelect;

/** Longest detail kept: a refusal's sentence, never a whole document. */
const DETAIL_MAX = 500;

/** Adds an entry to a buyer's punchout log. */
export async function insertPunchoutLog(
  db: Db,
  entry: {
    buyerId: string;
    kind: PunchoutLogKind;
    ok: boolean;
    detail?: string;
    punchInId?: string | null;
    orderNumbers?: readonly string[];
  },
): Promise<void> {
  await db.insert(punchoutLog).values({
    buyerId: entry.buyerId,
    kind: entry.kind,
    ok: entry.ok,
    detail: (entry.detail ?? '').slice(0, DETAIL_MAX),
    punchInId: entry.punchInId ?? null,
    orderNumbers: [...(entry.orderNumbers ?? [])],
  });
}

/** A buyer's newest log entries first. */
export function findPunchoutLog(db: Db, buyerId: string, limit: number): Promise<PunchoutLogRow[]> {
  return db
    .select()
    .from(punchoutLog)
    .where(eq(punchoutLog.buyerId, buyerId))
    .orderBy(desc(punchoutLog.id))
    .limit(limit);
}

/** Deletes up to `limit` log entries written before `cutOff`, oldest first; returns how many. */
export async function deletePunchoutLogBefore(db: Db, cutOff: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: punchoutLog.id })
    .from(punchoutLog)
    .where(lt(punchoutLog.createdAt, cutOff))
    .orderBy(asc(punchoutLog.createdAt))
    .limit(limit);
  const rows = await db
    .delete(punchoutLog)
    .where(inArray(punchoutLog.id, old))
    .returning({ id: punchoutLog.id });
  return rows.length;
}
