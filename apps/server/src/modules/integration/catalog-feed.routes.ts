import {
  catalogUpsertBodySchema,
  catalogUpsertResultSchema,
  discontinueBodySchema,
  discontinueResultSchema,
  errorResponseSchema,
  vendorUpsertBodySchema,
  vendorUpsertResultSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discontinueProducts,
  keepCatalogCheckThread,
  upsertCatalogProducts,
  upsertCatalogVendors,
} from '../catalog/catalog-feed.service.ts';
import { productImagePullJob } from '../catalog/product-image.service.ts';
import type { MediaStore } from '../media/media.service.ts';
import { requireApiKey } from './integration-auth.ts';

const TAGS = ['integration'];
const security = [{ integrationKey: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
};
/** 10,000 products with their units and long descriptions: about 15 MB of JSON at the most. */
const CATALOG_BODY_LIMIT = 32 * 1024 * 1024;
// Bearer keys, never cookies: a browser cannot be tricked into sending one, so no cross-site check applies.
const config = { crossSite: 'open' as const };
/**
 * The product upsert checks each row on its own in a worker thread, so one answer names every bad field of
 * every row (route validation stops at the shape): the schema stays on the route for the API's document.
 */
const rowsCheckedByService = () => (data: unknown) => ({ value: data });

/** The distributor's catalog: products, vendors and discontinued items from its ERP (ADR 039). */
export const catalogFeedRoutes: FastifyPluginAsyncZod<{ media: MediaStore }> = async (app, options) => {
  app.jobs.register(
    productImagePullJob(app.db, options.media, { allowPrivate: app.config.OUTBOUND_ALLOW_PRIVATE }),
  );
  // The sync instance starts its check thread now, so a sync's first call does not wait for it (ADR 060).
  if (app.config.CATALOG_CHECK_THREAD_KEPT) app.addHook('onClose', keepCatalogCheckThread());
  // The products call in a scope of its own, whose JSON parser keeps the body as bytes: they are moved to
  // the worker thread that parses and checks them (ADRs 040, 051), so the request thread never walks, nor
  // even holds as a string, a 15 MB body.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: CATALOG_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/integration/v1/products',
      {
        config,
        bodyLimit: CATALOG_BODY_LIMIT,
        onRequest: requireApiKey(app.db, 'catalog'),
        validatorCompiler: rowsCheckedByService,
        schema: {
          tags: TAGS,
          security,
          summary:
            'ERP: up to 10,000 products with their units, upserted by sku; categories made as needed; all rows or none; repeats change nothing.',
          body: catalogUpsertBodySchema,
          response: { 200: catalogUpsertResultSchema, ...errors },
        },
      },
      // A call with no body at all has none (the parser is not run): the worker refuses it as not JSON.
      async (request) =>
        upsertCatalogProducts(app.db, (request.body as Buffer | undefined) ?? new Uint8Array()),
    );
  });

  app.post(
    '/integration/v1/products/discontinue',
    {
      config,
      bodyLimit: 4 * 1024 * 1024,
      onRequest: requireApiKey(app.db, 'catalog'),
      schema: {
        tags: TAGS,
        security,
        summary:
          'ERP: products leave search, menus and new carts; guides keep them marked with substitutes; placed orders are untouched.',
        body: discontinueBodySchema,
        response: { 200: discontinueResultSchema, ...errors },
      },
    },
    async (request) => discontinueProducts(app.db, request.body),
  );

  app.post(
    '/integration/v1/vendors',
    {
      config,
      bodyLimit: 8 * 1024 * 1024,
      onRequest: requireApiKey(app.db, 'catalog'),
      schema: {
        tags: TAGS,
        security,
        summary:
          'ERP: vendors upserted by id: name, drop-ship, states a drop-ship vendor may not ship to, cut-off; all rows or none.',
        body: vendorUpsertBodySchema,
        response: { 200: vendorUpsertResultSchema, ...errors },
      },
    },
    async (request) => upsertCatalogVendors(app.db, request.body),
  );
};
