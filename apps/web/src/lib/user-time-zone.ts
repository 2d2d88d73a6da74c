import { chooseTimeZone, isValidTimeZone } from '@larder/domain';

/** The cookie that remembers the user's time zone (spec section 9). */
export const TIME_ZONE_COOKIE = 'cw_tz';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let browserZone: { zone: string | undefined } | undefined;

/**
 * The browser's own time zone, if it reports one. Asked once per page load: building an Intl.DateTimeFormat
 * costs about a millisecond, and every link, query key and request header asks for the user's zone.
 */
export function browserTimeZone(): string | undefined {
  browserZone ??= { zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  return browserZone.zone;
}

/** The `cw_tz` cookie that stores a time zone for one year, for the whole site. */
export function timeZoneCookie(timeZone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

let chosen: string | undefined;

/**
 * The user's time zone (spec section 5): a valid `tz` in the URL wins, else the one already chosen on
 * this page load, else the browser's, else America/New_York. Each new choice is stored in `cw_tz`.
 */
export function userTimeZone(
  search: string = location.search,
  fromBrowser: () => string | null | undefined = browserTimeZone,
): string {
  const fromUrl = search.includes('tz=') ? new URLSearchParams(search).get('tz') : null;
  const next = isValidTimeZone(fromUrl) ? fromUrl : (chosen ?? chooseTimeZone(null, fromBrowser()));
  if (next !== chosen) {
    chosen = next;
    document.cookie = timeZoneCookie(next);
  }
  return next;
}

/** Forgets the chosen time zone, so the next call chooses again. */
export function forgetUserTimeZone(): void {
  chosen = undefined;
}
