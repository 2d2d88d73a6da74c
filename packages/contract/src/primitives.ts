import { z } from 'zod';
import { isValidTimeZone } from '@larder/domain';

/** What a request field holding U+0000 is told: PostgreSQL cannot store that character in text. */
export const NUL_CHARACTER_MESSAGE = 'Remove the NUL character (U+0000); it cannot be stored.';

/** What a request field holding half of a UTF-16 surrogate pair is told: it is no character at all. */
export const BROKEN_UNICODE_MESSAGE = 'Remove the broken character (a lone UTF-16 surrogate).';

/** What a query-string or path number that is not plain decimal digits is told. */
export const DIGITS_ONLY_MESSAGE = 'Use a whole number written in digits.';

/** What a day that does not exist on the calendar (or is not YYYY-MM-DD) is told. */
export const CALENDAR_DATE_MESSAGE = 'Use a real date like 2026-11-24.';

const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a string holds U+0000. */
function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** Whether a string holds a lone surrogate, which PostgreSQL's jsonb refuses and text turns into U+FFFD. */
function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** Whether PostgreSQL stores a string as it is: no U+0000 and well-formed UTF-16. */
function isStorable(value: string): boolean {
  return !hasNul(value) && !hasLoneSurrogate(value);
}

/**
 * Every string a request carries (body, query, path, header): any text but U+0000 and lone surrogates, which
 * PostgreSQL refuses or alters, so such a request is a 400 instead of a database error. Chain `.trim()`,
 * `.min()`, `.max()` as on z.string().
 */
export function text() {
  return z
    .string()
    .refine((value) => !hasNul(value), NUL_CHARACTER_MESSAGE)
    .refine((value) => !hasLoneSurrogate(value), BROKEN_UNICODE_MESSAGE);
}

/** Whether a JSON value holds U+0000 or a lone surrogate in any string or key, however deep. */
export function jsonHasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorable(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...(next as unknown[]));
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (!isStorable(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** A free-form JSON object a request carries (stored as jsonb): text keys, any values, only storable text. */
export function jsonObject() {
  return z
    .record(text(), z.unknown())
    .refine(
      (value) => !jsonHasUnstorableText(value),
      'Remove NUL characters and broken Unicode from this object.',
    );
}

/**
 * A whole number in a JSON body: a JSON number only, never a string, boolean, array or null coerced into
 * one, within [min, max].
 */
export function jsonInteger(min: number, max: number) {
  return z.number().int().min(min).max(max);
}

/**
 * A whole number in a query string or a path: decimal digits only (with a leading minus when min < 0), so
 * '0x10', '1e3', ' 7' and '' are refused rather than read as numbers; then converted and bounded.
 */
export function queryInteger(min: number, max: number) {
  const digits = min < 0 ? /^-?\d{1,10}$/ : /^\d{1,10}$/;
  return z
    .string()
    .regex(digits, DIGITS_ONLY_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/**
 * A calendar date as YYYY-MM-DD that exists (no 2026-02-30; 29 February only in leap years) and that
 * PostgreSQL can store (year 0001 or later).
 */
export function calendarDate() {
  return z.iso
    .date({ error: CALENDAR_DATE_MESSAGE })
    .refine((value) => !value.startsWith('0000'), CALENDAR_DATE_MESSAGE);
}

/** What a refused time zone gets. */
export const TIME_ZONE_MESSAGE = 'Use an IANA time zone like America/New_York.';

/**
 * The staff member's time zone as a query parameter (`tz`, the browser's IANA zone): the day boundaries of
 * `from` and `to` filters follow it. A zone this runtime's Intl does not know is refused.
 */
export function timeZoneParam() {
  return text().trim().min(1).max(64).refine(isValidTimeZone, TIME_ZONE_MESSAGE);
}

// A link target staff write: a site path (never protocol-relative, `//` or `/\`), or an http, https, mailto or
// tel URL. Anything else (javascript:, data:, vbscript:, a scheme of an app) is refused where it is written.
const LINK_TARGET = /^(\/(?![/\\])|https?:\/\/|mailto:|tel:)/i;

/** The message a refused link target gets. */
export const LINK_TARGET_MESSAGE = 'Links must be a site path or an http, https, mailto or tel URL.';

/** Whether a staff-written link target is one the storefront may follow. */
export function isSafeLinkTarget(value: string): boolean {
  return LINK_TARGET.test(value);
}

/** A link target content and messages may carry (isSafeLinkTarget), at most 500 characters. */
export const safeUrlSchema = z.string().max(500).regex(LINK_TARGET, LINK_TARGET_MESSAGE);
