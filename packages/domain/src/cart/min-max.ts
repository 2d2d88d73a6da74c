/**
 * Min/max rule (spec section 5): a variant may carry a minimum and a maximum order quantity, switched on
 * by a flag and lapsing on an expiration date. The lapse is a calendar date, so it is compared with the
 * buyer's calendar date (in the buyer's time zone), never with an instant: a limit expiring on the 5th is
 * gone for the whole of the 5th, however early in the day the buyer orders.
 */

/** The quantity rules a variant carries. */
export interface QuantityRules {
  minMaxFlag: boolean;
  minQuantity: number | null;
  maxQuantity: number | null;
  /** YYYY-MM-DD; the first day the limits no longer apply. */
  minMaxExpirationDate: string | null;
  sellByMultiple: number;
}

/** The limits that apply on a day; null where there is none. */
export interface QuantityLimits {
  min: number | null;
  max: number | null;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/** The YYYY-MM-DD part of a date, refusing text that is not a real calendar date. */
// A cart checks the same few dates hundreds of times per request: remember which strings were valid.
const validDates = new Set<string>();

function calendarDate(value: string, name: string): string {
  if (validDates.has(value)) return value;
  const match = DATE_PATTERN.exec(value);
  const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  // Round-tripping through UTC rejects days such as 2026-02-30 that Date would silently roll over.
  const roundTrip = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10)
    : null;
  if (!match || roundTrip !== date) {
    throw new RangeError(`${name} must be a YYYY-MM-DD date, got ${JSON.stringify(value)}`);
  }
  if (validDates.size > 10_000) validDates.clear();
  if (date === value) validDates.add(value);
  return date;
}

/** Min/max apply only when the flag is set and the expiration date is absent or after today (date-only compare). `today` is YYYY-MM-DD in the user's time zone. */
export function isMinMaxActive(rules: QuantityRules, today: string): boolean {
  const day = calendarDate(today, 'today');
  if (!rules.minMaxFlag) return false;
  if (rules.minMaxExpirationDate === null) return true;
  // Zero-padded YYYY-MM-DD strings sort in calendar order.
  return calendarDate(rules.minMaxExpirationDate, 'min/max expiration date') > day;
}

function limit(value: number | null, name: string): number | null {
  if (value === null) return null;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number >= 0 or null, got ${value}`);
  }
  return value;
}

/**
 * The minimum and maximum that apply today: none when min/max is not active; a minimum of 0 is no
 * minimum (it could never be broken), while a maximum of 0 is kept, because it means none may be ordered.
 */
export function activeQuantityLimits(rules: QuantityRules, today: string): QuantityLimits {
  const min = limit(rules.minQuantity, 'minimum quantity');
  const max = limit(rules.maxQuantity, 'maximum quantity');
  if (!isMinMaxActive(rules, today)) return { min: null, max: null };
  return { min: min === 0 ? null : min, max };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

// The last answer per zone and the minute it holds for: midnight is on a whole minute in every zone in use,
// so the date cannot change within a minute, and a cart asks for it once per line it checks.
const lastToday = new Map<string, { minute: number; date: string }>();

/** Today's date YYYY-MM-DD in a time zone (for the compare above). */
export function todayIn(timeZone: string, now: Date): string {
  const instant = now.getTime();
  if (Number.isNaN(instant)) throw new RangeError('now is not a valid date');
  const minute = Math.floor(instant / 60_000);
  const last = lastToday.get(timeZone);
  if (last?.minute === minute) return last.date;
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  lastToday.set(timeZone, { minute, date });
  return date;
}
