import multipart from '@fastify/multipart';
import {
  ORDER_GUIDE_UPLOAD_MAX_BYTES,
  orderGuideCancelUploadBodySchema,
  orderGuideDownloadFileQuerySchema,
  orderGuideDownloadQuerySchema,
  orderGuideDownloadResponseSchema,
  orderGuideFinishUploadBodySchema,
  orderGuideFinishUploadResponseSchema,
  orderGuideImportQuerySchema,
  orderGuideUploadResponseSchema,
  successSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from './guide-request-context.ts';
import { cancelUpload, finishUpload, guideFile, importGuideFile } from './guide-import-export.ts';
import { readUpload } from './guide-upload-request.ts';
import { ImportTurns } from './import-turns.ts';
import { visibleGuide } from './guide-access.ts';

const TAGS = ['order-guides'];

/** The order guide calls that move files: download as CSV or XLSX, and the upload flow (spec section 7). */
export const orderGuideFileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only, so multipart bodies are accepted by the upload route and nowhere else. The file
  // is buffered, at most ORDER_GUIDE_UPLOAD_MAX_BYTES: a workbook's parts are found from its end (ADR 011).
  await app.register(multipart, {
    limits: { fileSize: ORDER_GUIDE_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const turns = new ImportTurns();

  app.get(
    '/web-api/order-guide-download',
    {
      schema: {
        tags: TAGS,
        summary: 'A link that downloads the guide as CSV or XLSX.',
        querystring: orderGuideDownloadQuerySchema,
        response: { 200: orderGuideDownloadResponseSchema },
      },
    },
    async (request) => {
      const { orderGuideId, format } = request.query;
      await visibleGuide(app.db, contextOf(request), orderGuideId);
      return {
        isSuccessful: true,
        downloadLink: `/web-api/order-guide-download/file?orderGuideId=${orderGuideId}&format=${format}`,
        errors: [],
      };
    },
  );

  app.get(
    '/web-api/order-guide-download/file',
    {
      schema: {
        tags: TAGS,
        summary:
          'The guide file (text/csv or an XLSX workbook) as an attachment; the target of downloadLink.',
        querystring: orderGuideDownloadFileQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const { orderGuideId, format } = request.query;
      const file = await guideFile(app.db, contextOf(request), orderGuideId, format);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .type(
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .send(file.content);
    },
  );

  app.post(
    '/web-api/order-guide/import-file',
    {
      schema: {
        tags: TAGS,
        summary:
          'Uploads a CSV or XLSX (multipart field `file`, optional field `name`) into a pending guide, new or for an existing one; one at a time per user (429 with Retry-After while one is under way).',
        consumes: ['multipart/form-data'],
        querystring: orderGuideImportQuerySchema,
        response: { 200: orderGuideUploadResponseSchema },
      },
    },
    async (request) => {
      const context = contextOf(request);
      return turns.run(
        context.viewer.userId,
        () => readUpload(request),
        (upload) =>
          importGuideFile(app.db, context, { ...upload, targetGuideId: request.query.orderGuideId }),
      );
    },
  );

  app.post(
    '/web-api/order-guide/finish-upload',
    {
      schema: {
        tags: TAGS,
        summary: 'Makes a pending upload a guide (or adds it to the guide it was for).',
        body: orderGuideFinishUploadBodySchema,
        response: { 200: orderGuideFinishUploadResponseSchema },
      },
    },
    async (request) => finishUpload(app.db, contextOf(request), request.body.id, request.body.name),
  );

  app.post(
    '/web-api/order-guide/cancel-upload',
    {
      schema: {
        tags: TAGS,
        summary: 'Drops a pending upload; nothing of it remains.',
        body: orderGuideCancelUploadBodySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await cancelUpload(app.db, contextOf(request), request.body.id);
      return { success: true as const };
    },
  );
};
