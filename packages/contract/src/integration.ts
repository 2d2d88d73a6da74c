import { z } from 'zod';
import { BROKEN_UNICODE_MESSAGE, NUL_CHARACTER_MESSAGE, text } from './primitives.ts';

/**
 * The integration API (`/integration/v1/`, ADR 021): what the distributor's ERP sends and reads. Every
 * bulk call is all or nothing: a bad row is named in the 400's `fields` (`items.3.sku`) and nothing applies.
 */

/** What an API key may do. */
export const INTEGRATION_SCOPES = ['inventory', 'prices', 'orders', 'catalog', 'customers'] as const;

/** One scope of an API key. */
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

/** Most rows one bulk call may carry. */
export const MAX_INTEGRATION_ROWS = 20_000;

const skuSchema = text().trim().min(1).max(64);

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Bulk rows are checked field by field with plain string rules, then every string once for what PostgreSQL
 * cannot store (as `text()` does per field): 10,000 rows through `text()` cost ten times as much.
 */
function storableRows<Row extends Record<string, unknown>>(
  fields: readonly (keyof Row & string)[],
  list: string,
) {
  return (body: Record<string, Row[]>, context: z.RefinementCtx) => {
    body[list]!.forEach((row, index) => {
      for (const field of fields) {
        const value = row[field];
        if (typeof value !== 'string') continue;
        if (value.includes('\u0000'))
          context.addIssue({ code: 'custom', path: [list, index, field], message: NUL_CHARACTER_MESSAGE });
        else if (LONE_SURROGATE.test(value))
          context.addIssue({ code: 'custom', path: [list, index, field], message: BROKEN_UNICODE_MESSAGE });
      }
    });
  };
}

const bulkSkuSchema = z.string().min(1).max(64);
const bulkUnitSchema = z.string().min(1).max(16);
const bulkIdSchema = z.string().min(1).max(64);

/** Body of `POST /integration/v1/inventory`: on hand per sku, unit and business unit. */
export const inventoryFeedBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          sku: bulkSkuSchema,
          unitOfMeasure: bulkUnitSchema,
          businessUnitId: bulkIdSchema,
          onHand: z.number().int().min(0).max(1_000_000_000),
        }),
      )
      .max(MAX_INTEGRATION_ROWS),
  })
  .superRefine(storableRows(['sku', 'unitOfMeasure', 'businessUnitId'], 'items'));

/** Body of `POST /integration/v1/inventory`. */
export type InventoryFeedBody = z.infer<typeof inventoryFeedBodySchema>;

/** Answer of a bulk feed: rows received, and how many of them changed anything (a repeat changes none). */
export const feedResultSchema = z.object({ received: z.number().int(), changed: z.number().int() });

/** Answer of a bulk feed. */
export type FeedResult = z.infer<typeof feedResultSchema>;

/** Body of `POST /integration/v1/prices`: a price per sku, unit and customer group; null removes it (Price Pending). */
export const priceFeedBodySchema = z
  .object({
    prices: z
      .array(
        z.object({
          sku: bulkSkuSchema,
          unitOfMeasure: bulkUnitSchema,
          customerGroupId: bulkIdSchema,
          price: z.number().min(0).max(1_000_000).multipleOf(0.01).nullable(),
        }),
      )
      .max(MAX_INTEGRATION_ROWS),
  })
  .superRefine(storableRows(['sku', 'unitOfMeasure', 'customerGroupId'], 'prices'));

/** Body of `POST /integration/v1/prices`. */
export type PriceFeedBody = z.infer<typeof priceFeedBodySchema>;

/** Query of `GET /integration/v1/orders`: the last cursor the ERP read (none: from the start). */
export const orderFeedQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'A cursor is a number the feed handed out.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** What happened to an order, as the feed tells it. */
export const ORDER_FEED_KINDS = ['placed', 'edited', 'cancelled', 'credited'] as const;

