import {
  IDEMPOTENCY_KEY_HEADER,
  cartOrderQuerySchema,
  cartSetLineBodySchema,
  cartSetLineResponseSchema,
  orderGuideCountSheetQuerySchema,
  orderGuideCountSheetSchema,
  orderGuideCountsBodySchema,
  orderGuideStorageOrderBodySchema,
  text,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/session.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { cartContextOf } from '../cart/cart-context.ts';
import { contextOf as guideContextOf } from '../order-guides/guide-request-context.ts';
import { countSheetOf, saveCounts, setStorageOrder } from './count-sheet.ts';
import { setLine } from './set-line.ts';

/** A change replayed from the offline queue must carry its own key: that is what makes it apply once. */
const requiredKeySchema = text().trim().min(8).max(200);

/** The calls of issue 34 (ADR 047): replaying offline changes once, and counting a guide to order. */
export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/cart/set-line',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Sets the quantity of a line by sku and unit (0 removes it), once per Idempotency-Key; a change older than the last one applied to the line is not applied (the later change wins).',
        querystring: cartOrderQuerySchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: requiredKeySchema }).passthrough(),
        body: cartSetLineBodySchema,
        response: { 200: cartSetLineResponseSchema },
      },
    },
    async (request) => {
      const context = cartContextOf(
        requireSession(request),
        new Date(),
        timeZoneOf(request),
        request.query.orderNumber,
      );
      return setLine(app.db, context, request.headers[IDEMPOTENCY_KEY_HEADER], request.body);
    },
  );

  app.get(
    '/web-api/order-guide/count-sheet',
    {
      schema: {
        tags: ['order-guides'],
        summary: "A guide's storage order (the areas its items are counted in) and the last on-hand counts.",
        querystring: orderGuideCountSheetQuerySchema,
        response: { 200: orderGuideCountSheetSchema },
      },
    },
    async (request) => countSheetOf(app.db, guideContextOf(request), request.query.id),
  );

  app.post(
    '/web-api/order-guide/storage-order',
    {
      schema: {
        tags: ['order-guides'],
        summary:
          "Keeps the order a guide's items are counted in: walk-in, freezer, dry store, arranged once.",
        body: orderGuideStorageOrderBodySchema,
        response: { 200: orderGuideCountSheetSchema },
      },
    },
    async (request) =>
      setStorageOrder(app.db, guideContextOf(request), request.body.orderGuideId, request.body.areas),
  );

  app.post(
    '/web-api/order-guide/counts',
    {
      schema: {
        tags: ['order-guides'],
        summary: 'Keeps on-hand counts of items of a guide with the date they were taken.',
        body: orderGuideCountsBodySchema,
        response: { 200: orderGuideCountSheetSchema },
      },
    },
    async (request) =>
      saveCounts(app.db, guideContextOf(request), request.body.orderGuideId, request.body.counts),
  );
};
