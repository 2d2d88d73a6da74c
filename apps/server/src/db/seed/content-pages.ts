import type { PageType, StaffPageType, pagePropertiesSchemas } from '@larder/contract';
import type { z } from 'zod';
import { ABOUT_US, RESOURCES, RESOURCE_ARTICLES, holidayDeliveryArticle } from './content-articles.ts';
import { demoHolidays } from './delivery-calendar.ts';
import { h2, link, p } from './content-rich-text.ts';

/** A page of the demo site and the pages below it. */
export interface PageSpec {
  name: string;
  pageType: PageType;
  segment: string;
  properties: Record<string, unknown>;
  children: PageSpec[];
  /** False for pages whose regions staff may not edit in edit mode (the staff console's own). */
  isEditable?: boolean;
}

/** A top catalog category the demo gives a listing page. */
export interface TopCategory {
  id: string;
  name: string;
  url: string;
}

function page<T extends PageType>(
  pageType: T,
  name: string,
  segment: string,
  properties: z.input<(typeof pagePropertiesSchemas)[T]>,
  children: PageSpec[] = [],
): PageSpec {
  return { name, pageType, segment, properties, children };
}

const CATEGORY_COPY: Record<string, { intro: string; blurb: string }> = {
  protein: {
    intro:
      'Beef, pork, poultry, seafood, lamb and veal, cut to spec in our Chicago butcher shop and delivered cold-chain.',
    blurb: 'Cut to spec in our own butcher shop.',
  },
  produce: {
    intro:
      'Vegetables, fruit, herbs and fresh-cut from partner farms, inspected on arrival at our Los Angeles dock.',
    blurb: 'Picked at peak and graded for consistency.',
  },
  specialty: {
    intro: 'Cheese, oils, vinegars, dry goods, spices, pastry and chocolate, imported direct from producers.',
    blurb: 'Imported direct and stored in climate-controlled rooms.',
  },
  'chefs-items': {
    intro: 'Smallwares, disposables, janitorial and tabletop built for the pace of a professional kitchen.',
    blurb: 'Everything the line needs besides the food.',
  },
};

function copyOf(category: TopCategory): { intro: string; blurb: string } {
  return (
    CATEGORY_COPY[category.id] ?? {
      intro: `Our full range of ${category.name.toLowerCase()} for professional kitchens.`,
      blurb: `Shop ${category.name}.`,
    }
  );
}

function startPage(topCategories: readonly TopCategory[], children: PageSpec[]): PageSpec {
  return page(
    'StartPage',
    'Home',
    '',
    {
      metaTitle: 'Wholesale Food Ordering for Restaurants',
      metaDescription:
        'Order protein, produce, specialty foods and kitchen supplies online from Larder Foodservice. Order guides, next-day delivery on your route and a sales rep who knows your menu.',
      hero: {
        heading: 'Everything your kitchen needs, on your next truck',
        subheading:
          'Order protein, produce, specialty and kitchen supplies online until your cut-off. Your order guides, your prices, your delivery day.',
        // No photo until the distributor supplies one: text on the brand gradient paints first.
        image: null,
        primaryCta: { name: 'Shop all products', url: '/products/' },
        secondaryCta: { name: 'Apply for an account', url: '/sign-up/' },
      },
      valueProps: [
        {
          title: 'Next-day delivery',
          text: 'Order before your cut-off and it arrives on your next route day.',
        },
        {
          title: 'Your own order guides',
          text: 'Keep a list per station and reorder a full week in minutes.',
        },
        { title: 'A rep who knows you', text: 'Every account has a named sales rep, one click away.' },
        { title: 'Cold chain, logged', text: 'Refrigerated trucks with temperatures logged dock to door.' },
      ],
      featuredCategories: topCategories.map((category) => ({
        name: category.name,
        url: category.url,
        blurb: copyOf(category).blurb,
        image: { url: `/images/content/category-${category.id}.svg`, alt: category.name },
      })),
    },
    children,
  );
}

function productPages(topCategories: readonly TopCategory[]): PageSpec {
  const listings = topCategories.map((category) =>
    page('ProductListingPage', category.name, category.url.split('/').filter(Boolean).at(-1)!, {
      metaDescription: `${copyOf(category).intro} Order online from Larder Foodservice.`,
      heading: category.name,
      intro: copyOf(category).intro,
      categoryId: category.id,
    }),
  );
  return page(
    'ProductListingPage',
    'All Products',
    'products',
    {
      metaDescription:
        'Browse every product Larder Foodservice delivers: protein, produce, specialty foods and chef’s items.',
      heading: 'All products',
      intro: 'Browse the full catalog, or narrow it down by category, brand and pack size.',
      categoryId: null,
    },
    [
      ...listings,
      page('SubcategoryData', 'Category', 'category-template', {
        metaDescription:
          'Order {category} for your kitchen from Larder Foodservice, delivered on your route.',
        intro: 'Every {category} item we stock, with your prices and availability for your next delivery.',
      }),
    ],
  );
}