/** An order as the ERP reads it from the feed, with its lines as they are now. */
export const integrationOrderSchema = z.object({
  orderId: z.string(),
  webOrderNumber: z.string(),
  erpOrderNumber: z.string(),
  organizationId: z.string(),
  businessUnitId: z.string(),
  status: z.string(),
  deliveryDate: z.string(),
  purchaseOrderNumber: z.string(),
  note: z.string(),
  placedAt: z.string(),
  total: z.string(),
  /** Why staff or the ERP cancelled it; null otherwise (a buyer's own cancel gives none). */
  cancellationReason: z.string().nullable(),
  /** Who cancelled it: 'buyer', 'staff' or 'erp'; null while it is not cancelled. */
  cancelledBy: z.enum(['buyer', 'staff', 'erp']).nullable(),
  /** The credits staff gave on its lines, oldest first (amounts in dollars, e.g. "12.50"). */
  credits: z.array(
    z.object({
      id: z.string(),
      lineNumber: z.number().int(),
      sku: z.string(),
      quantity: z.number().int().nullable(),
      amount: z.string(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
  lines: z.array(
    z.object({
      lineNumber: z.number().int(),
      sku: z.string(),
      unitOfMeasure: z.string(),
      quantity: z.number().int(),
      unitPrice: z.string().nullable(),
    }),
  ),
});

/** An order as the feed and the webhooks carry it. */
export type IntegrationOrder = z.infer<typeof integrationOrderSchema>;

/** Answer of `GET /integration/v1/orders`: entries after the cursor, oldest first, and the cursor to send next. */
export const orderFeedResponseSchema = z.object({
  items: z.array(
    z.object({
      cursor: z.string(),
      kind: z.enum(ORDER_FEED_KINDS),
      recordedAt: z.string(),
      order: integrationOrderSchema,
    }),
  ),
  nextCursor: z.string().nullable(),
});

/** Answer of `GET /integration/v1/orders`. */
export type OrderFeedResponse = z.infer<typeof orderFeedResponseSchema>;

/** Params of `POST /integration/v1/orders/{erpOrderNumber}/status`. */
export const erpOrderParamsSchema = z.object({ erpOrderNumber: text().min(1).max(40) });

const deliveredLineSchema = z.object({
  lineNumber: z.number().int().min(1).max(10_000),
  deliveredQuantity: z.number().int().min(0).max(1_000_000),
  substituteSku: skuSchema.nullable().optional(),
  substituteTitle: text().max(200).nullable().optional(),
});

/**
 * Body of the status call: Processing; Shipped with tracking; Delivered with what each line really brought;
 * Cancelled with the reason the buyer reads. A status re-sent merges: a field it omits keeps its stored
 * value (a Shipped re-sent without a carrier keeps the carrier; Delivered without lines keeps the lines).
 */
export const erpOrderStatusBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('Processing') }),
  z.object({
    status: z.literal('Shipped'),
    carrier: text().min(1).max(60).optional(),
    trackingNumber: text().min(1).max(80).optional(),
  }),
  z.object({ status: z.literal('Delivered'), lines: z.array(deliveredLineSchema).max(2_000).default([]) }),
  z.object({ status: z.literal('Cancelled'), reason: text().trim().min(1).max(500) }),
]);

/** Body of the status call. */
export type ErpOrderStatusBody = z.infer<typeof erpOrderStatusBodySchema>;

/** Answer of the status call. */
export const erpOrderStatusResponseSchema = z.object({
  erpOrderNumber: z.string(),
  status: z.string(),
  changed: z.boolean(),
});

/** An API key as the staff console lists it (never the key itself). */
export const integrationKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  keyPrefix: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  webhookUrl: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

/** An API key as the staff console lists it. */
export type IntegrationKey = z.infer<typeof integrationKeySchema>;

/** Answer of the staff key list. */
export const integrationKeyListSchema = z.object({ items: z.array(integrationKeySchema) });

/** Body of creating an API key. */
export const createIntegrationKeyBodySchema = z.object({
  name: text().trim().min(1, 'Name the key.').max(80),
  scopes: z
    .array(z.enum(INTEGRATION_SCOPES))
    .min(1, 'Choose at least one scope.')
    .max(INTEGRATION_SCOPES.length),
  webhookUrl: z
    .string()
    .max(500)
    .url('Enter a full https:// address.')
    .refine((url) => /^https?:\/\//.test(url), 'Enter a full https:// address.')
    .nullable()
    .optional(),
});

/** Body of creating an API key. */
export type CreateIntegrationKeyBody = z.infer<typeof createIntegrationKeyBodySchema>;

/** Answer of creating an API key: the key and the webhook secret, shown this once only. */
export const createdIntegrationKeySchema = z.object({
  key: integrationKeySchema,
  secret: z.string(),
  webhookSecret: z.string(),
});

/** Answer of creating an API key. */
export type CreatedIntegrationKey = z.infer<typeof createdIntegrationKeySchema>;

/** Params of a key's staff routes. */
export const integrationKeyParamsSchema = z.object({ id: text().min(1).max(64) });
