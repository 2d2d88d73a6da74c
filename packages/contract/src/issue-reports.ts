import { z } from 'zod';
import { jsonInteger, text } from './primitives.ts';
import { staffListQuerySchema, staffPageSchema } from './staff.ts';

/** The reasons a buyer picks from when reporting a product issue (the spec names the modal, not its list). */
export const PRODUCT_ISSUE_REASONS = [
  'Damaged or spoiled',
  'Wrong item',
  'Missing or short',
  'Quality not as expected',
  'Product information is wrong',
  'Price is wrong',
  'Other',
] as const;

/** One reason for a product issue. */
export type ProductIssueReason = (typeof PRODUCT_ISSUE_REASONS)[number];

/** The largest photo a report may carry, in bytes (5 MB, once decoded). */
export const MAX_ISSUE_PHOTO_BYTES = 5 * 1024 * 1024;

/** The base64 text a 5 MB photo takes; the route's body limit is this and room for the other fields. */
export const MAX_ISSUE_PHOTO_BASE64_CHARS = Math.ceil(MAX_ISSUE_PHOTO_BYTES / 3) * 4 + 4;

/** What a photo that is no JPEG, PNG or WebP is told. */
export const ISSUE_PHOTO_TYPE_MESSAGE = 'Attach a JPEG, PNG or WebP photo.';

/** What a photo over the size limit is told. */
export const ISSUE_PHOTO_SIZE_MESSAGE = 'The photo is too large. Attach one of at most 5 MB.';

/** Where a buyer reported a product issue from. */
export const productIssueSourceSchema = z.enum(['product', 'cart', 'order']);

/** Body of `POST /web-api/product-issues`: which product (and from which cart or order line), why, and a photo. */
export const productIssueBodySchema = z
  .object({
    source: productIssueSourceSchema,
    productSku: text().trim().min(1).max(64),
    /** The cart line, when reported from the cart. */
    cartLineId: text().trim().min(1).max(64).optional(),
    /** The order and its line, when reported from order details. */
    webOrderNumber: text().trim().min(1).max(64).optional(),
    lineNumber: jsonInteger(1, 100_000).optional(),
    reason: z.enum(PRODUCT_ISSUE_REASONS, { error: 'Choose a reason.' }),
    comment: text().trim().max(2000).default(''),
    /** The photo's bytes in base64 (no data: prefix); JPEG, PNG or WebP, at most 5 MB. */
    photoBase64: text()
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, ISSUE_PHOTO_TYPE_MESSAGE)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.source === 'cart' && !body.cartLineId) {
      ctx.addIssue({ code: 'custom', path: ['cartLineId'], message: 'Say which cart line.' });
    }
    if (body.source === 'order' && (!body.webOrderNumber || body.lineNumber === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lineNumber'], message: 'Say which order line.' });
    }
    if (body.reason === 'Other' && !body.comment) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'Tell us what is wrong.' });
    }
  });

/** A product issue report as sent. */
export type ProductIssueBody = z.input<typeof productIssueBodySchema>;

/** Answer of `POST /web-api/product-issues` and `POST /web-api/web-issues`. */
export const issueReportedResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  message: z.string(),
});

/** What the buyer reads once a product issue is sent. */
export const PRODUCT_ISSUE_SENT_MESSAGE = 'Thanks. Your sales rep has your report.';

/** What anyone reads once a web issue is sent. */
export const WEB_ISSUE_SENT_MESSAGE = 'Thanks. Our support team has your report.';

/** Body of `POST /web-api/web-issues`: a problem with the site, with the page and browser it happened in. */
export const webIssueBodySchema = z.object({
  description: text().trim().min(1, 'Describe the problem.').max(4000),
  /** Where the problem was seen: a path and query, or a full URL. */
  pageUrl: text()
    .trim()
    .min(1)
    .max(2000)
    .regex(/^[^\p{Cc}]*$/u, 'Send the page address without control characters.'),
  userAgent: text()
    .trim()
    .max(500)
    .regex(/^[^\p{Cc}]*$/u, 'Send the browser name without control characters.')
    .default(''),
  viewport: text()
    .trim()
    .regex(/^(\d{1,5}x\d{1,5})?$/, 'Use WIDTHxHEIGHT.')
    .default(''),
  /** A visitor's address to answer to; a signed-in user's own address is used otherwise. */
  contactEmail: z.union([z.literal(''), z.email('Enter a valid e-mail address.').max(254)]).default(''),
});

/** A web issue report as sent. */
export type WebIssueBody = z.input<typeof webIssueBodySchema>;

/** One product issue report as staff read it. */
export const staffProductIssueSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  reportedBy: z.string(),
  reportedByStaff: z.string().nullable(),
  source: productIssueSourceSchema,
  productSku: z.string(),
  productTitle: z.string(),
  webOrderNumber: z.string().nullable(),
  lineNumber: z.number().int().nullable(),
  reason: z.string(),
  comment: z.string(),
  /** Where staff read the photo (an image, never a page), or null without one. */
  photoUrl: z.string().nullable(),
  sentTo: z.string(),
});

/** A product issue report as staff read it. */
export type StaffProductIssue = z.infer<typeof staffProductIssueSchema>;

/** One web issue report as staff read it. */
export const staffWebIssueSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  description: z.string(),
  pageUrl: z.string(),
  userAgent: z.string(),
  viewport: z.string(),
  /** Who reported it: the signed-in user's address, the visitor's contact address, or null. */
  reportedBy: z.string().nullable(),
  organizationName: z.string().nullable(),
});

/** A web issue report as staff read it. */
export type StaffWebIssue = z.infer<typeof staffWebIssueSchema>;

/** Query of the staff lists of product and web issue reports. */
export const staffIssueReportsQuerySchema = staffListQuerySchema.pick({ page: true });

/** Answer of `GET /web-api/staff/product-issues`. */
export const staffProductIssuesPageSchema = staffPageSchema(staffProductIssueSchema);

/** A page of product issue reports. */
export type StaffProductIssuesPage = z.infer<typeof staffProductIssuesPageSchema>;

/** Answer of `GET /web-api/staff/web-issues`. */
export const staffWebIssuesPageSchema = staffPageSchema(staffWebIssueSchema);

/** A page of web issue reports. */
export type StaffWebIssuesPage = z.infer<typeof staffWebIssuesPageSchema>;

/** Path of `GET /web-api/staff/product-issues/{id}/photo`. */
export const staffIssuePhotoParamsSchema = z.object({ id: text().trim().min(1).max(64) });
