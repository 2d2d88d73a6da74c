import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { ScrollRestoration, useHref, useNavigate } from 'react-router';
import { OnHoldBanner } from './on-hold-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { ToastRegion } from './toast-region.tsx';

/** The default layout (spec section 2): sticky header, account banner, the page, footer and toasts. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <OnHoldBanner />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <ToastRegion />
      </div>
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
