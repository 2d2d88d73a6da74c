import { ANALYTICS_MAX_DAYS, daysInRange } from '@larder/contract';

/** The quick ranges offered, in days ending today. */
export const RANGE_PRESETS = [7, 30, 90, 365] as const;

/** A range of days, both ends included, as YYYY-MM-DD. */
export interface AnalyticsRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date moved by whole days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD in a time zone (the one the server sums days in). */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The range of a quick preset: `days` days ending today. */
export function presetRange(days: number, today: string): AnalyticsRange {
  return { from: shiftDate(today, 1 - days), to: today };
}

/** The preset a range is, if it is one ending today. */
export function presetOf(range: AnalyticsRange, today: string): number | null {
  if (range.to !== today) return null;
  return RANGE_PRESETS.find((days) => presetRange(days, today).from === range.from) ?? null;
}

/** What is wrong with a range typed in, by field, as the server would say it; null when it is fine. */
export function rangeErrors(range: {
  from: string;
  to: string;
}): Partial<Record<'from' | 'to', string>> | null {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
  if (!isDate(range.from)) errors.from = 'Enter the first day.';
  if (!isDate(range.to)) errors.to = 'Enter the last day.';
  if (!errors.from && !errors.to) {
    if (range.from > range.to) errors.to = 'The last day must be on or after the first day.';
    else if (daysInRange(range.from, range.to) > ANALYTICS_MAX_DAYS)
      errors.from = `Choose a range of at most ${ANALYTICS_MAX_DAYS} days.`;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A day as a short label, e.g. 'Nov 3' (the year too when asked). */
export function dayLabel(date: string, withYear = false): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

const dollarsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollarsFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const countFormat = new Intl.NumberFormat('en-US');

/** Dollars with cents, e.g. $1,234.50. */
export function formatDollars(value: number): string {
  return dollarsFormat.format(value);
}

/** Whole dollars, for chart axes. */
export function formatWholeDollars(value: number): string {
  return wholeDollarsFormat.format(value);
}

/** A count with thousands separators. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A 0..1 rate as a percentage with one decimal. */
export function formatRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}
