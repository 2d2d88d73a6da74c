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

/** How long the demo's site alert shows from the seed: an alert has a start and an end. */
export const DEMO_ALERT_DAYS = 60;

/** The site alert (showing from `now` for 60 days), feature flags and store name of the demo. */
export function demoGlobalSettings(now: Date): GlobalSettings {
  return {
    siteAlert: {
      id: 'cut-offs-per-warehouse',
      // No dates or times: the header and the cart show the cut-offs the delivery rules compute.
      message:
        'Each cut-off and delivery date is your warehouse’s own, in its time zone: see the header and your cart.',
      link: { name: 'How delivery works', url: '/resources/delivery-and-returns/' },
      style: 'info',
      startsAt: now.toISOString(),
      endsAt: new Date(now.getTime() + DEMO_ALERT_DAYS * 86_400_000).toISOString(),
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
}

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
