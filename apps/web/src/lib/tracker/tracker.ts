import type { AnalyticsBatch, AnalyticsEvent } from '@larder/contract';
import { sessionCampaign, type CampaignStorage } from './campaign.ts';
import { newMessageId } from './message-id.ts';
import {
  RETAIL_SEARCH_EMPTY_EVENT,
  analyticsSessionId,
  retailSearchProperties,
  type RetailSearchDetails,
  type RetailSearchType,
} from './retail-search.ts';
import { beaconBatch, postBatch, type Transport } from './transport.ts';

/** The anonymous id every anonymous visitor carries (spec section 6); the contract's ANONYMOUS_ID, kept here so the bundle never pulls in zod. */
export const ANONYMOUS_ID = '00000';

/** The collector every batch goes to. */
export const COLLECTOR_URL = '/analytics/v1/batch';

/** Calls wait at most this long before they are sent. */
export const FLUSH_INTERVAL_MS = 2000;

/** Calls per request; this many waiting are sent at once. */
export const MAX_BATCH = 20;

// Bounds memory while the collector cannot be reached; the oldest calls go first.
const MAX_QUEUE = 500;
const MAX_RETRY_DELAY_MS = 60_000;
const LIBRARY = { name: 'larder-tracker', version: '1.0.0' };

/** Free-form event properties or user traits. */
export type Properties = Record<string, unknown>;

/** The signed-in user events are attributed to (the server checks this against the session). */
export interface TrackedUser {
  userId: string;
  organizationId?: string | null;
  /** Spec section 6: only specialty organizations feed the retail search service. */
  retailSearch?: boolean;
}

/** What the tracker reads from the browser; injected so tests need no DOM. */
export interface TrackerEnvironment extends Transport {
  location: Pick<Location, 'href' | 'pathname' | 'search'>;
  document: EventTarget & Pick<Document, 'title' | 'referrer' | 'visibilityState'>;
  window: EventTarget;
  /** sessionStorage, or null where the browser blocks it. */
  storage: CampaignStorage | null;
  userAgent: string;
  locale: string;
  now?: () => Date;
  messageId?: () => string;
}

/** Segment-spec calls, batched to the collector. */
export interface Tracker {
  /** Records a page view; call it after every navigation. */
  page(name?: string, properties?: Properties): void;
  /** Records a named event such as 'Product Added'. */
  track(event: string, properties?: Properties): void;
  /** Records who the visitor is; later calls carry the user id. */
  identify(userId: string, traits?: Properties): void;
  /** Sets (or, with null, clears) the signed-in user later calls carry. */
  setUser(user: TrackedUser | null): void;
  /** Sends everything waiting now. */
  flush(): Promise<void>;
  /** Spec section 7's retail-search feed (specialty only): an empty event, then one named after its type. */
  retailSearch(type: RetailSearchType, details?: RetailSearchDetails): void;
  /** The analytics session id every call carries in its context. */
  sessionId(): string;
}

type Call = Pick<AnalyticsEvent, 'type' | 'event' | 'name' | 'properties' | 'traits'>;

/**
 * A tracker that batches calls and sends them every FLUSH_INTERVAL_MS, at MAX_BATCH calls, and as a
 * beacon when the page is hidden or unloaded; failed sends are retried with growing delays.
 */
export function createTracker(env: TrackerEnvironment, endpoint: string = COLLECTOR_URL): Tracker {
  const now = env.now ?? (() => new Date());
  const messageId = env.messageId ?? (() => newMessageId());
  const campaign = sessionCampaign(env.location.search, env.storage);
  const sessionId = analyticsSessionId(env.storage, messageId);
  let user: TrackedUser | null = null;
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;

  const pageFacts = () => ({
    path: env.location.pathname,
    referrer: env.document.referrer,
    search: env.location.search,
    title: env.document.title,
    url: env.location.href,
  });

  function context(): Properties {
    const result: Properties = {
      page: pageFacts(),
      userAgent: env.userAgent,
      locale: env.locale,
      library: LIBRARY,
      sessionId,
    };
    if (campaign) result.campaign = campaign;
    if (user?.organizationId) result.groupId = user.organizationId;
    return result;
  }

  function schedule(delayMs: number): void {
    timer ??= setTimeout(() => {
      timer = null;
      void flush();
    }, delayMs);
  }

  function cancelTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  const body = (batch: AnalyticsEvent[]) =>
    JSON.stringify({ batch, sentAt: now().toISOString() } satisfies AnalyticsBatch);

  async function flush(): Promise<void> {
    cancelTimer();
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      const result = await postBatch(env, endpoint, body(batch));
      if (result === 'retry') {
        queue = [...batch, ...queue].slice(-MAX_QUEUE);
        failures++;
        cancelTimer();
        schedule(Math.min(MAX_RETRY_DELAY_MS, FLUSH_INTERVAL_MS * 2 ** failures));
        return;
      }
      failures = 0;
    }
  }

  function flushOnExit(): void {
    cancelTimer();
    while (queue.length > 0) beaconBatch(env, endpoint, body(queue.splice(0, MAX_BATCH)));
  }

  function record(call: Call): void {
    queue.push({
      ...call,
      messageId: messageId(),
      timestamp: now().toISOString(),
      anonymousId: ANONYMOUS_ID,
      userId: user?.userId ?? null,
      context: context(),
    });
    if (queue.length > MAX_QUEUE) queue.shift();
    // A call made while hidden (say, an exit-intent event) may be the page's last chance to send.
    if (env.document.visibilityState === 'hidden') flushOnExit();
    else if (queue.length >= MAX_BATCH) void flush();
    else schedule(FLUSH_INTERVAL_MS);
  }

  env.document.addEventListener('visibilitychange', () => {
    if (env.document.visibilityState === 'hidden') flushOnExit();
  });
  env.window.addEventListener('pagehide', flushOnExit);

  return {
    page: (name, properties = {}) =>
      record({ type: 'page', name, properties: { ...pageFacts(), ...properties } }),
    track: (event, properties = {}) => record({ type: 'track', event, properties }),
    identify(userId, traits = {}) {
      user = { userId, organizationId: user?.organizationId ?? null };
      record({ type: 'identify', traits });
    },
    setUser(next) {
      user = next ? { ...next } : null;
    },
    flush,
    retailSearch(type, details = {}) {
      if (!user?.retailSearch) return;
      record({ type: 'track', event: RETAIL_SEARCH_EMPTY_EVENT, properties: {} });
      record({
        type: 'track',
        event: type,
        properties: retailSearchProperties(type, details, { visitorId: user.userId, sessionId }),
      });
    },
    sessionId: () => sessionId,
  };
}
