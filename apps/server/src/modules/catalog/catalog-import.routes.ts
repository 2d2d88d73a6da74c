import multipart from '@fastify/multipart';
import {
  CATALOG_IMPORT_MAX_BYTES,
  catalogImportResultSchema,
  errorResponseSchema,
  staffCatalogImportQuerySchema,
  staffCatalogParamsSchema,
  staffCatalogTemplateQuerySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import { uploadedFileOf } from '../../plugins/spreadsheet-import.ts';
import { importTemplateCsv, importTemplateXlsx } from './catalog-import-file.ts';
import { importCatalogFile } from './catalog-import.service.ts';
import type { MediaStore } from '../media/media.service.ts';
import { uploadProductImage } from './product-image.service.ts';

const TAGS = ['staff'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Staff spreadsheet imports of products, prices and stock (permission manage-catalog): a dry run, then apply. */
export const catalogImportRoutes: FastifyPluginAsyncZod<{ media: MediaStore }> = async (app, options) => {
  // Multipart only here; the file is buffered, at most CATALOG_IMPORT_MAX_BYTES, and read by the bounded
  // readers of ADR 011 (a workbook's parts are found from its end).
  await app.register(multipart, {
    limits: { fileSize: CATALOG_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  const onRequest = requireStaff('manage-catalog');

  app.post(
    '/web-api/staff/catalog/import',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: a CSV or XLSX of products (a row per unit), prices or stock: every row checked and previewed (new, changed, unchanged, errors); apply=true writes it all or nothing.',
        querystring: staffCatalogImportQuerySchema,
        consumes: ['multipart/form-data'],
        response: {
          200: catalogImportResultSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const file = await uploadedFileOf(request, CATALOG_IMPORT_MAX_BYTES);
      const { kind, apply } = request.query;
      return importCatalogFile(app.db, staffMemberOf(request), kind, file, apply === 'true');
    },
  );

  app.post(
    '/web-api/staff/catalog/products/:sku/image',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: upload an item’s picture (JPEG, PNG, WebP, GIF or AVIF, at most 8 MB): stored by content hash in the storefront’s sizes and shown at once; audited.',
        params: staffCatalogParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ imageUrl: z.string() }),
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const file = await uploadedFileOf(request, CATALOG_IMPORT_MAX_BYTES);
      return uploadProductImage(
        app.db,
        staffMemberOf(request),
        options.media,
        request.params.sku,
        file.content,
      );
    },
  );

  app.get(
    '/web-api/staff/catalog/import-template',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: the template of an import kind, CSV (format=csv, the default) or XLSX (format=xlsx): its columns and one example row.',
        querystring: staffCatalogTemplateQuerySchema,
        produces: ['text/csv', XLSX_TYPE],
        response: { 200: z.any(), 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { kind, format } = request.query;
      void reply.header('content-disposition', `attachment; filename="larder-${kind}-template.${format}"`);
      if (format === 'xlsx') return reply.type(XLSX_TYPE).send(await importTemplateXlsx(kind));
      return reply.type('text/csv; charset=utf-8').send(importTemplateCsv(kind));
    },
  );
};
