/** A demo page of each content page type, with what the journeys expect to find on it. */
export interface DemoPage {
  pageType: string;
  path: string;
  /** The page's main heading. */
  heading: RegExp;
  /** The main heading for a signed-in user, where it differs. */
  signedInHeading?: RegExp;
  /** Whether the page needs a signed-in user to show its own content. */
  signedIn?: boolean;
  status?: number;
}

/** Every page type the content serves, one demo URL each (spec section 2). */
export const DEMO_PAGES: readonly DemoPage[] = [
  {
    pageType: 'StartPage',
    path: '/',
    heading: /Everything your kitchen needs/,
    signedInHeading: /Welcome back/,
  },
  { pageType: 'StandardPage', path: '/about-us/', heading: /distributor built around the kitchen/ },
  { pageType: 'StandardPage', path: '/resources/', heading: /Resources/ },
  { pageType: 'ProductListingPage', path: '/products/protein/', heading: /^Protein$/ },
  { pageType: 'SubcategoryData', path: '/products/protein/beef/', heading: /^Beef$/ },
  { pageType: 'SearchPage', path: '/search/?q=salmon', heading: /Results for “salmon”/ },
  { pageType: 'SearchResultsPage', path: '/search/results/', heading: /./ },
  {
    pageType: 'ProductDetailPage',
    path: '/product/100001/angus-beef-flank-steak-bone-in/',
    heading: /Angus Beef/,
  },
  {
    pageType: 'OrderGuideListingPage',
    path: '/order-guides/',
    heading: /Order Guides|order guides/i,
    signedIn: true,
  },
  { pageType: 'OrderGuideDetailPage', path: '/order-guides/detail/?id=1', heading: /./, signedIn: true },
  { pageType: 'CartPage', path: '/cart/', heading: /cart/i, signedIn: true },
  { pageType: 'OrderHistoryPage', path: '/order-history/', heading: /order history/i, signedIn: true },
  { pageType: 'OrderConfirmationPage', path: '/order-confirmation/', heading: /./, signedIn: true },
  { pageType: 'SignInPage', path: '/sign-in/', heading: /Sign in/i },
  { pageType: 'SignUpPage', path: '/sign-up/', heading: /Apply for an account/i },
  { pageType: 'NotFoundPage', path: '/no-such-page/', heading: /could not find/i, status: 404 },
];

/** The store name the title suffix carries. */
export const STORE_NAME = 'Larder Foodservice';
