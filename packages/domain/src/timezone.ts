/** The time zone used when neither the URL nor the browser gives a valid one (spec section 9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

// Building a formatter to try a name costs a fraction of a millisecond, on every request that names its zone
// (the user-timezone header): names found valid are remembered. Bounded, as a header can spell a zone in
// any case; a name not remembered is simply tried again.
const KNOWN_ZONES_AT_MOST = 1_000;
const knownZones = new Set<string>();

/** Whether a string names an IANA time zone this runtime knows. */
export function isValidTimeZone(value: string | null | undefined): value is string {
  if (!value) return false;
  if (knownZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (knownZones.size < KNOWN_ZONES_AT_MOST) knownZones.add(value);
  return true;
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
