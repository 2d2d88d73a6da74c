import { formatCalendarDay, formatZonedTime, zonedCalendarDay } from '@larder/domain';

/**
 * Every date and time a buyer reads, written one way (issue 32): instants on the business unit's clock
 * with its zone abbreviated ('Tue, Dec 1, 2026, 4:00 PM EST'), delivery dates as calendar days. The rule
 * itself is the domain's (`formatZonedTime`), so the storefront and the e-mails say the same.
 */

/** An instant with its date and time: 'Tue, Dec 1, 2026, 4:00 PM EST'. */
export function zonedDateTime(iso: string, timeZone: string): string {
  return formatZonedTime(iso, timeZone, 'date-time');
}

/** An instant within the week ahead: 'Tue, 4:00 PM EST'. */
export function zonedDayTime(iso: string, timeZone: string): string {
  return formatZonedTime(iso, timeZone, 'day-time');
}

/** An instant's clock time alone: '4:00 PM EST'. */
export function zonedTime(iso: string, timeZone: string): string {
  return formatZonedTime(iso, timeZone, 'time');
}

/** An instant's date on a zone's calendar: 'Nov 3, 2026'. */
export function zonedDate(iso: string, timeZone: string): string {
  return formatZonedTime(iso, timeZone, 'date');
}

/** An instant's weekday on a zone's calendar: 'Tuesday'. */
export function zonedWeekday(instant: Date, timeZone: string): string {
  return formatZonedTime(instant, timeZone, 'weekday');
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone, to tell today from tomorrow. */
export function zonedDay(instant: Date, timeZone: string): string {
  return zonedCalendarDay(instant, timeZone);
}

/** A YYYY-MM-DD delivery date: 'Tuesday, November 24' (long) or 'Tue, Nov 24' (short). */
export function deliveryDay(date: string, style: 'long' | 'short' = 'long'): string {
  return formatCalendarDay(date, style === 'long' ? 'long-no-year' : 'short');
}
