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
};
