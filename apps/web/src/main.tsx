import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadLayout } from './app/layout/default-layout.tsx';
import { pageComponents } from './app/page-components.ts';
import { navigationTypeOf, takeInitialData } from './app/page-model/initial-data.ts';
import { pageModelHooks } from './app/page-model/page-model-hooks.ts';
import { loadPageModel, showPageModel } from './app/page-model/page-model-store.ts';
import { queryClient } from './app/query-client.ts';
import { globalSettingsQueryOptions } from './features/content/api/get-global-settings.ts';
import { headerQueryOptions } from './features/content/api/get-header.ts';
import './styles.css';
import { queryKeys } from './lib/query-keys.ts';
import { installLiveAnnouncerNames } from './lib/live-announcer-names.ts';

// Every live announcement has a name: no unnamed image in the announcer (axe role-img-alt).
installLiveAnnouncerNames();

// How long the first render may wait for the layout's and the page's code before showing placeholders.
const FIRST_RENDER_WAIT_MS = 500;

// The first page's model and the global settings come with the HTML (failing that, they are asked for
// before React renders); the header is asked for at once, and the layout's and the page's code alongside
// it (the server has had the browser fetch both with the entry already).
const firstUrl = `${location.pathname}${location.search}`;
const initial = takeInitialData(document, firstUrl, navigationTypeOf());
if (initial) {
  queryClient.setQueryData(queryKeys.content.globalSettings, initial.globalSettings);
  showPageModel(firstUrl, initial.page, pageModelHooks);
} else {
  void loadPageModel(firstUrl, pageModelHooks);
  void queryClient.prefetchQuery(globalSettingsQueryOptions());
}
void queryClient.prefetchQuery(headerQueryOptions());
const firstPage = initial?.page.model.content.pageType ?? (location.pathname === '/' ? 'StartPage' : null);
const code = Promise.all([preloadLayout(), firstPage && pageComponents[firstPage].preload()]);

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// With the data at hand the page renders once, complete, as soon as its code is there: placeholders
// rendered first would only be thrown away, which costs a slow phone more than the short wait.
if (initial) {
  const wait = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  void Promise.race([code, wait])
    .catch(() => undefined)
    .then(render);
} else {
  void code.catch(() => undefined);
  render();
}

// The offline storefront (service worker, stored guides, the queue of offline changes) loads after the
// first paint: the page does not need it to show, and the entry stays within its budget (ADR 047).
function startOfflineLater(): void {
  setTimeout(() => {
    void import('./app/offline/start-offline.ts')
      .then((offline) => offline.startOffline())
      .catch(() => undefined);
  }, 0);
}
if (document.readyState === 'complete') startOfflineLater();
else window.addEventListener('load', startOfflineLater, { once: true });
