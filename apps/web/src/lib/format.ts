/** A 24-hour "HH:MM" time as a buyer reads it, e.g. "14:00" -> "2:00 PM", "23:59" -> "11:59 PM". */
export function formatClockTime(value: string): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** A lowercase identifier such as a region name, capitalized for display: "northeast" -> "Northeast". */
export function formatName(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One shared Intl.DateTimeFormat per locale and options: building one takes about a millisecond (several on
 * a slow phone), using one microseconds, and the header's cut-off and every cart date format on each render.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** An ISO timestamp as staff read it in their own time zone, e.g. "Nov 24, 2026, 2:05 PM". */
export function formatTimestamp(iso: string): string {
  return dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
