// Building a DateTimeFormat costs far more than using one; the zones in use are few.
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
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Zone offsets are whole quarter hours and change only on quarter-hour instants, so one offset per zone
// and quarter hour is exact; formatToParts is the costly step in formatting a 200-line order.
const QUARTER_HOUR_MS = 900_000;
const MAX_CACHED_OFFSETS = 50_000;
const offsets = new Map<string, number>();

function offsetMs(instantMs: number, timeZone: string): number {
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of formatterFor(timeZone).formatToParts(new Date(quarter))) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - quarter;
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Spec section 9: an order timestamp as month/day/year hour:minute am/pm in the user's time zone,
 * e.g. '11/03/2026 09:05 pm'.
 */
export function formatOrderTimestamp(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const wall = new Date(ms + offsetMs(ms, timeZone));
  const hours = wall.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${two(wall.getUTCMonth() + 1)}/${two(wall.getUTCDate())}/${wall.getUTCFullYear()} ${two(hour12)}:${two(wall.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A calendar date (YYYY-MM-DD) as month/day/year, the way order dates are shown. */
export function formatOrderDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}
