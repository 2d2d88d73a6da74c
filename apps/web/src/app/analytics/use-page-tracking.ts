import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePageModelStore } from '../page-model/page-model-store.ts';
import { trackDocumentClick, trackExitIntent, trackPageView, trackUser } from './tracker-bridge.ts';

/**
 * Tracks a page view after each navigation, once that page's content (and so its title) is on screen,
 * attributed to the user the page model names.
 */
export function usePageTracking(): void {
  const { key, pathname } = useLocation();
  const model = usePageModelStore((state) => state.model);
  const url = usePageModelStore((state) => state.url);
  const tracked = useRef<string | null>(null);
  const previousUrl = useRef<string>(document.referrer);

  useEffect(() => {
    if (model) trackUser(model.currentUser);
  }, [model]);

  useEffect(() => {
    if (!model || url === null || tracked.current === key) return;
    if (new URL(url, location.origin).pathname !== pathname) return;
    tracked.current = key;
    trackPageView({
      name: model.content.name,
      pageType: model.content.pageType,
      referrer: previousUrl.current,
    });
    previousUrl.current = location.href;
  }, [key, pathname, model, url]);
}

/** Tracks 'Exit Intent' whenever the tab becomes hidden (spec section 4). */
export function useExitIntentTracking(): void {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'hidden') trackExitIntent(location.pathname);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}

/** Tracks 'Asset Viewed' when a document link anywhere on the page is opened (spec section 7). */
export function useDocumentViewTracking(): void {
  useEffect(() => {
    document.addEventListener('click', trackDocumentClick, { capture: true });
    return () => document.removeEventListener('click', trackDocumentClick, { capture: true });
  }, []);
}
