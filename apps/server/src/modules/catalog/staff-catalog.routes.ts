import {
  errorResponseSchema,
  staffCatalogEditSchema,
  staffCatalogItemSchema,
  staffCatalogPageSchema,
  staffCatalogParamsSchema,
  staffCatalogQuerySchema,
  staffCategoryEditSchema,
  staffCategoryParamsSchema,
  staffCategoryTreeSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import {
  editStaffCatalogItem,
  listStaffCatalog,
  setStaffItemRetired,
  staffCatalogItem,
} from './staff-catalog.service.ts';
import { editStaffCategory, staffCategoryTree } from './staff-categories.service.ts';

const TAGS = ['staff'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The staff console's catalog (permission manage-catalog): find, inspect, edit, retire and restore items; the category tree. */
export const staffCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('manage-catalog');

  app.get(
    '/web-api/staff/catalog/products',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: items found by sku, name, brand, vendor or category, active or discontinued, a page at a time.',
        querystring: staffCatalogQuerySchema,
        response: { 200: staffCatalogPageSchema, ...errors },
      },
    },
    async (request) => listStaffCatalog(app.db, request.query),
  );

  app.get(
    '/web-api/staff/catalog/products/:sku',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: an item as the storefront shows it, with each unit’s price per customer group and stock per business unit.',
        params: staffCatalogParamsSchema,
        response: { 200: staffCatalogItemSchema, ...errors },
      },
    },
    async (request) => staffCatalogItem(app.db, request.params.sku),
  );

  app.patch(
    '/web-api/staff/catalog/products/:sku',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: change an item’s texts, picture, spec sheet, video, similar items, substitutes, search words and unit flags; audited.',
        params: staffCatalogParamsSchema,
        body: staffCatalogEditSchema,
        response: { 200: staffCatalogItemSchema, ...errors },
      },
    },
    async (request) => editStaffCatalogItem(app.db, staffMemberOf(request), request.params.sku, request.body),
  );

  for (const [verb, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/web-api/staff/catalog/products/:sku/${verb}`,
      {
        onRequest,
        schema: {
          tags: TAGS,
          summary: retired
            ? 'Staff: retire an item: it leaves search, menus and new carts; guides keep it marked; audited.'
            : 'Staff: bring a retired item back to the storefront; audited.',
          params: staffCatalogParamsSchema,
          response: { 200: staffCatalogItemSchema, ...errors },
        },
      },
      async (request) => setStaffItemRetired(app.db, staffMemberOf(request), request.params.sku, retired),
    );
  }

  app.get(
    '/web-api/staff/catalog/categories',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff: the category tree in shelf order, with how many items each holds.',
        response: { 200: staffCategoryTreeSchema, ...errors },
      },
    },
    async () => staffCategoryTree(app.db),
  );

  app.patch(
    '/web-api/staff/catalog/categories/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff: rename a category, move it under another parent, or change its place; audited.',
        params: staffCategoryParamsSchema,
        body: staffCategoryEditSchema,
        response: { 200: staffCategoryTreeSchema, ...errors },
      },
    },
    async (request) => editStaffCategory(app.db, staffMemberOf(request), request.params.id, request.body),
  );
};