function article({ name, segment, properties }: (typeof RESOURCE_ARTICLES)[number]): PageSpec {
  return page('StandardPage', name, segment, properties);
}

/** The demo site's page tree for a day: the start page with every page type below it, and the demo's articles. */
export function demoPageTree(topCategories: readonly TopCategory[], now: Date): PageSpec {
  const holidays = holidayDeliveryArticle(demoHolidays(now), now.toISOString().slice(0, 10));
  return storePageTree(topCategories, [
    article(ABOUT_US),
    page(
      'StandardPage',
      RESOURCES.name,
      RESOURCES.segment,
      RESOURCES.properties,
      [...RESOURCE_ARTICLES, holidays].map(article),
    ),
  ]);
}

/**
 * The pages every store needs (start, listings, product, search, guides, cart, orders, sign-in and up,
 * password links, account, not found, the staff console) with `articles` beside them: the demo's, or none
 * for an empty store (issue 30), whose staff write their own in the content screen.
 */
export function storePageTree(topCategories: readonly TopCategory[], articles: PageSpec[]): PageSpec {
  const hasResources = articles.some((spec) => spec.segment === RESOURCES.segment);
  return startPage(topCategories, [
    ...articles,
    productPages(topCategories),
    page('ProductDetailPage', 'Product', 'product', {
      metaDescription: 'Product details, pack sizes, pricing and availability at Larder Foodservice.',
      deliveryNote: 'Order before your cut-off for delivery on your next route day.',
      similarItemsHeading: 'Similar items you can order instead',
    }),
    page(
      'SearchPage',
      'Search',
      'search',
      {
        metaDescription: 'Search the Larder Foodservice catalog by item name, SKU or brand.',
        heading: 'Search',
        intro: 'Search by item name, SKU or brand, then filter by category, brand and pack size.',
        noResultsMessage: 'No products match your search. Check the spelling or try a broader term.',
        popularSearches: [
          'ribeye',
          'chicken breast',
          'parmigiano reggiano',
          'heirloom tomatoes',
          'to-go containers',
        ],
      },
      [
        page('SearchResultsPage', 'Search Results', 'results', {
          heading: 'Search results',
          noResultsMessage: 'No products match your search. Check the spelling or try a broader term.',
        }),
      ],
    ),
    page(
      'OrderGuideListingPage',
      'Order Guides',
      'order-guides',
      {
        heading: 'Order guides',
        intro:
          'Your saved lists of the items you order regularly. Open one to order from it or to rearrange it.',
        emptyMessage:
          'You have no order guides yet. Create one, or ask your sales rep to set one up for you.',
      },
      [
        page('OrderGuideDetailPage', 'Order Guide', 'detail', {
          heading: 'Order guide',
          noProductsMessage: 'There are no products in this category!!',
          loadingMessage: 'Guide load in progress. Items will appear shortly.',
        }),
      ],
    ),
    page('CartPage', 'Cart', 'cart', {
      heading: 'Your cart',
      emptyMessage: 'Your cart is empty. Add items from an order guide or search the catalog.',
      submitNote: 'Each warehouse ships separately. Check the delivery date of each group before you submit.',
    }),
    page('OrderHistoryPage', 'Order History', 'order-history', {
      heading: 'Order history',
      intro:
        'Orders placed for this location in the last year. Submitted orders can be changed until their cut-off.',
      emptyMessage: 'No orders yet for this location.',
    }),
    page('OrderConfirmationPage', 'Order Confirmation', 'order-confirmation', {
      heading: 'Thank you for your order',
      message: 'We have your order and sent a confirmation to your e-mail address.',
      nextSteps: [
        h2('What happens next'),
        p(
          'You can change or cancel the order until its cut-off in ',
          link('Order History', '/order-history/'),
          '. After the cut-off it is picked, loaded and delivered on the date shown.',
        ),
      ],
    }),
    page('SignInPage', 'Sign In', 'sign-in', {
      heading: 'Sign in to order',
      intro: 'Sign in to see your prices, order guides and delivery dates.',
      signUpPrompt: 'New to Larder Foodservice? Apply for an account and a sales rep will call you.',
    }),
    page('SignUpPage', 'Apply for an Account', 'sign-up', {
      heading: 'Apply for an account',
      intro:
        'Tell us about your business. A sales representative reviews every application within one business day.',
      benefits: [
        'Your own pricing and order guides',
        'Next-day delivery on your route from four warehouses',
        'A named sales rep who knows your menu',
        'Order online around the clock, up to your cut-off',
      ],
    }),
    page('NotFoundPage', 'Page Not Found', 'page-not-found', {
      metaTitle: 'Page not found',
      heading: 'We could not find that page',
      message: 'The page may have moved, or the link may be mistyped. These will get you back on track:',
      links: [
        { name: 'Home', url: '/' },
        { name: 'Search products', url: '/search/' },
        { name: 'Order guides', url: '/order-guides/' },
        ...(hasResources ? [{ name: 'Resources', url: '/resources/' }] : []),
      ],
    }),
    page('PasswordResetPage', 'Choose a New Password', 'reset-password', {
      metaTitle: 'Choose a new password',
      heading: 'Choose a new password',
      intro: 'Choose a password of at least 10 characters. The link in your e-mail works once.',
    }),
    page('AccountPage', 'Your Account', 'account', {
      metaTitle: 'Your account',
      heading: 'Your account',
      intro: 'Your name, password, the e-mails you get, and where your organizations take deliveries.',
    }),
    staffConsole(),
  ]);
}

