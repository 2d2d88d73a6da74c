/**
 * What the service worker keeps and where (ADR 047). Shared by the worker and the app: the app empties the
 * page and read caches when the buyer signs out, so the next person on the device sees none of it.
 */

/** Pages (HTML and their JSON page models), network first. */
export const PAGE_CACHE = 'larder-pages';
/** GET reads of the web API (current user, header, cart), network first. */
export const API_CACHE = 'larder-api';
/** Product pictures and thumbnails. */
export const IMAGE_CACHE = 'larder-images';
/** The message the app sends a waiting worker to take over, when the app is (re)opened. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** The caches that hold the signed-in buyer's data. */
export const BUYER_CACHES = [PAGE_CACHE, API_CACHE] as const;

type Requested = Pick<Request, 'method' | 'mode' | 'destination' | 'headers'>;

// Never kept: signing in and out, the staff console's and the integration API's calls, the analytics
// beacons, and uploads or downloads that are not reads of the storefront.
const NEVER_KEPT =
  /^\/(web-api\/(auth\/(?!current-user|original-user)|staff|analytics|iterable)|api\/|staff\/|sw\.js|healthz)/;

/** A storefront page: a navigation, or a page model asked for as JSON at a page's address. */
export function isPage(request: Requested, url: URL): boolean {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  if (NEVER_KEPT.test(url.pathname) || url.pathname.startsWith('/web-api/')) return false;
  if (url.pathname.startsWith('/assets/') || isImagePath(url.pathname)) return false;
  const accept = request.headers.get('accept') ?? '';
  return request.mode === 'navigate' || accept.includes('application/json') || accept.startsWith('text/html');
}

/** A read of the web API that can be shown from its last answer offline. */
export function isApiRead(request: Requested, url: URL): boolean {
  return (
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/web-api/') &&
    !NEVER_KEPT.test(url.pathname)
  );
}

function isImagePath(pathname: string): boolean {
  return /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(pathname) || pathname.startsWith('/media/');
}

/** A picture of our own origin (thumbnails in guides). */
export function isImage(request: Requested, url: URL): boolean {
  return (
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (request.destination === 'image' || isImagePath(url.pathname)) &&
    !url.pathname.startsWith('/assets/')
  );
}
