import {
  compileCalendar,
  dateOf,
  DAY_MS,
  dayOf,
  weekdayOf,
  type DeliveryCalendar,
  type DeliveryException,
} from '@larder/domain';
import { deliveryCalendarExceptions } from '../../modules/delivery-calendar/delivery-calendar.table.ts';
import { lockCalendarWrites } from '../../modules/delivery-calendar/delivery-calendar.service.ts';
import type { Db } from '../client.ts';
import { insertInBatches } from './insert-batches.ts';
import { BUSINESS_UNITS } from './reference-data.ts';

/** What the warehouses do on a holiday (ADR 042). */
export type HolidayPolicy = 'closed' | 'moved' | 'normal';

/** A US federal holiday of one year. */
export interface Holiday {
  name: string;
  date: string;
  policy: HolidayPolicy;
}

/** The nth (1-based) ISO weekday of a month, or the last one when n is -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    let day = Date.UTC(year, month, 0);
    while (weekdayOf(day) !== weekday) day -= DAY_MS;
    return dateOf(day);
  }
  let day = Date.UTC(year, month - 1, 1);
  while (weekdayOf(day) !== weekday) day += DAY_MS;
  return dateOf(day + (n - 1) * 7 * DAY_MS);
}

const fixed = (year: number, month: number, day: number) => dateOf(Date.UTC(year, month - 1, day));

/**
 * The eleven US federal holidays of a year on their actual dates, and what the demo's warehouses do:
 * closed on New Year's Day, Independence Day, Thanksgiving and Christmas; Memorial Day's and Labor Day's
 * deliveries move to the Tuesday; the rest are ordinary delivery days (distributors deliver to restaurants
 * that open on them).
 */
export function usHolidays(year: number): Holiday[] {
  return [
    { name: 'New Year’s Day', date: fixed(year, 1, 1), policy: 'closed' },
    { name: 'Martin Luther King Jr. Day', date: nthWeekday(year, 1, 1, 3), policy: 'normal' },
    { name: 'Presidents’ Day', date: nthWeekday(year, 2, 1, 3), policy: 'normal' },
    { name: 'Memorial Day', date: nthWeekday(year, 5, 1, -1), policy: 'moved' },
    { name: 'Juneteenth', date: fixed(year, 6, 19), policy: 'normal' },
    { name: 'Independence Day', date: fixed(year, 7, 4), policy: 'closed' },
    { name: 'Labor Day', date: nthWeekday(year, 9, 1, 1), policy: 'moved' },
    { name: 'Columbus Day', date: nthWeekday(year, 10, 1, 2), policy: 'normal' },
    { name: 'Veterans Day', date: fixed(year, 11, 11), policy: 'normal' },
    { name: 'Thanksgiving', date: nthWeekday(year, 11, 4, 4), policy: 'closed' },
    { name: 'Christmas Day', date: fixed(year, 12, 25), policy: 'closed' },
  ];
}

/** The holidays the demo's calendar holds: this year's, and next New Year's Day, which the calendar already reaches. */
export function demoHolidays(today: Date): Holiday[] {
  const year = today.getUTCFullYear();
  return [...usHolidays(year), usHolidays(year + 1)[0]!];
}

/**
 * One business unit's exceptions for the holidays: a closed holiday is closed; the delivery whose cut-off
 * would fall on it (lead days later) cuts off at noon the day before instead, since nobody picks orders on
 * a closed day; a moved holiday's delivery happens the next day.
 */
export function holidayExceptions(
  unit: { deliveryWeekdays: readonly number[]; leadDays: number },
  holidays: readonly Holiday[],
): DeliveryException[] {
  const exceptions = new Map<string, DeliveryException>();
  const closed = new Set(holidays.filter((h) => h.policy === 'closed').map((h) => h.date));
  for (const holiday of holidays) {
    const day = dayOf(holiday.date)!;
    if (holiday.policy === 'closed') {
      exceptions.set(holiday.date, { date: holiday.date, closed: true, note: holiday.name });
      const after = day + unit.leadDays * DAY_MS;
      const delivery = dateOf(after);
      if (unit.deliveryWeekdays.includes(weekdayOf(after)) && !closed.has(delivery)) {
        exceptions.set(delivery, {
          date: delivery,
          cutoffDate: dateOf(day - DAY_MS),
          cutoffTime: '12:00',
          note: `Early cut-off: ${holiday.name}`,
        });
      }
    } else if (holiday.policy === 'moved' && unit.deliveryWeekdays.includes(weekdayOf(day))) {
      exceptions.set(holiday.date, { date: holiday.date, movedTo: dateOf(day + DAY_MS), note: holiday.name });
    }
  }
  return [...exceptions.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The demo calendar of each business unit, compiled, for the seeded order history to follow. */
export function demoCalendars(today: Date): Map<string, DeliveryCalendar> {
  const holidays = demoHolidays(today);
  return new Map(BUSINESS_UNITS.map((unit) => [unit.id, compileCalendar(holidayExceptions(unit, holidays))]));
}

/** Seeds every business unit's holiday exceptions and moves the calendar's stamp; returns how many. */
export async function seedDeliveryCalendar(db: Db, today: Date): Promise<number> {
  const holidays = demoHolidays(today);
  const rows = BUSINESS_UNITS.flatMap((unit) =>
    holidayExceptions(unit, holidays).map((exception) => ({
      businessUnitId: unit.id,
      date: exception.date,
      closed: exception.closed === true,
      movedTo: exception.movedTo ?? null,
      extra: false,
      cutoffDate: exception.cutoffDate ?? null,
      cutoffTime: exception.cutoffTime ?? null,
      note: exception.note ?? '',
    })),
  );
  await insertInBatches(db, deliveryCalendarExceptions, rows);
  await lockCalendarWrites(db);
  return rows.length;
}
