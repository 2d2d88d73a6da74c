/**
 * Zoned time rule (issue 32): every time a buyer reads is on the business unit's clock and says which
 * clock, abbreviated ('4:00 PM EST'), so a buyer whose organizations sit in New York, Chicago and Denver
 * can tell which one a time is in. Calendar dates (delivery days) are days, not instants, and carry no zone.
 */

// Building an Intl.DateTimeFormat costs about a millisecond, using one microseconds; the zones in use are few.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('en-US', { ...options, timeZone })));
  return format;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  ...TIME,
};
const DAY_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', ...TIME };

/**
 * Which detail a zoned time shows: the full date and clock, the weekday and clock, the clock only, or (no
 * clock, so no zone to name) the date or the weekday on the zone's calendar.
 */
export type ZonedTimeStyle = 'date-time' | 'day-time' | 'time' | 'date' | 'weekday';

const STYLES: Record<ZonedTimeStyle, Intl.DateTimeFormatOptions> = {
  'date-time': DATE_TIME,
  'day-time': DAY_TIME,
  time: TIME,
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  weekday: { weekday: 'long' },
};

/**
 * An instant on a zone's clock with the zone abbreviated: 'Tue, Dec 1, 2026, 4:00 PM EST' (date-time),
 * 'Tue, 4:00 PM EST' (day-time) or '4:00 PM EST' (time); or its day on the zone's calendar: 'Dec 1, 2026'
 * (date), 'Tuesday' (weekday). Zones without a common abbreviation read as their offset, e.g. 'GMT+14'.
 */
export function formatZonedTime(
  instant: Date | string,
  timeZone: string,
  style: ZonedTimeStyle = 'date-time',
): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return formatOf(timeZone, STYLES[style])
    .format(at)
    .replace(/\u202f|\u2009/g, ' ');
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function zonedCalendarDay(instant: Date | string, timeZone: string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = formatOf(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A zone's abbreviation at an instant, e.g. 'EST' or 'EDT' for America/New_York. */
export function timeZoneAbbreviation(instant: Date | string, timeZone: string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const part = formatOf(timeZone, { timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** How a calendar day reads: 'Wednesday, December 2, 2026', 'Wednesday, December 2' or 'Wed, Dec 2'. */
export type CalendarDayStyle = 'long' | 'long-no-year' | 'short';

const DAY_STYLES: Record<CalendarDayStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  'long-no-year': { weekday: 'long', month: 'long', day: 'numeric' },
  short: { weekday: 'short', month: 'short', day: 'numeric' },
};

/** A YYYY-MM-DD calendar day as 'Wednesday, December 2, 2026' (a day, so read in UTC, never shifted). */
export function formatCalendarDay(date: string, style: CalendarDayStyle = 'long'): string {
  return formatOf('UTC', DAY_STYLES[style]).format(new Date(`${date}T12:00:00Z`));
}
