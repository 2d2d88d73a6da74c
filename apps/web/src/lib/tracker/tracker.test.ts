import {
  ANONYMOUS_ID as CONTRACT_ANONYMOUS_ID,
  analyticsBatchSchema,
  type AnalyticsBatch,
} from '@larder/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_ID, COLLECTOR_URL, createTracker, type TrackerEnvironment } from './tracker.ts';

interface Delivery {
  via: 'fetch' | 'beacon';
  url: string;
  batch: AnalyticsBatch['batch'];
  sentAt: string | undefined;
  keepalive?: boolean;
  contentType?: string;
}

interface Options {
  search?: string;
  /** Status answered to the nth fetch, or an Error to throw (a network failure). */
  answer?: (n: number) => number | Error;
  beacon?: 'accept' | 'refuse' | 'missing';
}

/** A browser stand-in: a document and window that dispatch events, and a network that records what it carries. */
function setup(options: Options = {}) {
  const search = options.search ?? '';
  const delivered: Delivery[] = [];
  let fetches = 0;
  const document = Object.assign(new EventTarget(), {
    title: 'Beef | Larder',
    referrer: 'https://www.google.com/',
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const window = new EventTarget();
  const items = new Map<string, string>();
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const answer = options.answer?.(++fetches) ?? 200;
    if (answer instanceof Error) throw answer;
    if (answer === 200) {
      const body = JSON.parse(init!.body as string) as AnalyticsBatch;
      delivered.push({
        via: 'fetch',
        url: String(url),
        batch: body.batch,
        sentAt: body.sentAt,
        keepalive: init!.keepalive,
        contentType: (init!.headers as Record<string, string>)['content-type'],
      });
    }
    return new Response(JSON.stringify({ success: answer === 200 }), { status: answer });
  });
  const sendBeacon = vi.fn((url: string, data: string) => {
    if (options.beacon === 'refuse') return false;
    const body = JSON.parse(data) as AnalyticsBatch;
    delivered.push({ via: 'beacon', url, batch: body.batch, sentAt: body.sentAt });
    return true;
  });
  const env: TrackerEnvironment = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    sendBeacon: options.beacon === 'missing' ? undefined : sendBeacon,
    location: { href: `https://larder.test/beef/${search}`, pathname: '/beef/', search },
    document,
    window,
    storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) },
    userAgent: 'TestBrowser/1.0',
    locale: 'en-US',
  };
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const calls = () => delivered.flatMap((d) => d.batch);
  return {
    env,
    tracker: createTracker(env),
    delivered,
    calls,
    fetch,
    sendBeacon,
    hide,
    window,
    document,
    items,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-04T15:30:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tracker', () => {
  it("uses the contract's anonymous id", () => {
    expect(ANONYMOUS_ID).toBe(CONTRACT_ANONYMOUS_ID);
  });

  it('sends an anonymous page view after the flush interval, as a batch the collector accepts', async () => {
    const { tracker, delivered } = setup();
    tracker.page('Beef', { category: 'protein' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(delivered).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(delivered).toHaveLength(1);
    const [request] = delivered;
    expect(request).toMatchObject({
      via: 'fetch',
      url: COLLECTOR_URL,
      contentType: 'application/json',
      keepalive: true,
      sentAt: '2026-05-04T15:30:02.000Z',
    });
    expect(analyticsBatchSchema.safeParse({ batch: request!.batch, sentAt: request!.sentAt }).success).toBe(
      true,
    );
    const [call] = request!.batch;
    expect(call).toEqual({
      type: 'page',
      name: 'Beef',
      properties: {
        path: '/beef/',
        referrer: 'https://www.google.com/',
        search: '',
        title: 'Beef | Larder',
        url: 'https://larder.test/beef/',
        category: 'protein',
      },
      messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      timestamp: '2026-05-04T15:30:00.000Z',
      anonymousId: '00000',
      userId: null,
      context: {
        page: {
          path: '/beef/',
          referrer: 'https://www.google.com/',
          search: '',
          title: 'Beef | Larder',
          url: 'https://larder.test/beef/',
        },
        userAgent: 'TestBrowser/1.0',
        locale: 'en-US',
        library: { name: 'larder-tracker', version: '1.0.0' },
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
  });

  it('batches calls made within the interval into one request, each with its own messageId', async () => {
    const { tracker, delivered, calls } = setup();
    tracker.page();
    tracker.track('Product Viewed', { sku: 'BEEF-100' });
    tracker.track('Product Added', { sku: 'BEEF-100', quantity: 2 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(delivered).toHaveLength(1);
    expect(calls().map((c) => c.event ?? c.type)).toEqual(['page', 'Product Viewed', 'Product Added']);
    expect(new Set(calls().map((c) => c.messageId)).size).toBe(3);
  });

  it('sends at once when 20 calls are waiting', async () => {
    const { tracker, delivered } = setup();
    for (let i = 0; i < 20; i++) tracker.track('Product Hovered', { position: i });
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.batch).toHaveLength(20);
    tracker.track('Product Hovered', { position: 20 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(delivered.map((d) => d.batch.length)).toEqual([20, 1]);
  });

  it('carries the signed-in user and organization after setUser, and drops them after setUser(null)', async () => {
    const { tracker, calls } = setup();
    tracker.setUser({ userId: 'chef@bistro.test', organizationId: 'ORG7' });
    tracker.track('Order Submitted', { total: 120 });
    tracker.setUser(null);
    tracker.track('Exit Intent');
    await tracker.flush();
    const [signedIn, anonymous] = calls();
    expect(signedIn).toMatchObject({
      userId: 'chef@bistro.test',
      anonymousId: '00000',
      context: { groupId: 'ORG7' },
    });
    expect(anonymous).toMatchObject({ userId: null, anonymousId: '00000', properties: {} });
    expect(anonymous!.context).not.toHaveProperty('groupId');
  });

  it('carries one analytics session id per browser session (spec section 7)', async () => {
    const first = setup();
    first.tracker.track('Product Viewed');
    await first.tracker.flush();
    const id = first.calls()[0]!.context!.sessionId as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.tracker.sessionId()).toBe(id);
    // Another page of the same tab session reads the id back from sessionStorage.
    const again = createTracker({ ...first.env });
    expect(again.sessionId()).toBe(id);
    expect(setup().tracker.sessionId()).not.toBe(id);
  });

  it('feeds retail search only for specialty organizations: an empty event, then one named after its type', async () => {
    const { tracker, calls } = setup();
    tracker.retailSearch('add-to-cart', { products: [{ id: 'SKU1', quantity: 2 }] });
    tracker.setUser({ userId: 'chef@protein.test', organizationId: 'P1', retailSearch: false });
    tracker.retailSearch('add-to-cart', { products: [{ id: 'SKU1', quantity: 2 }] });
    tracker.setUser({ userId: 'chef@specialty.test', organizationId: 'S1', retailSearch: true });
    tracker.retailSearch('add-to-cart', { products: [{ id: 'SKU1', quantity: 2 }] });
    tracker.retailSearch('search', { searchQuery: 'brie' });
    await tracker.flush();
    expect(calls().map((c) => [c.event, c.properties])).toEqual([
      ['retail-search', {}],
      [
        'add-to-cart',
        {
          eventType: 'add-to-cart',
          visitorId: 'chef@specialty.test',
          sessionId: tracker.sessionId(),
          productDetails: [{ product: { id: 'SKU1' }, quantity: 2 }],
        },
      ],
      ['retail-search', {}],
      [
        'search',
        {
          eventType: 'search',
          visitorId: 'chef@specialty.test',
          sessionId: tracker.sessionId(),
          searchQuery: 'brie',
        },
      ],
    ]);
    expect(analyticsBatchSchema.safeParse({ batch: calls() }).success).toBe(true);
  });

  it('identify records the traits and later calls carry the user id', async () => {
    const { tracker, calls } = setup();
    tracker.identify('chef@bistro.test', { firstName: 'Ana' });
    tracker.track('Product Viewed');
    await tracker.flush();
    expect(calls()[0]).toMatchObject({
      type: 'identify',
      userId: 'chef@bistro.test',
      traits: { firstName: 'Ana' },
    });
    expect(calls()[1]).toMatchObject({ type: 'track', userId: 'chef@bistro.test' });
  });

  it('puts the landing utm_ parameters in context.campaign and keeps them for the session', async () => {
    const landing = setup({ search: '?utm_source=newsletter&utm_campaign=spring&q=beef' });
    landing.tracker.page();
    await landing.tracker.flush();
    expect(landing.calls()[0]!.context).toMatchObject({ campaign: { source: 'newsletter', name: 'spring' } });

    // The next page load in the same tab, without the parameters.
    const next = setup();
    next.env.storage = landing.env.storage;
    const tracker = createTracker(next.env);
    tracker.track('Product Viewed');
    await tracker.flush();
    expect(next.calls()[0]!.context).toMatchObject({ campaign: { source: 'newsletter', name: 'spring' } });
  });

  it('sends everything waiting as beacons when the page is hidden, in batches of 20', async () => {
    // The collector is down, so 25 calls pile up.
    const { tracker, delivered, hide, fetch } = setup({ answer: () => 503 });
    for (let i = 0; i < 25; i++) tracker.track('Product Hovered', { position: i });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(delivered).toHaveLength(0);
    hide();
    expect(delivered.map((d) => [d.via, d.batch.length])).toEqual([
      ['beacon', 20],
      ['beacon', 5],
    ]);
    expect(delivered.flatMap((d) => d.batch.map((c) => c.properties!.position))).toEqual(
      Array.from({ length: 25 }, (_, i) => i),
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends on pagehide too, and at once for a call made while hidden', async () => {
    const { tracker, delivered, window, hide } = setup();
    tracker.page();
    window.dispatchEvent(new Event('pagehide'));
    expect(delivered.map((d) => d.via)).toEqual(['beacon']);
    hide();
    tracker.track('Exit Intent');
    expect(delivered.map((d) => d.via)).toEqual(['beacon', 'beacon']);
    expect(delivered[1]!.batch[0]).toMatchObject({ event: 'Exit Intent' });
  });

  it('falls back to a keepalive fetch when the beacon is refused or missing', async () => {
    for (const beacon of ['refuse', 'missing'] as const) {
      const { tracker, delivered, hide } = setup({ beacon });
      tracker.track('Exit Intent');
      hide();
      await vi.advanceTimersByTimeAsync(0);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({ via: 'fetch', keepalive: true });
    }
  });

  it('keeps calls through a failed send and retries them later, backing off', async () => {
    const { tracker, delivered, calls, fetch } = setup({
      answer: (n) => (n === 1 ? new TypeError('Failed to fetch') : n === 2 ? 503 : 200),
    });
    tracker.track('Product Added', { sku: 'OIL-5' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(7999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(delivered).toHaveLength(1);
    expect(calls().map((c) => c.event)).toEqual(['Product Added']);
  });

  it('drops a batch the collector refuses as invalid instead of retrying it forever', async () => {
    const { tracker, fetch } = setup({ answer: () => 400 });
    tracker.track('Product Added');
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
