import {
  erpOrderParamsSchema,
  erpOrderStatusBodySchema,
  erpOrderStatusResponseSchema,
  errorResponseSchema,
  feedResultSchema,
  inventoryFeedBodySchema,
  orderFeedQuerySchema,
  orderFeedResponseSchema,
  priceFeedBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyInventoryFeed, applyPriceFeed } from '../catalog/erp-feeds.service.ts';
import { setErpOrderStatus } from '../orders/erp-orders.service.ts';
import { requireApiKey } from './integration-auth.ts';
import {
  ERP_CANCEL_EXAMPLE,
  ERP_STATUS_EXAMPLE,
  ERP_STATUS_RESULT_EXAMPLE,
  FEED_RESULT_EXAMPLE,
  INVENTORY_FEED_EXAMPLE,
  ORDER_FEED_EXAMPLE,
  PRICE_FEED_EXAMPLE,
} from './integration-examples.ts';
import { readOrderFeed } from './order-feed.service.ts';

const TAGS = ['integration'];
const security = [{ integrationKey: [] }];
const feedResult = feedResultSchema.meta({ examples: [FEED_RESULT_EXAMPLE] });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};
/** A 10,000-row feed is about 1 MB of JSON; 20,000 rows with long values stay under this. */
const FEED_BODY_LIMIT = 8 * 1024 * 1024;
// Bearer keys, never cookies: a browser cannot be tricked into sending one, so no cross-site check applies.
const config = { crossSite: 'open' as const };

/** The distributor's ERP: stock, prices and order statuses in, the order feed out (ADR 021). */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/integration/v1/inventory',
    {
      config,
      bodyLimit: FEED_BODY_LIMIT,
      onRequest: requireApiKey(app.db, 'inventory'),
      schema: {
        tags: TAGS,
        security,
        summary:
          'ERP: on hand per sku, unit and business unit, in bulk; all rows or none; repeats change nothing.',
        body: inventoryFeedBodySchema.meta({ examples: [INVENTORY_FEED_EXAMPLE] }),
        response: { 200: feedResult, ...errors },
      },
    },
    async (request) => applyInventoryFeed(app.db, request.body),
  );

  app.post(
    '/integration/v1/prices',
    {
      config,
      bodyLimit: FEED_BODY_LIMIT,
      onRequest: requireApiKey(app.db, 'prices'),
      schema: {
        tags: TAGS,
        security,
        summary:
          "ERP: prices per sku, unit and customer group, in bulk; a null price removes it ('Price Pending').",
        body: priceFeedBodySchema.meta({ examples: [PRICE_FEED_EXAMPLE] }),
        response: { 200: feedResult, ...errors },
      },
    },
    async (request) => applyPriceFeed(app.db, request.body),
  );

  app.get(
    '/integration/v1/orders',
    {
      onRequest: requireApiKey(app.db, 'orders'),
      schema: {
        tags: TAGS,
        security,
        summary:
          'ERP: orders placed, edited, cancelled and credited since the cursor, oldest first; send nextCursor next time. A cancelled order carries its cancellationReason and cancelledBy; credits list every credit on its lines.',
        querystring: orderFeedQuerySchema,
        response: { 200: orderFeedResponseSchema.meta({ examples: [ORDER_FEED_EXAMPLE] }), ...errors },
      },
    },
    async (request) => readOrderFeed(app.db, request.query.cursor, request.query.limit),
  );

  app.post(
    '/integration/v1/orders/:erpOrderNumber/status',
    {
      config,
      onRequest: requireApiKey(app.db, 'orders'),
      schema: {
        tags: TAGS,
        security,
        summary:
          'ERP: an order is Processing, Shipped (with tracking), Delivered (with delivered quantities and substitutions) or Cancelled (with a reason).',
        description:
          'A status re-sent merges with what is stored: a field it omits keeps its value, so re-sending Shipped without a carrier (or tracking number) keeps the stored one, and Delivered without lines keeps the delivered lines. Cancelling releases the stock the order held, e-mails the buyer the reason and is refused (409) for a delivered or already cancelled order.',
        params: erpOrderParamsSchema,
        body: erpOrderStatusBodySchema.meta({ examples: [ERP_STATUS_EXAMPLE, ERP_CANCEL_EXAMPLE] }),
        response: {
          200: erpOrderStatusResponseSchema.meta({ examples: [ERP_STATUS_RESULT_EXAMPLE] }),
          ...errors,
        },
      },
    },
    async (request) => setErpOrderStatus(app.db, request.params.erpOrderNumber, request.body),
  );
};
