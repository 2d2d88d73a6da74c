import {
  orderGuideCountSheetQuerySchema,
  orderGuideCountSheetSchema,
  orderGuideCountsBodySchema,
  orderGuideStorageOrderBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countSheetOf, saveCounts, setStorageOrder } from './count-sheet.ts';
import { contextOf as guideContextOf } from './guide-request-context.ts';

/** Count to order (issue 34): a guide's storage order and its dated on-hand counts. */
export const countSheetRoutes: FastifyPluginAsyncZod = async (app) => {
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
