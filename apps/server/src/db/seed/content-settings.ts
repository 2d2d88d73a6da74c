import {
  DROP_SHIP_STATE_RESTRICTION_FLAG,
  JIT_LINE_TYPE_FLAG,
  PROTEIN_SPECIAL_ORDERS_FLAG,
  SIMILAR_ITEMS_FLAG,
  type Footer,
  type GlobalSettings,
} from '@larder/contract';
import type { TopCategory } from './content-pages.ts';

/** The header's primary menu. */
export const DEMO_HEADER = {
  primaryMenuItems: [
    { name: 'About Us', url: '/about-us/' },
    { name: 'Resources', url: '/resources/' },
  ],
};

/** The site alert, feature flags and store name of the demo. */
export const DEMO_GLOBAL_SETTINGS: GlobalSettings = {
  siteAlert: {
    id: 'holiday-schedule-2026',
    message:
      'Holiday delivery schedule: no deliveries on Thanksgiving, Christmas or New Year’s Day. Affected routes deliver a day early, so order a day ahead.',
    link: { name: 'See the holiday schedule', url: '/resources/holiday-delivery-schedule/' },
    style: 'info',
  },
  // Every flag on, so the demo shows just-in-time, protein special-order and drop-ship state rules.
  featureFlags: {
    [SIMILAR_ITEMS_FLAG]: true,
    [JIT_LINE_TYPE_FLAG]: true,
    [PROTEIN_SPECIAL_ORDERS_FLAG]: true,
    [DROP_SHIP_STATE_RESTRICTION_FLAG]: true,
  },
  storeName: 'Larder Foodservice',
};

/** The demo footer: the shop column follows the catalog's top categories. */
export function demoFooter(topCategories: readonly TopCategory[]): Footer {
  return {
    columns: [
      {
        heading: 'Shop',
        links: [
          ...topCategories.map(({ name, url }) => ({ name, url })),
          { name: 'All Products', url: '/products/' },
        ],
      },
      {
        heading: 'Ordering',
        links: [
          { name: 'Order Guides', url: '/order-guides/' },
          { name: 'Order History', url: '/order-history/' },
          { name: 'Cart', url: '/cart/' },
          { name: 'Ordering Online', url: '/resources/ordering-online/' },
        ],
      },
      {
        heading: 'Company',
        links: [
          { name: 'About Us', url: '/about-us/' },
          { name: 'Resources', url: '/resources/' },
          { name: 'Delivery, Cut-Offs & Returns', url: '/resources/delivery-and-returns/' },
          { name: 'Food Safety & Receiving', url: '/resources/food-safety/' },
          { name: 'Apply for an Account', url: '/sign-up/' },
        ],
      },
    ],
    contactText:
      'Customer service: (800) 555-0142, Monday to Saturday, 5 am to 7 pm Eastern. Questions about your account? Contact your sales rep.',
    copyright: '© {year} Larder Foodservice. All rights reserved.',
  };
}
