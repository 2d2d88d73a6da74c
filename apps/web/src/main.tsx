import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadLayout } from './app/layout/default-layout.tsx';
import { pageComponents } from './app/page-components.ts';
import { pageModelHooks } from './app/page-model/page-model-hooks.ts';
import { loadPageModel } from './app/page-model/page-model-store.ts';
import { queryClient } from './app/query-client.ts';
import { globalSettingsQueryOptions } from './features/content/api/get-global-settings.ts';
import { headerQueryOptions } from './features/content/api/get-header.ts';
import './styles.css';

// The first page's content, the header and global settings are asked for before React renders, and the
// layout's and the home page's code alongside them.
void loadPageModel(`${location.pathname}${location.search}`, pageModelHooks);
void queryClient.prefetchQuery(headerQueryOptions());
void queryClient.prefetchQuery(globalSettingsQueryOptions());
preloadLayout();
if (location.pathname === '/') void pageComponents.StartPage.preload();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
