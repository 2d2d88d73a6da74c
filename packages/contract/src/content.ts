import { z } from 'zod';
import { currentUserSchema } from './auth.ts';

/** Page types the content store serves; the web app's page selector maps each to a component. */
export const PAGE_TYPES = [
  'StartPage',
  'StandardPage',
  'ProductListingPage',
  'SubcategoryData',
  'SearchResultsPage',
  'SearchPage',
  'ProductDetailPage',
  'OrderGuideDetailPage',
  'OrderGuideListingPage',
  'CartPage',
  'OrderHistoryPage',
  'OrderConfirmationPage',
  'SignInPage',
  'SignUpPage',
  'NotFoundPage',
] as const;

/** One of the page types. */
export type PageType = (typeof PAGE_TYPES)[number];

/** A reference to a content item, as the content-delivery API shapes it. */
export const contentLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
});

/** A content item in content-delivery shape: typed properties live in `properties` by page type. */
export const contentItemSchema = z.object({
  contentLink: contentLinkSchema,
  name: z.string(),
  /** Base type first, page type last, e.g. ['Page', 'StandardPage']. */
  contentType: z.array(z.string()),
  pageType: z.enum(PAGE_TYPES),
  language: z.string(),
  url: z.string(),
  parentLink: contentLinkSchema.nullable(),
  /** Whether staff in edit mode may edit this item's regions. */
  isEditable: z.boolean(),
  changed: z.string(),
  properties: z.record(z.string(), z.unknown()),
});

/** A content item. */
export type ContentItem = z.infer<typeof contentItemSchema>;

/** A head tag the page wants: spec's metaDataInfo entries. */
export const metaDataInfoSchema = z.object({
  elementTag: z.string(),
  innerContent: z.string().nullable(),
  elementAttributes: z.record(z.string(), z.string()),
});

/** The answer to GET of a friendly URL with Accept: application/json (spec sections 3 and 7). */
export const pageModelResponseSchema = z.object({
  content: contentItemSchema,
  metaDataInfo: z.array(metaDataInfoSchema),
  currentUser: currentUserSchema,
  originalUser: currentUserSchema,
});

/** The page model response. */
export type PageModelResponse = z.infer<typeof pageModelResponseSchema>;

/** A link in a menu. */
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ name: z.string(), url: z.string(), children: z.array(menuItemSchema).optional() }),
);

/** A link in a menu, possibly with children. */
export interface MenuItem {
  name: string;
  url: string;
  children?: MenuItem[] | undefined;
}

/** The header view model (spec section 3). */
export const headerViewModelSchema = z.object({
  homeUrl: z.string(),
  cartLink: z.string(),
  /** The nearest order cut-off as an ISO instant, or null when no organization is set. */
  cutOffTime: z.string().nullable(),
  /** The delivery date that cut-off leads to, YYYY-MM-DD in the business unit's calendar, or null. */
  nextDeliveryDate: z.string().nullable(),
  /** The time zone the two above are meant to be shown in (the user's). */
  timeZone: z.string(),
  primaryMenuItems: z.array(menuItemSchema),
  categoryMenu: z.array(menuItemSchema),
  searchModel: z.object({
    searchPageUrl: z.string(),
    searchAsYouTypeUrl: z.string(),
    placeholder: z.string(),
  }),
  contactButtonLink: z.object({ name: z.string(), url: z.string() }).nullable(),
  utilityMenu: z.array(menuItemSchema),
  cartCounter: z.number().int(),
});

/** The header view model. */
export type HeaderViewModel = z.infer<typeof headerViewModelSchema>;

/** The footer. */
export const footerSchema = z.object({
  columns: z.array(z.object({ heading: z.string(), links: z.array(menuItemSchema) })),
  contactText: z.string(),
  copyright: z.string(),
});

/** The footer. */
export type Footer = z.infer<typeof footerSchema>;

/** The global settings: site alert and feature flags. */
export const globalSettingsSchema = z.object({
  siteAlert: z
    .object({
      id: z.string(),
      message: z.string(),
      link: menuItemSchema.nullable(),
      style: z.enum(['info', 'warning']),
    })
    .nullable(),
  featureFlags: z.record(z.string(), z.boolean()),
  storeName: z.string(),
});

/** The global settings. */
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

/** The flag that turns on the see-similar-items modal. */
export const SIMILAR_ITEMS_FLAG = 'FeatureFlags.Global.SimilarItemsModal';

/** Settings the server writes onto the window (`window.__LARDER__`) in the app's HTML. */
export const windowSettingsSchema = z.object({
  headerUrl: z.string(),
  footerUrl: z.string(),
  globalSettingsUrl: z.string(),
  storeName: z.string(),
});

/** Settings on the window. */
export type WindowSettings = z.infer<typeof windowSettingsSchema>;

/** Header menu defaults of spec section 2. */
export const HEADER_DEFAULTS = {
  primaryMenuItems: [
    { name: 'About Us', url: '/about-us/' },
    { name: 'Resources', url: '/resources/' },
  ],
  searchPageUrl: '/search/',
  searchAsYouTypeUrl: '/search/SearchAsYouType/',
  searchPlaceholder: 'Search by item name, sku, brand...',
} as const;
