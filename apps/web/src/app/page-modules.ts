import type { PageType } from '@larder/contract';

/**
 * The source module (relative to apps/web) of each page type's component: the module page-components.ts
 * loads lazily for it. The build lists each one's chunks in `.vite/page-preloads.json`, so the server can
 * have the browser fetch the first page's code alongside the entry instead of after it.
 */
export const PAGE_MODULES: Record<PageType, string> = {
  StartPage: 'src/pages/start/start-page.tsx',
  StandardPage: 'src/pages/standard/standard-page.tsx',
  ProductListingPage: 'src/pages/product-listing/product-listing-page.tsx',
  SubcategoryData: 'src/pages/product-listing/product-listing-page.tsx',
  SearchPage: 'src/pages/search/search-page.tsx',
  SearchResultsPage: 'src/pages/search/search-page.tsx',
  ProductDetailPage: 'src/pages/product-detail/product-detail-page.tsx',
  OrderGuideDetailPage: 'src/pages/order-guide-detail/order-guide-detail-page.tsx',
  OrderGuideListingPage: 'src/pages/order-guide-listing/order-guide-listing-page.tsx',
  CartPage: 'src/pages/cart/cart-page.tsx',
  OrderHistoryPage: 'src/pages/order-history/order-history-page.tsx',
  OrderConfirmationPage: 'src/pages/order-confirmation/order-confirmation-page.tsx',
  SignInPage: 'src/pages/sign-in/sign-in-page.tsx',
  SignUpPage: 'src/pages/sign-up/sign-up-page.tsx',
  NotFoundPage: 'src/pages/not-found/not-found-page.tsx',
  PasswordResetPage: 'src/pages/password-reset/password-reset-page.tsx',
  AccountPage: 'src/pages/account/account-page.tsx',
  StaffHomePage: 'src/pages/staff/staff-home-page.tsx',
  StaffApplicationsPage: 'src/pages/staff/staff-applications-page.tsx',
  StaffCustomersPage: 'src/pages/staff/staff-customers-page.tsx',
  StaffOrdersPage: 'src/pages/staff/staff-orders-page.tsx',
  StaffContentPage: 'src/pages/staff/staff-content-page.tsx',
  StaffImpersonationAuditPage: 'src/pages/staff/staff-impersonation-audit-page.tsx',
  StaffOutboxPage: 'src/pages/staff/staff-outbox-page.tsx',
  StaffAnalyticsPage: 'src/pages/staff/staff-analytics-page.tsx',
  StaffPunchoutBuyersPage: 'src/pages/staff/staff-punchout-buyers-page.tsx',
  StaffIntegrationsPage: 'src/pages/staff/staff-integrations-page.tsx',
  StaffCalendarPage: 'src/pages/staff/staff-calendar-page.tsx',
  StaffCatalogPage: 'src/pages/staff/staff-catalog-page.tsx',
  StaffCampaignsPage: 'src/pages/staff/staff-campaigns-page.tsx',
  StaffAccountsPage: 'src/pages/staff/staff-accounts-page.tsx',
};

/** The layout's lazily loaded part (header, footer, overlays), needed by every page. */
export const LAYOUT_MODULE = 'src/app/layout/layout-chrome.tsx';
