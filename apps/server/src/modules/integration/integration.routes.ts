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
import { readOrderFeed } from './order-feed.service.ts';

const TAGS = ['integration'];
const security = [{ integrationKey: [] }];
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
        body: inventoryFeedBodySchema,
        response: { 200: feedResultSchema, ...errors },
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
        body: priceFeedBodySchema,
        response: { 200: feedResultSchema, ...errors },
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
          'ERP: orders placed, edited and cancelled since the cursor, oldest first; send nextCursor next time.',
        querystring: orderFeedQuerySchema,
        response: { 200: orderFeedResponseSchema, ...errors },
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
          'ERP: an order is Processing, Shipped (with tracking) or Delivered (with delivered quantities and substitutions).',
        params: erpOrderParamsSchema,
        body: erpOrderStatusBodySchema,
        response: { 200: erpOrderStatusResponseSchema, ...errors },
      },
    },
    async (request) => setErpOrderStatus(app.db, request.params.erpOrderNumber, request.body),
  );
};
