import { z } from 'zod';
import { safeUrlSchema, text } from './primitives.ts';
import { currentUserSchema } from './auth.ts';
import { STAFF_PAGE_TYPES, staffPagePropertiesSchemas } from './staff-pages.ts';
import { messagingSettingsSchema } from './messaging.ts';

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
  'PasswordResetPage',
  'AccountPage',
  ...STAFF_PAGE_TYPES,
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

/** A named link in content. */
export const contentLinkItemSchema = z.object({ name: z.string().min(1).max(120), url: safeUrlSchema });

/** An image in content. */
export const contentImageSchema = z.object({ url: safeUrlSchema, alt: z.string().max(300) });

/** A run of inline text in rich text: plain data, so content can never inject markup. */
export const richTextSpanSchema = z.object({
  text: z.string().min(1).max(4000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  href: safeUrlSchema.optional(),
});

/** A run of inline text in rich text. */
export type RichTextSpan = z.infer<typeof richTextSpanSchema>;

/** One block of rich text: a heading, paragraph, list or callout. */
export const richTextBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3)]),
    text: z.string().min(1).max(200),
  }),
  z.object({ type: z.literal('paragraph'), spans: z.array(richTextSpanSchema).min(1) }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.array(richTextSpanSchema).min(1)).min(1),
  }),
  z.object({
    type: z.literal('callout'),
    tone: z.enum(['info', 'warning']),
    title: z.string().max(200),
    spans: z.array(richTextSpanSchema).min(1),
  }),
]);

/** One block of rich text. */
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;

/** Rich text: a list of blocks the web app renders with its own components. */
export const richTextSchema = z.array(richTextBlockSchema).max(200);

/** Rich text. */
export type RichText = z.infer<typeof richTextSchema>;

/** A catalog category as category pages carry it, resolved from the catalog when served. */
export const categoryViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  level: z.number().int(),
  /** From the top category down to (not including) this one. */
  breadcrumbs: z.array(contentLinkItemSchema),
  children: z.array(contentLinkItemSchema),
});

/** A catalog category view. */
export type CategoryView = z.infer<typeof categoryViewSchema>;

const pageBase = z.object({
  /** The page title when it should differ from the content name. */
  metaTitle: z.string().max(120).optional(),
  metaDescription: z.string().max(300).default(''),
});

/** Typed properties of each page type; content is validated against these when written. */
export const pagePropertiesSchemas = {
  StartPage: pageBase.extend({
    hero: z.object({
      heading: z.string().min(1).max(160),
      subheading: z.string().max(400),
      image: contentImageSchema.nullable(),
      primaryCta: contentLinkItemSchema,
      secondaryCta: contentLinkItemSchema.nullable(),
    }),
    valueProps: z.array(z.object({ title: z.string().min(1).max(80), text: z.string().max(300) })).max(6),
    featuredCategories: z
      .array(contentLinkItemSchema.extend({ blurb: z.string().max(300), image: contentImageSchema }))
      .max(12),
  }),
  StandardPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
    body: richTextSchema,
    /** List the page's published children below the body (a section landing page). */
    showChildren: z.boolean().default(false),
  }),
  ProductListingPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
    /** The catalog category listed; null lists the whole catalog. */
    categoryId: z.string().nullable(),
    /** Filled from the catalog when served. */
    category: categoryViewSchema.nullable().optional(),
  }),
  SubcategoryData: pageBase.extend({
    intro: z.string().max(600),
    /** Filled from the catalog when served for a category URL; absent on the template item. */
    categoryId: z.string().optional(),
    category: categoryViewSchema.optional(),
  }),
  SearchResultsPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    noResultsMessage: z.string().max(300),
  }),
  SearchPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
    noResultsMessage: z.string().max(300),
    popularSearches: z.array(z.string().min(1).max(60)).max(12),
  }),
  ProductDetailPage: pageBase.extend({
    deliveryNote: z.string().max(300),
    similarItemsHeading: z.string().max(120),
    /** The product shown, from the second path segment; absent on the template item. */
    sku: z.string().optional(),
  }),
  OrderGuideDetailPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    noProductsMessage: z.string().max(300),
    loadingMessage: z.string().max(300),
    /** The `id` query parameter of the request, when given. */
    orderGuideId: z.string().nullable().optional(),
  }),
  OrderGuideListingPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
    emptyMessage: z.string().max(300),
  }),
  CartPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    emptyMessage: z.string().max(300),
    submitNote: z.string().max(600),
  }),
  OrderHistoryPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
    emptyMessage: z.string().max(300),
  }),
  OrderConfirmationPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    message: z.string().max(600),
    nextSteps: richTextSchema,
  }),
  SignInPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
    signUpPrompt: z.string().max(300),
  }),
  SignUpPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
    benefits: z.array(z.string().min(1).max(200)).max(8),
  }),
  NotFoundPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    message: z.string().max(600),
    links: z.array(contentLinkItemSchema).max(8),
  }),
  PasswordResetPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
  }),
  AccountPage: pageBase.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
  }),
  ...staffPagePropertiesSchemas(pageBase),
} satisfies Record<PageType, z.ZodObject>;

/** The typed properties of a page type. */
export type PageProperties<T extends PageType> = z.infer<(typeof pagePropertiesSchemas)[T]>;

/** Query of GET on a friendly URL with Accept: application/json (spec section 7); other parameters pass through. */
export const pageRequestQuerySchema = z.looseObject({
  expand: text().optional(),
  currentPageUrl: text().optional(),
  tz: text().optional(),
  t: text().optional(),
  /** '1': staff with the edit-content permission get the page with its unpublished draft; ignored for others. */
  preview: text().max(8).optional(),
});

/** Query of the header, footer and global-settings calls: an optional time zone and cache timestamp. */
export const layoutRequestQuerySchema = z.object({
  tz: text().max(64).optional(),
  t: text().max(32).optional(),
  /** '1': staff with the edit-content permission get the unpublished draft; ignored for others. */
  preview: text().max(8).optional(),
});

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
// Registered with an id: a recursive schema is a component of the OpenAPI document, which its children refer to.
export const menuItemSchema: z.ZodType<MenuItem> = z
  .lazy(() => z.object({ name: z.string(), url: z.string(), children: z.array(menuItemSchema).optional() }))
  .meta({ id: 'MenuItem' });

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
  /** The time zone the two above are shown in: the business unit's when there is a cut-off, else the user's. */
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
      /** When the alert starts showing (ISO instant); null or absent: already showing. */
      startsAt: z.string().nullable().optional(),
      /** When it stops showing (ISO instant); null or absent: until removed. */
      endsAt: z.string().nullable().optional(),
    })
    .nullable(),
  featureFlags: z.record(z.string(), z.boolean()),
  storeName: z.string(),
  /** Where the browser's messaging client talks to (set by the server from its configuration, never stored). */
  messaging: messagingSettingsSchema.optional(),
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
