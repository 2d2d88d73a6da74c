import {
  createTracker,
  type Properties,
  type Tracker,
  type TrackedUser,
  type TrackerEnvironment,
} from './tracker.ts';

export { ANONYMOUS_ID, createTracker } from './tracker.ts';
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
