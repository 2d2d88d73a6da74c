import type { CurrentUser } from '@larder/contract';
import { page, setUser, track } from '../../lib/tracker/index.ts';

/** What a page view reports besides the URL facts the tracker adds itself. */
export interface PageView {
  name: string;
  pageType: string;
  referrer: string;
}

/** Tracks a page view (spec section 2: after each navigation), named after the content shown. */
export function trackPageView(view: PageView): void {
  page(view.name, { pageType: view.pageType, referrer: view.referrer });
}

/** Tracks 'Exit Intent': the visitor hid the tab on this path (spec section 4). */
export function trackExitIntent(path: string): void {
  track('Exit Intent', { path });
}

/** Attributes later events to the signed-in user and organization, or to the anonymous visitor. */
export function trackUser(user: CurrentUser): void {
  setUser(
    user.isAuthenticated
      ? { userId: user.email, organizationId: user.currentOrganization?.id ?? null }
      : null,
  );
}
