import type { PageType } from '@larder/contract';
import { lazyWithPreload, type PreloadableComponent } from '../lib/lazy-with-preload.ts';
import type { PageProps } from '../lib/page-props.ts';

const ProductListingPage = lazyWithPreload(() =>
  import('../pages/product-listing/product-listing-page.tsx').then((m) => m.ProductListingPage),
);
const SearchPage = lazyWithPreload(() => import('../pages/search/search-page.tsx').then((m) => m.SearchPage));

/** The component of each content page type; each is its own chunk, loaded when a page of its type opens. */
export const pageComponents: Record<PageType, PreloadableComponent<PageProps>> = {
  StartPage: lazyWithPreload(() => import('../pages/start/start-page.tsx').then((m) => m.StartPage)),
  StandardPage: lazyWithPreload(() =>
    import('../pages/standard/standard-page.tsx').then((m) => m.StandardPage),
  ),
  ProductListingPage,
  SubcategoryData: ProductListingPage,
  SearchPage,
  SearchResultsPage: SearchPage,
  ProductDetailPage: lazyWithPreload(() =>
    import('../pages/product-detail/product-detail-page.tsx').then((m) => m.ProductDetailPage),
  ),
  OrderGuideDetailPage: lazyWithPreload(() =>
    import('../pages/order-guide-detail/order-guide-detail-page.tsx').then((m) => m.OrderGuideDetailPage),
  ),
  OrderGuideListingPage: lazyWithPreload(() =>
    import('../pages/order-guide-listing/order-guide-listing-page.tsx').then((m) => m.OrderGuideListingPage),
  ),
  CartPage: lazyWithPreload(() => import('../pages/cart/cart-page.tsx').then((m) => m.CartPage)),
  OrderHistoryPage: lazyWithPreload(() =>
    import('../pages/order-history/order-history-page.tsx').then((m) => m.OrderHistoryPage),
  ),
  OrderConfirmationPage: lazyWithPreload(() =>
    import('../pages/order-confirmation/order-confirmation-page.tsx').then((m) => m.OrderConfirmationPage),
  ),
  SignInPage: lazyWithPreload(() => import('../pages/sign-in/sign-in-page.tsx').then((m) => m.SignInPage)),
  SignUpPage: lazyWithPreload(() => import('../pages/sign-up/sign-up-page.tsx').then((m) => m.SignUpPage)),
  NotFoundPage: lazyWithPreload(() =>
    import('../pages/not-found/not-found-page.tsx').then((m) => m.NotFoundPage),
  ),
  PasswordResetPage: lazyWithPreload(() =>
    import('../pages/password-reset/password-reset-page.tsx').then((m) => m.PasswordResetPage),
  ),
  AccountPage: lazyWithPreload(() => import('../pages/account/account-page.tsx').then((m) => m.AccountPage)),
  StaffHomePage: lazyWithPreload(() =>
    import('../pages/staff/staff-home-page.tsx').then((m) => m.StaffHomePage),
  ),
  StaffApplicationsPage: lazyWithPreload(() =>
    import('../pages/staff/staff-applications-page.tsx').then((m) => m.StaffApplicationsPage),
  ),
  StaffCustomersPage: lazyWithPreload(() =>
    import('../pages/staff/staff-customers-page.tsx').then((m) => m.StaffCustomersPage),
  ),
  StaffOrdersPage: lazyWithPreload(() =>
    import('../pages/staff/staff-orders-page.tsx').then((m) => m.StaffOrdersPage),
  ),
  StaffContentPage: lazyWithPreload(() =>
    import('../pages/staff/staff-content-page.tsx').then((m) => m.StaffContentPage),
  ),
  StaffImpersonationAuditPage: lazyWithPreload(() =>
    import('../pages/staff/staff-impersonation-audit-page.tsx').then((m) => m.StaffImpersonationAuditPage),
  ),
  StaffOutboxPage: lazyWithPreload(() =>
    import('../pages/staff/staff-outbox-page.tsx').then((m) => m.StaffOutboxPage),
  ),
  StaffAnalyticsPage: lazyWithPreload(() =>
    import('../pages/staff/staff-analytics-page.tsx').then((m) => m.StaffAnalyticsPage),
  ),
  StaffPunchoutBuyersPage: lazyWithPreload(() =>
    import('../pages/staff/staff-punchout-buyers-page.tsx').then((m) => m.StaffPunchoutBuyersPage),
  ),
  StaffIntegrationsPage: lazyWithPreload(() =>
    import('../pages/staff/staff-integrations-page.tsx').then((m) => m.StaffIntegrationsPage),
  ),
  StaffCalendarPage: lazyWithPreload(() =>
    import('../pages/staff/staff-calendar-page.tsx').then((m) => m.StaffCalendarPage),
  ),
  StaffCatalogPage: lazyWithPreload(() =>
    import('../pages/staff/staff-catalog-page.tsx').then((m) => m.StaffCatalogPage),
  ),
  StaffCampaignsPage: lazyWithPreload(() =>
    import('../pages/staff/staff-campaigns-page.tsx').then((m) => m.StaffCampaignsPage),
  ),
  StaffAccountsPage: lazyWithPreload(() =>
    import('../pages/staff/staff-accounts-page.tsx').then((m) => m.StaffAccountsPage),
  ),
};
