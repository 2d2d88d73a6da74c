import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  API_CACHE,
  IMAGE_CACHE,
  isApiRead,
  isImage,
  isPage,
  PAGE_CACHE,
  SKIP_WAITING_MESSAGE,
} from './lib/offline/sw-routes.ts';

/**
 * The storefront's service worker (issue 34, ADR 047), built by vite-plugin-pwa (Workbox, injectManifest).
 * The hashed scripts and styles are precached; pages and reads are network first, so online the app shell
 * is always the server's newest and a stale one is never served beyond one open after an update; offline
 * they come from the last copy. A new worker waits until the page asks it to take over (on the next open).
 */

// The worker's global scope, typed here: the app's TypeScript program has the DOM library, not WebWorker's.
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

const SIXTY_DAYS = 60 * 86_400;

/** An unvisited page offline: the last page kept, whose app routes the address itself. */
const anyKeptPage = {
  handlerDidError: async () => {
    const cache = await caches.open(PAGE_CACHE);
    for (const request of await cache.keys()) {
      if (!(request.headers.get('accept') ?? '').includes('text/html')) continue;
      const response = await cache.match(request);
      if (response) return response;
    }
    return undefined;
  },
};

/** A page model's address carries the moment it was asked (`t`): kept without it, so offline finds it. */
const withoutMoment = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    if (request.mode === 'navigate') return request;
    const url = new URL(request.url);
    if (!url.searchParams.has('t')) return request;
    url.searchParams.delete('t');
    return new Request(url.href, { headers: request.headers });
  },
};

registerRoute(
  ({ request, url }) => isPage(request, url),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: 4,
    // A page's HTML and its JSON model are asked at different addresses (the model's has a query), so the
    // Accept the server varies on need not match: the page kept by the app's own warm-up then serves a
    // navigation too.
    matchOptions: { ignoreVary: true },
    plugins: [
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: SIXTY_DAYS }),
      withoutMoment,
      anyKeptPage,
    ],
  }),
);

registerRoute(
  ({ request, url }) => isApiRead(request, url),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: SIXTY_DAYS })],
  }),
);

registerRoute(
  ({ request, url }) => isImage(request, url),
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 3_000, maxAgeSeconds: SIXTY_DAYS, purgeOnQuotaError: true }),
    ],
  }),
);
