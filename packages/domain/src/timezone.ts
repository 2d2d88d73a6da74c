/** The time zone used when neither the URL nor the browser gives a valid one (spec section 9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether a string names an IANA time zone this runtime knows. */
export function isValidTimeZone(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Chooses the time zone: the URL's if valid, else the browser's if valid, else America/New_York (spec section 5). */
export function chooseTimeZone(
  fromUrl: string | null | undefined,
  fromBrowser: string | null | undefined,
): string {
  if (isValidTimeZone(fromUrl)) return fromUrl;
  if (isValidTimeZone(fromBrowser)) return fromBrowser;
  return DEFAULT_TIME_ZONE;
}
