import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { samePath } from '../navigation/navigation-guard.ts';
import { pageModelHooks } from './page-model-hooks.ts';
import { loadPageModel, usePageModelStore } from './page-model-store.ts';

/**
 * Loads the page model of the first page, and of any page the guard did not already load (a navigation
 * let through from its modal): the content on screen always follows the path in the address bar.
 */
export function usePageModelForLocation(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const requested = usePageModelStore.getState().requestedUrl;
    if (requested !== null && samePath(new URL(requested, location.origin).pathname, pathname)) return;
    void loadPageModel(`${pathname}${search}`, pageModelHooks);
  }, [pathname, search]);
}

/** Loads the current page's model again (after an error). */
export function retryPageModel(): void {
  void loadPageModel(`${location.pathname}${location.search}`, pageModelHooks);
}
