/** Where a visit came from, from the landing URL's `utm_` parameters, in Segment's `context.campaign` keys. */
export type Campaign = Record<string, string>;

/** The query parameter prefix of campaign tracking (spec section 9). */
export const TRACKING_PREFIX = 'utm_';

const STORAGE_KEY = 'larder.campaign';

// Segment names the five standard parameters differently from their utm_ spelling.
const SEGMENT_KEYS: Record<string, string> = { campaign: 'name' };

/** The campaign in a query string, or null when it has no `utm_` parameter. */
export function campaignFrom(search: string): Campaign | null {
  const campaign: Campaign = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(TRACKING_PREFIX) || value === '') continue;
    const name = key.slice(TRACKING_PREFIX.length);
    if (name) campaign[SEGMENT_KEYS[name] ?? name] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/** The parts of sessionStorage the tracker uses. */
export type CampaignStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The campaign of this browser session: a landing URL with `utm_` parameters starts (or replaces) it
 * and it is kept in session storage, so later pages and reloads in the tab still carry it.
 */
export function sessionCampaign(search: string, storage: CampaignStorage | null): Campaign | null {
  const landing = campaignFrom(search);
  try {
    if (landing) {
      storage?.setItem(STORAGE_KEY, JSON.stringify(landing));
      return landing;
    }
    const stored = storage?.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Campaign) : null;
  } catch {
    // Storage may be disabled or full, or hold garbage: the campaign then lasts only for this page.
    return landing;
  }
}
