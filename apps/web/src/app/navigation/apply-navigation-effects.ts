import { footerQueryOptions } from '../../features/content/api/get-footer.ts';
import { globalSettingsQueryOptions } from '../../features/content/api/get-global-settings.ts';
import { reloadHeader } from '../../features/content/api/get-header.ts';
import { useNavigationGuardStore } from '../../lib/navigation-guard-store.ts';
import { pageModelHooks } from '../page-model/page-model-hooks.ts';
import { cancelPageModelLoad, loadPageModel, usePageModelStore } from '../page-model/page-model-store.ts';
import { queryClient } from '../query-client.ts';
import { samePath, type NavigationEffect } from './navigation-guard.ts';

function isRequested(url: string): boolean {
  const requested = usePageModelStore.getState().requestedUrl;
  return (
    requested !== null &&
    samePath(new URL(requested, location.origin).pathname, new URL(url, location.origin).pathname)
  );
}

/** Does the step-4 work of a navigation to `toUrl` (path and query), in the order given. */
export function applyNavigationEffects(effects: readonly NavigationEffect[], toUrl: string): void {
  const guard = useNavigationGuardStore.getState();
  for (const effect of effects) {
    switch (effect) {
      case 'clearUnsavedOrderFlags':
        useNavigationGuardStore.setState({ orderEditHasUnsavedChanges: false });
        break;
      case 'loadDefaultCart':
        void guard.loadDefaultCart?.();
        break;
      case 'cancelPendingRequests':
        // The content request of the page being left; one already asked for this target carries on.
        // Cached queries are left alone: cancelling one a mounted widget waits for would leave it waiting.
        if (!isRequested(toUrl)) cancelPageModelLoad();
        break;
      case 'reloadLayoutContent':
        void reloadHeader(queryClient);
        void queryClient.prefetchQuery(footerQueryOptions());
        void queryClient.prefetchQuery(globalSettingsQueryOptions());
        break;
      case 'clearErrors':
        usePageModelStore.getState().dispatch({ type: 'errorCleared' });
        break;
      case 'reloadPageContent':
        if (!isRequested(toUrl)) void loadPageModel(toUrl, pageModelHooks);
        break;
    }
  }
}
