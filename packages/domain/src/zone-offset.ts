/**
 * A time zone's offset from UTC at an instant, as the zone's rules give it.
 *
 * Reading an offset means one Intl formatToParts call, which is slow, while carts and order lists ask for
 * hundreds of offsets that fall in a handful of 15-minute windows. Zone transitions happen on quarter-hour
 * instants, so one offset holds for a whole window: each window is read once and remembered. A window
 * whose two ends disagree (a transition inside it, seen only in old history) is never remembered.
 */

// Building a DateTimeFormat costs far more than using one; the set of zones in use is tiny.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset read from the zone's rules: the wall clock of the whole second, read as UTC, less the instant. */
function offsetFromRules(instantMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(wholeSecond))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - wholeSecond;
}

const WINDOW_MS = 15 * 60_000;
const CACHE_LIMIT = 10_000;
const windows = new Map<string, number>();

/** The zone's offset from UTC at an instant, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const windowStart = Math.floor(instantMs / WINDOW_MS) * WINDOW_MS;
  const key = `${timeZone}|${windowStart}`;
  const cached = windows.get(key);
  if (cached !== undefined) return cached;
  const offset = offsetFromRules(instantMs, timeZone);
  const atStart = offsetFromRules(windowStart, timeZone);
  const atEnd = offsetFromRules(windowStart + WINDOW_MS - 1000, timeZone);
  if (atStart === atEnd && atStart === offset) {
    // The windows asked for move with time, so the map is emptied rather than left to grow.
    if (windows.size >= CACHE_LIMIT) windows.clear();
    windows.set(key, offset);
  }
  return offset;
}

const DAY_MS = 86_400_000;

/** The instant a wall-clock time (given as UTC milliseconds) happens in a zone; gaps move forward, overlaps take the first. */
export function wallClockToInstant(wallMs: number, timeZone: string): number {
  const before = zoneOffsetMs(wallMs - DAY_MS, timeZone);
  const after = zoneOffsetMs(wallMs + DAY_MS, timeZone);
  const candidates = [wallMs - before, wallMs - after]
    .filter((instant) => wallMs - zoneOffsetMs(instant, timeZone) === instant)
    .sort((a, b) => a - b);
  // No candidate: the wall time is skipped; reading it with the earlier offset lands just past the gap.
  return candidates[0] ?? wallMs - before;
}

/**
 * The instant a calendar day (YYYY-MM-DD) begins in a zone: its local midnight, or the first instant after
 * a gap where midnight is skipped. A staff filter's `from` is this day's start, its `to` the next day's.
 */
export function zonedDayStart(date: string, timeZone: string): Date {
  return new Date(wallClockToInstant(Date.parse(`${date}T00:00:00Z`), timeZone));
}

/** The instant the day after a calendar day begins in a zone: the end (excluded) of a range ending on `date`. */
export function zonedDayEnd(date: string, timeZone: string): Date {
  return new Date(wallClockToInstant(Date.parse(`${date}T00:00:00Z`) + DAY_MS, timeZone));
}
