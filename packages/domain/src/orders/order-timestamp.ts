// Building a DateTimeFormat costs far more than using one; the zones in use are few.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Spec section 9: an order timestamp as month/day/year hour:minute am/pm in the user's time zone,
 * e.g. '11/03/2026 09:05 pm'.
 */
export function formatOrderTimestamp(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const hour = parts.hour === '00' ? '12' : parts.hour!;
  return `${parts.month}/${parts.day}/${parts.year} ${hour}:${parts.minute} ${parts.dayPeriod!.toLowerCase()}`;
}

/** A calendar date (YYYY-MM-DD) as month/day/year, the way order dates are shown. */
export function formatOrderDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}
