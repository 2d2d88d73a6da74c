import { zoneOffsetMs } from '../zone-offset.ts';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Spec section 9: an order timestamp as month/day/year hour:minute am/pm in the user's time zone,
 * e.g. '11/03/2026 09:05 pm'.
 */
export function formatOrderTimestamp(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const wall = new Date(ms + zoneOffsetMs(ms, timeZone));
  const hours = wall.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${two(wall.getUTCMonth() + 1)}/${two(wall.getUTCDate())}/${wall.getUTCFullYear()} ${two(hour12)}:${two(wall.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A calendar date (YYYY-MM-DD) as month/day/year, the way order dates are shown. */
export function formatOrderDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}
