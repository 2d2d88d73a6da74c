import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DeliveryException } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { deliveryCalendarExceptions, deliveryCalendarStamp } from './delivery-calendar.table.ts';

/** A stored exception row. */
export type ExceptionRow = typeof deliveryCalendarExceptions.$inferSelect;

/** An exception row as the domain rule reads it. */
export function exceptionOf(row: ExceptionRow): DeliveryException {
  return {
    date: row.date,
    closed: row.closed,
    movedTo: row.movedTo,
    extra: row.extra,
    cutoffDate: row.cutoffDate,
    cutoffTime: row.cutoffTime,
    note: row.note,
  };
}

/** An exception to write for a business unit. */
export type ExceptionWrite = Omit<ExceptionRow, 'updatedAt'>;

/**
 * The calendar's change stamp as a column of another statement (0 without its row, as `readCalendarStamp`):
 * a cart change reads it with its lock, so checking the compiled calendars costs no round trip of its own.
 */
export function currentCalendarStamp() {
  return sql<number>`coalesce((select ${deliveryCalendarStamp.version} from ${deliveryCalendarStamp} where ${deliveryCalendarStamp.id} = 1), 0)`.mapWith(
    Number,
  );
}

/** The calendar's change stamp (0 when the row is missing, which only a hand-emptied table gives). */
export async function readCalendarStamp(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: deliveryCalendarStamp.version })
    .from(deliveryCalendarStamp)
    .where(eq(deliveryCalendarStamp.id, 1));
  return row?.version ?? 0;
}

/**
 * Moves the stamp inside the caller's transaction: the row lock makes calendar writers take turns, and the
 * new version becomes visible with the rows it stamps. Versions follow the clock (and always grow), so a
 * stamp emptied by a demo reset never comes back with a number a process already holds.
 */
export async function lockCalendarWrites(tx: Db): Promise<void> {
  const clock = Date.now();
  await tx
    .insert(deliveryCalendarStamp)
    .values({ id: 1, version: clock })
    .onConflictDoUpdate({
      target: deliveryCalendarStamp.id,
      set: { version: sql`greatest(${deliveryCalendarStamp.version} + 1, ${clock})` },
    });
}

/** Every exception dated on or after `from` (YYYY-MM-DD), by unit and date. */
export async function findExceptionsFrom(
  db: Db,
  from: string,
  businessUnitId?: string,
): Promise<ExceptionRow[]> {
  const onOrAfter = gte(deliveryCalendarExceptions.date, from);
  return db
    .select()
    .from(deliveryCalendarExceptions)
    .where(
      businessUnitId
        ? and(eq(deliveryCalendarExceptions.businessUnitId, businessUnitId), onOrAfter)
        : onOrAfter,
    )
    .orderBy(asc(deliveryCalendarExceptions.businessUnitId), asc(deliveryCalendarExceptions.date));
}

/** Deletes a unit's exceptions dated on or after `from`. */
export async function deleteExceptionsFrom(tx: Db, businessUnitId: string, from: string): Promise<void> {
  await tx
    .delete(deliveryCalendarExceptions)
    .where(
      and(
        eq(deliveryCalendarExceptions.businessUnitId, businessUnitId),
        gte(deliveryCalendarExceptions.date, from),
      ),
    );
}

/** Deletes one exception; whether it existed. */
export async function deleteException(tx: Db, businessUnitId: string, date: string): Promise<boolean> {
  const deleted = await tx
    .delete(deliveryCalendarExceptions)
    .where(
      and(
        eq(deliveryCalendarExceptions.businessUnitId, businessUnitId),
        eq(deliveryCalendarExceptions.date, date),
      ),
    )
    .returning({ date: deliveryCalendarExceptions.date });
  return deleted.length > 0;
}

/** Writes exceptions, replacing a unit's row for the same date. */
export async function upsertExceptions(tx: Db, rows: readonly ExceptionWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(deliveryCalendarExceptions)
    .values(rows.map((row) => ({ ...row, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: [deliveryCalendarExceptions.businessUnitId, deliveryCalendarExceptions.date],
      set: {
        closed: sql`excluded.closed`,
        movedTo: sql`excluded.moved_to`,
        extra: sql`excluded.extra`,
        cutoffDate: sql`excluded.cutoff_date`,
        cutoffTime: sql`excluded.cutoff_time`,
        note: sql`excluded.note`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
