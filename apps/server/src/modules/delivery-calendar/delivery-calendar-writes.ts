import type { DeliveryException } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import {
  deleteExceptionsFrom,
  exceptionOf,
  findExceptionsFrom,
  upsertExceptions,
  type ExceptionRow,
} from './delivery-calendar.repository.ts';

/** An exception as stored: every field present, empty ones null (so two compare field by field). */
export interface StoredException {
  date: string;
  closed: boolean;
  movedTo: string | null;
  extra: boolean;
  cutoffDate: string | null;
  cutoffTime: string | null;
  note: string;
}

/** One exception as it is stored. */
export function normalizedException(exception: DeliveryException): StoredException {
  const closed = exception.closed === true;
  return {
    date: exception.date,
    closed,
    movedTo: closed ? null : (exception.movedTo ?? null),
    extra: !closed && exception.extra === true,
    cutoffDate: closed ? null : (exception.cutoffDate ?? null),
    cutoffTime: closed ? null : (exception.cutoffTime ?? null),
    note: exception.note?.trim() ?? '',
  };
}

const sameException = (a: StoredException, b: StoredException) =>
  a.closed === b.closed &&
  a.movedTo === b.movedTo &&
  a.extra === b.extra &&
  a.cutoffDate === b.cutoffDate &&
  a.cutoffTime === b.cutoffTime &&
  a.note === b.note;

/** What replacing a unit's exceptions did. */
export interface ExceptionReplacement {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
  /** The exceptions before, from the replacement's first date on (for the audit). */
  before: StoredException[];
  /** The delivery dates whose orders may deliver or cut off differently now: every date and target touched. */
  touchedDates: string[];
}

/**
 * Replaces a business unit's exceptions dated `from` on with `exceptions`, in the caller's transaction
 * (which holds the calendar's write lock). Rows exactly as stored are not written, so a repeat changes nothing.
 */
export async function replaceUnitExceptions(
  tx: Db,
  businessUnitId: string,
  from: string,
  exceptions: readonly DeliveryException[],
): Promise<ExceptionReplacement> {
  const stored = (await findExceptionsFrom(tx, from, businessUnitId)).map((row: ExceptionRow) =>
    normalizedException(exceptionOf(row)),
  );
  const storedByDate = new Map(stored.map((row) => [row.date, row]));
  const wanted = exceptions.map(normalizedException);
  const wantedDates = new Set(wanted.map((row) => row.date));
  const touched = new Set<string>();
  const touch = (row: StoredException) => {
    touched.add(row.date);
    if (row.movedTo) touched.add(row.movedTo);
  };
  const removed = stored.filter((row) => !wantedDates.has(row.date));
  const changed = wanted.filter((row) => {
    const before = storedByDate.get(row.date);
    return !before || !sameException(before, row);
  });
  for (const row of removed) touch(row);
  for (const row of changed) {
    touch(row);
    const before = storedByDate.get(row.date);
    if (before) touch(before);
  }
  if (removed.length > 0 || changed.length > 0) {
    await deleteExceptionsFrom(tx, businessUnitId, from);
    await upsertExceptions(
      tx,
      wanted.map((row) => ({ ...row, businessUnitId })),
    );
  }
  const added = changed.filter((row) => !storedByDate.has(row.date)).length;
  return {
    added,
    updated: changed.length - added,
    removed: removed.length,
    unchanged: wanted.length - changed.length,
    before: stored,
    touchedDates: [...touched].sort(),
  };
}