function staffPage(
  pageType: StaffPageType,
  name: string,
  segment: string,
  intro: string,
  children: PageSpec[] = [],
): PageSpec {
  return { ...page(pageType, name, segment, { heading: name, intro }, children), isEditable: false };
}

/** The staff console under /staff/: pages only staff are served, not editable in edit mode. */
function staffConsole(): PageSpec {
  return staffPage(
    'StaffHomePage',
    'Staff Console',
    'staff',
    'Run the storefront: accounts, orders and content.',
    [
      staffPage(
        'StaffApplicationsPage',
        'Applications',
        'applications',
        'Restaurants that applied for an account. Approve them into an organization, or reject with a reason.',
      ),
      staffPage(
        'StaffCustomersPage',
        'Customers',
        'customers',
        'Organizations and their users: holds, flags, sales reps, members and password resets.',
      ),
      staffPage(
        'StaffOrdersPage',
        'Orders',
        'orders',
        'Every order, its status, and the issues buyers reported.',
      ),
      staffPage(
        'StaffContentPage',
        'Content',
        'content',
        'Pages, menus, the site alert, global settings and feature flags. Preview, then publish.',
      ),
      staffPage(
        'StaffImpersonationAuditPage',
        'Impersonation Audit',
        'impersonation-audit',
        'Who acted as which customer, when, for how long, and what they changed.',
      ),
      staffPage(
        'StaffOutboxPage',
        'Outbox',
        'outbox',
        'Every e-mail the storefront sent or wrote to the outbox.',
      ),
      staffPage(
        'StaffAnalyticsPage',
        'Analytics',
        'analytics',
        'Orders and revenue, searches, product views to add-to-cart, guide use and events.',
      ),
      staffPage(
        'StaffPunchoutBuyersPage',
        'Punchout buyers',
        'punchout-buyers',
        'Procurement systems (cXML and SAP OCI) that buy through the storefront for an organization.',
      ),
      staffPage(
        'StaffCatalogPage',
        'Catalog',
        'catalog',
        'Every item as the storefront shows it: texts, images, units, prices and stock; retire, restore and the category tree.',
      ),
      staffPage(
        'StaffCalendarPage',
        'Delivery calendar',
        'delivery-calendar',
        'Each warehouse’s weekly delivery pattern and its dated exceptions: closed days, moved deliveries, extra days and cut-offs.',
      ),
      staffPage(
        'StaffIntegrationsPage',
        'Integrations',
        'integrations',
        "API keys of the distributor's ERP: stock, prices and order statuses come in, orders go out.",
      ),
      staffPage(
        'StaffAccountsPage',
        'Staff accounts',
        'staff-accounts',
        'Who works in this console and what each may do: invite, roles and permissions, a sales rep’s organizations, deactivate.',
      ),
      staffPage(
        'StaffCampaignsPage',
        'Messages',
        'messages',
        'In-app and embedded messages for customers: author, target, preview, then publish.',
      ),
    ],
  );
}
