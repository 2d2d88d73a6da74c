import {
  barcodeProductSchema,
  barcodeQuerySchema,
  errorResponseSchema,
  orderableSkusQuerySchema,
  orderableSkusResponseSchema,
  productDetailQuerySchema,
  productDetailSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app-error.ts';
import { requireSession } from '../../plugins/session.ts';
import { waitingUnitsOf } from '../notify-me/notify-me.service.ts';
import { productByBarcode } from './barcode.ts';
import { orderableSkus } from './orderable-skus.ts';
import { productDetail } from './product-detail.ts';

/** Product detail for the PDP: every product and variant field a buyer needs, priced for the organization. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/catalog/product',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['catalog'],
        summary:
          'A product with its units: pack, unit, price (signed in) or none, catch weight, stock, tags, min/max, sell-by, drop-ship and special-order.',
        querystring: productDetailQuerySchema,
        response: { 200: productDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const organization = request.session?.organization?.row;
      const viewer = organization
        ? { customerGroupId: organization.customerGroupId, brand: organization.brand }
        : { customerGroupId: null, brand: null };
      const waiting = await waitingUnitsOf(app.db, request.session, request.query.sku);
      const detail = await productDetail(app.db, request.query.sku, viewer, waiting);
      if (!detail) throw notFound(`Product ${request.query.sku}`);
      return detail;
    },
  );

  app.get(
    '/web-api/catalog/orderable',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['catalog'],
        summary:
          'Which of up to 60 products the viewer can order now (not restricted, orderable online, in stock); none on hold.',
        querystring: orderableSkusQuerySchema,
        response: { 200: orderableSkusResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => orderableSkus(app.db, request.session?.organization?.row ?? null, request.query.skus),
  );

  app.get(
    '/web-api/catalog/by-barcode',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The product a scanned case barcode (GTIN-8/12/13/14; a UPC is 12 digits) is on.',
        querystring: barcodeQuerySchema,
        response: { 200: barcodeProductSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      requireSession(request);
      const found = await productByBarcode(app.db, request.query.code);
      if (!found) throw notFound(`A product with barcode ${request.query.code}`);
      return found;
    },
  );
};
