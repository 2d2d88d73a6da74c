import type { ReactNode } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload.ts';
import { useIsLoaded } from '../../lib/use-is-loaded.ts';
import { windowSettings } from '../../lib/window-settings.ts';
import { usePageModelStore } from '../page-model/page-model-store.ts';
import { HeaderPlaceholder } from './header-placeholder.tsx';
import { PageLoadingBar } from './page-loading-bar.tsx';

const LayoutChrome = lazyWithPreload(() => import('./layout-chrome.tsx').then((m) => m.LayoutChrome));

/** Starts loading the layout's chunk; called before the first render. Settles once it has arrived (or failed). */
export function preloadLayout(): Promise<unknown> {
  return LayoutChrome.preload();
}

/**
 * The default layout (spec section 2): site alert, sticky header, account banner, the page, footer,
 * toasts and modals. User-dependent parts wait for the first page model, which carries the users.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const usersReady = usePageModelStore((state) => state.modelLoaded || state.modelLoadError !== null);
  const isLoading = usePageModelStore((state) => state.isModelLoading && state.modelLoaded);
  const chromeLoaded = useIsLoaded(LayoutChrome);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <PageLoadingBar active={isLoading} />
      {chromeLoaded ? (
        <LayoutChrome usersReady={usersReady} storeName={windowSettings().storeName}>
          {children}
        </LayoutChrome>
      ) : (
        <>
          <HeaderPlaceholder />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
        </>
      )}
    </div>
  );
}
