import type { RetailSearchDetails, RetailSearchType } from './retail-search.ts';
import {
  createTracker,
  type Properties,
  type Tracker,
  type TrackedUser,
  type TrackerEnvironment,
} from './tracker.ts';

export { ANONYMOUS_ID, createTracker } from './tracker.ts';
export { RETAIL_SEARCH_EMPTY_EVENT, RETAIL_SEARCH_TYPES } from './retail-search.ts';
export type { RetailSearchDetails, RetailSearchType } from './retail-search.ts';
export type { Properties, Tracker, TrackedUser, TrackerEnvironment } from './tracker.ts';

function browserEnvironment(): TrackerEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Blocked by privacy settings: campaigns then last one page.
  }
  return {
    fetch: window.fetch.bind(window),
    sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    location: window.location,
    document,
    window,
    storage,
    userAgent: navigator.userAgent,
    locale: navigator.language,
  };
}

let instance: Tracker | null = null;

// Created on first use, so importing this module touches no browser API (tests, prerendering).
const tracker = () => (instance ??= createTracker(browserEnvironment()));

/** Records a page view; the app calls it after every navigation. */
export const page = (name?: string, properties?: Properties): void => tracker().page(name, properties);

/** Records a named event, e.g. track('Product Added', { sku, quantity }). */
export const track = (event: string, properties?: Properties): void => tracker().track(event, properties);

/** Records who the visitor is. */
export const identify = (userId: string, traits?: Properties): void => tracker().identify(userId, traits);

/** Sets the signed-in user (e-mail as userId, current organization) or, with null, goes back to anonymous. */
export const setUser = (user: TrackedUser | null): void => tracker().setUser(user);

/** Sends every waiting call now. */
export const flush = (): Promise<void> => tracker().flush();

/** Spec section 7's retail-search feed; sent only for a specialty organization's user (spec section 6). */
export const retailSearch = (type: RetailSearchType, details?: RetailSearchDetails): void =>
  tracker().retailSearch(type, details);

/** The kind of asset an 'Asset Viewed' event is about. */
export type AssetKind = 'video' | 'document';

/** 'Asset Viewed' (spec section 7): a product video played or a document opened. */
export const trackAssetViewed = (asset: {
  kind: AssetKind;
  url: string;
  title: string;
  sku?: string;
}): void =>
  tracker().track('Asset Viewed', {
    asset_type: asset.kind,
    asset_url: asset.url,
    asset_title: asset.title,
    ...(asset.sku ? { product_id: asset.sku, sku: asset.sku } : {}),
  });
