import { z } from 'zod';
import { PAGE_TYPES } from './content.ts';
import { jsonHasUnstorableText, jsonObject, safeUrlSchema, text } from './primitives.ts';

const UNSTORABLE = 'Remove NUL characters and broken Unicode.';

/** A link staff type: a name and a site path or an http, https, mailto or tel URL, with only storable text. */
export const staffLinkSchema = z
  .object({ name: text().trim().min(1).max(120), url: safeUrlSchema })
  .refine((link) => !jsonHasUnstorableText(link), UNSTORABLE);

/** The feature flags the console offers as toggles (spec section 2 and the cart's rules). */
export const STAFF_FEATURE_FLAGS = [
  {
    key: 'FeatureFlags.Global.SimilarItemsModal',
    name: 'See-similar-items modal',
    description: 'Buyers can open similar items for a product.',
  },
  {
    key: 'FeatureFlags.Cart.JitLineType',
    name: 'Just-in-time lines',
    description: 'Just-in-time items get their own cart group and lead time.',
  },
  {
    key: 'FeatureFlags.Cart.DropShipStateRestriction',
    name: 'Drop-ship state restriction',
    description: 'Drop-ship items can only be delivered to the states their vendor serves.',
  },
  {
    key: 'FeatureFlags.Protein.SpecialOrders',
    name: 'Protein special orders',
    description: 'Protein items may be special-ordered by catch weight.',
  },
] as const;

/** One page in the console's page tree. */
export const staffContentPageNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  pageType: z.enum(PAGE_TYPES),
  /** False for the console's own pages and others content may not change. */
  isEditable: z.boolean(),
  published: z.boolean(),
  hasDraft: z.boolean(),
  changedAt: z.string(),
});

/** A page in the tree. */
export type StaffContentPageNode = z.infer<typeof staffContentPageNodeSchema>;

/** Answer of `GET /web-api/staff/content/pages`: every page, parents before children, in sort order. */
export const staffContentPageTreeSchema = z.object({ items: z.array(staffContentPageNodeSchema) });

/** What a page draft holds: the page's name (its title) and all its typed properties. */
export const staffPageDraftSchema = z.object({
  name: text().trim().min(1).max(120),
  properties: jsonObject(),
});

/** A page draft. */
export type StaffPageDraft = z.infer<typeof staffPageDraftSchema>;

/** Answer of the page routes: the page as published and its draft, if any. */
export const staffContentPageSchema = staffContentPageNodeSchema.extend({
  properties: z.record(z.string(), z.unknown()),
  draft: z.object({ name: z.string(), properties: z.record(z.string(), z.unknown()) }).nullable(),
});

/** A page with its draft. */
export type StaffContentPage = z.infer<typeof staffContentPageSchema>;

/** The header menu staff edit: the primary menu items (the rest of the header is computed). */
export const staffHeaderBlockSchema = z.object({
  primaryMenuItems: z.array(staffLinkSchema).max(8),
});

/** The footer staff edit: columns of links, contact text and copyright (`{year}` becomes the year). */
export const staffFooterBlockSchema = z.object({
  columns: z
    .array(z.object({ heading: text().trim().min(1).max(80), links: z.array(staffLinkSchema).max(20) }))
    .max(6),
  contactText: text().max(600),
  copyright: text().max(200),
});

/** The settings staff edit: feature flags and the store name (the site alert has its own route). */
export const staffSettingsBlockSchema = z.object({
  featureFlags: z.record(text().min(1).max(100), z.boolean()),
  storeName: text().trim().min(1).max(80),
});

/** The blocks staff edit with draft, preview and publish. */
export const STAFF_CONTENT_BLOCKS = ['header', 'footer', 'settings'] as const;

/** One of the edited blocks. */
export type StaffContentBlockKey = (typeof STAFF_CONTENT_BLOCKS)[number];

/** Each block's editable shape. */
export const staffContentBlockSchemas = {
  header: staffHeaderBlockSchema,
  footer: staffFooterBlockSchema,
  settings: staffSettingsBlockSchema,
} as const;

/** A block as the console shows it: what is published and the draft, if any. */
export function staffContentBlockResponseSchema<S extends z.ZodType>(schema: S) {
  return z.object({ published: schema, draft: schema.nullable(), changedAt: z.string().nullable() });
}

/** The header block. */
export type StaffHeaderBlock = z.infer<typeof staffHeaderBlockSchema>;
/** The footer block. */
export type StaffFooterBlock = z.infer<typeof staffFooterBlockSchema>;
/** The settings block. */
export type StaffSettingsBlock = z.infer<typeof staffSettingsBlockSchema>;

/** An instant as the console sends it: an ISO 8601 date-time with a zone, between 2000 and 2200. */
const instantSchema = z.iso.datetime({ offset: true, error: 'Use a date and time.' }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year < 2200;
}, 'Use a date between 2000 and 2200.');

/** Body of `PUT /web-api/staff/content/site-alert`: empty text removes the alert. */
export const staffSiteAlertBodySchema = z.object({
  text: text().trim().max(500),
  link: staffLinkSchema.nullable().default(null),
  style: z.enum(['info', 'warning']).default('info'),
  startsAt: instantSchema.nullable().default(null),
  endsAt: instantSchema.nullable().default(null),
});

/** A site alert as staff send it. */
export type StaffSiteAlertBody = z.input<typeof staffSiteAlertBodySchema>;

/** A site alert as the server reads it, defaults filled in. */
export type StaffSiteAlertInput = z.output<typeof staffSiteAlertBodySchema>;

/** The site alert as stored (with its window), or null when there is none. */
export const staffSiteAlertSchema = z
  .object({
    id: z.string(),
    message: z.string(),
    link: z.object({ name: z.string(), url: z.string() }).nullable(),
    style: z.enum(['info', 'warning']),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
  })
  .nullable();

/** Answer of the site-alert routes. */
export const staffSiteAlertResponseSchema = z.object({ siteAlert: staffSiteAlertSchema });

/** The stored site alert. */
export type StaffSiteAlert = z.infer<typeof staffSiteAlertSchema>;
