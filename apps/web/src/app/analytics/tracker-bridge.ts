import type { CurrentUser } from '@larder/contract';
import { page, retailSearch, setUser, track, trackAssetViewed } from '../../lib/tracker/index.ts';

/** What a page view reports besides the URL facts the tracker adds itself. */
export interface PageView {
  name: string;
  pageType: string;
  referrer: string;
}

/** Tracks a page view (spec section 2: after each navigation), named after the content shown. */
export function trackPageView(view: PageView): void {
  page(view.name, { pageType: view.pageType, referrer: view.referrer });
  // The retail-search feed's page events (sent for specialty organizations only).
  if (view.pageType === 'StartPage') retailSearch('home-page-view');
  if (view.pageType === 'CartPage') retailSearch('shopping-cart-page-view');
}

/** File types an 'Asset Viewed' document is (spec sheets, price lists, certificates). */
const DOCUMENT_PATH = /\.(pdf|docx?|xlsx?|csv|pptx?|txt)$/i;

/** The document a clicked element links to (its URL and title), or null when it is no document link. */
export function documentLinkOf(
  target: EventTarget | null,
  base: string,
): { url: string; title: string } | null {
  const link = (target as Element | null)?.closest?.('a[href]');
  if (!link) return null;
  const url = new URL(link.getAttribute('href') ?? '', base);
  if (!/^https?:$/.test(url.protocol) || !DOCUMENT_PATH.test(url.pathname)) return null;
  const title =
    link.getAttribute('aria-label') || link.textContent?.replace(/\s+/g, ' ').trim() || url.pathname;
  return { url: url.href, title };
}

/** Tracks 'Asset Viewed' for a document link the visitor opened (spec section 7). */
export function trackDocumentClick(event: Event): void {
  const document = documentLinkOf(event.target, location.href);
  if (document) trackAssetViewed({ kind: 'document', ...document });
}

/** Tracks 'Exit Intent': the visitor hid the tab on this path (spec section 4). */
export function trackExitIntent(path: string): void {
  track('Exit Intent', { path });
}

/** Attributes later events to the signed-in user and organization, or to the anonymous visitor. */
export function trackUser(user: CurrentUser): void {
  setUser(
    user.isAuthenticated
      ? {
          userId: user.email,
          organizationId: user.currentOrganization?.id ?? null,
          // Spec section 6: the retail-search feed is for specialty organizations only.
          retailSearch: user.currentOrganization?.isSpecialty === true,
        }
      : null,
  );
}
