import {
  compileCalendar,
  dateOf,
  DAY_MS,
  type DeliveryCalendar,
  type DeliveryException,
} from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { exceptionOf, findExceptionsFrom, readCalendarStamp } from './delivery-calendar.repository.ts';

/**
 * Exceptions older than this cannot change a date anyone reads: a delivery moves at most 60 days
 * (delivery-calendar.ts), and past dates are never offered.
 */
const LOOK_BACK_DAYS = 61;

interface CalendarCache {
  version: number;
  from: string;
  calendars: ReadonlyMap<string, DeliveryCalendar>;
}
const caches = new WeakMap<Db, CalendarCache>();

/** The first date the calendar keeps in memory for `now`. */
function windowStart(now: Date): string {
  return dateOf(Math.floor(now.getTime() / DAY_MS) * DAY_MS - LOOK_BACK_DAYS * DAY_MS);
}

/**
 * Every business unit's compiled calendar. One primary-key read of the stamp per call, unless the caller
 * read it with another statement (`currentCalendarStamp`) and passes it: a write on any instance moves it,
 * so the next request everywhere reloads (ADR 042); otherwise the compiled calendars of this handle are
 * reused, which keeps the header and cart at a map lookup.
 */
export async function deliveryCalendarsOf(
  db: Db,
  now = new Date(),
  stamp?: number,
): Promise<ReadonlyMap<string, DeliveryCalendar>> {
  const [version, from] = [stamp ?? (await readCalendarStamp(db)), windowStart(now)];
  const cached = caches.get(db);
  if (cached && cached.version === version && cached.from === from) return cached.calendars;
  const byUnit = new Map<string, DeliveryException[]>();
  for (const row of await findExceptionsFrom(db, from)) {
    const list = byUnit.get(row.businessUnitId) ?? [];
    list.push(exceptionOf(row));
    byUnit.set(row.businessUnitId, list);
  }
  const calendars = new Map([...byUnit].map(([unitId, list]) => [unitId, compileCalendar(list)]));
  caches.set(db, { version, from, calendars });
  return calendars;
}

/** One business unit's calendar read afresh on the handle (inside a calendar write, its own rows). */
export async function unitCalendarOf(
  db: Db,
  businessUnitId: string,
  now = new Date(),
): Promise<DeliveryCalendar> {
  const rows = await findExceptionsFrom(db, windowStart(now), businessUnitId);
  return compileCalendar(rows.map(exceptionOf));
}

export { currentCalendarStamp, lockCalendarWrites } from './delivery-calendar.repository.ts';
export {
  normalizedException,
  replaceUnitExceptions,
  type ExceptionReplacement,
  type StoredException,
} from './delivery-calendar-writes.ts';
export { checkCalendarCall, type CheckedUnitCalendar } from './calendar-feed-rows.ts';
