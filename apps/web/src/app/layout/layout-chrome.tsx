import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentUserQueryOptions } from '../../features/auth/api/get-current-user.ts';
import { SiteAlertBanner } from '../../features/content/components/site-alert-banner.tsx';
import { SiteFooter } from '../../features/content/components/site-footer.tsx';
import { DraftPreviewBanner } from './draft-preview-banner.tsx';
import { LayoutOverlays, UserBanners } from './layout-extras.tsx';
import { SiteHeader } from './site-header.tsx';

/** Props of LayoutChrome. */
export interface LayoutChromeProps {
  usersReady: boolean;
  storeName: string;
  children: ReactNode;
}

/**
 * The layout around the page: site alert, header, account banner, footer, toasts and modals. Loaded as
 * one chunk alongside the first page's content, so the page's first script stays small.
 */
export function LayoutChrome({ usersReady, storeName, children }: LayoutChromeProps) {
  const { data: user } = useQuery({ ...currentUserQueryOptions(), enabled: usersReady });
  return (
    <>
      {/* The site's chrome (alert, header, banners, footer) never prints over a print view (styles.css). */}
      <div data-site-chrome className="contents">
        <DraftPreviewBanner usersReady={usersReady} />
        <SiteAlertBanner />
        <SiteHeader usersReady={usersReady} />
        <UserBanners usersReady={usersReady} />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <div data-site-chrome className="contents">
        <SiteFooter storeName={storeName} signedIn={usersReady && user?.isAuthenticated === true} />
        <LayoutOverlays usersReady={usersReady} />
      </div>
    </>
  );
}
