import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import {
  ORDER_GUIDE_UPLOAD_MAX_BYTES,
  orderGuideAddItemsBodySchema,
  orderGuideAddItemsResponseSchema,
  orderGuideByItemIdListBodySchema,
  orderGuideByItemIdListResponseSchema,
  orderGuideCancelUploadBodySchema,
  orderGuideCategoriesResponseSchema,
  orderGuideCopyResponseSchema,
  orderGuideCreatedByMeBodySchema,
  orderGuideCreatedByMeResponseSchema,
  orderGuideDownloadFileQuerySchema,
  orderGuideDownloadQuerySchema,
  orderGuideDownloadResponseSchema,
  orderGuideFinishUploadBodySchema,
  orderGuideFinishUploadResponseSchema,
  orderGuideHeaderListResponseSchema,
  orderGuideIdParamsSchema,
  orderGuideImportListingResponseSchema,
  orderGuideImportQuerySchema,
  orderGuideLastViewedResponseSchema,
  orderGuideListBodySchema,
  orderGuideListingResponseSchema,
  orderGuideListResponseSchema,
  orderGuideParLevelsBodySchema,
  orderGuidePreferencesBodySchema,
  orderGuideQuerySchema,
  orderGuideSchema,
  orderGuideShareBodySchema,
  orderGuideShareImportBodySchema,
  orderGuideShareResponseSchema,
  orderGuideTransferBodySchema,
  orderGuideUpdateBodySchema,
  orderGuideUpdateResponseSchema,
  orderGuideUploadResponseSchema,
  successSchema,
} from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/session.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import {
  addItemsToGuides,
  copyGuide,
  importSharedGuide,
  markViewed,
  removeGuide,
  setParLevels,
  setPreferences,
  shareGuide,
  transferGuide,
  unshareGuide,
} from './guide-actions.ts';
import { cancelUpload, finishUpload, guideFile, importGuideFile } from './guide-import-export.ts';
import { readUpload } from './guide-upload-request.ts';
import { updateGuideArrangement } from './guide-update.ts';
import {
  byItemIdList,
  createdByMeList,
  getCategories,
  getGuide,
  guideContextOf,
  headerListOf,
  importListingOf,
  listGuides,
  listingOf,
  visibleGuide,
  type GuideContext,
} from './order-guides.service.ts';

const TAGS = ['order-guides'];

function contextOf(request: FastifyRequest): GuideContext {
  return guideContextOf(requireSession(request), new Date(), timeZoneOf(request));
}

const ok = { success: true as const };

/**
 * The guide answer is built from typed rows by the service and can hold 2,000 items: re-validating it with
 * zod on the way out would cost more than building it, so it is written as it is (the schema still
 * documents it, and API tests parse answers with it).
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

const userTimeZoneHeaders = z.object({ 'user-timezone': z.string().optional() });

/** The order guide calls of spec section 7 'Order guides', and those it names without showing. */
export const orderGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: they apply to these routes and leave the rest of the app as it was.
  // Level 6 (zlib's default, stated because it was measured): on a whole 2,000-item guide (1 MB of JSON),
  // level 4 saves ~5 ms of CPU but adds 13 KB, ~10 ms more on a 10 Mbit/s link; level 9 saves 5 KB for
  // ~8 ms more CPU (ADR 008).
  await app.register(compress, {
    global: false,
    threshold: 2048,
    encodings: ['gzip', 'deflate'],
    zlibOptions: { level: 6 },
  });
  await app.register(multipart, {
    limits: { fileSize: ORDER_GUIDE_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  const guideRead = { tags: TAGS, querystring: orderGuideQuerySchema, headers: userTimeZoneHeaders };

  app.post(
    '/web-api/order-guide',
    {
      config: { readOnly: true },
      compress: {},
      serializerCompiler: plainJson,
      schema: {
        ...guideRead,
        summary:
          'A guide with one page of its items (id -1: a new, empty guide); another organization’s is a 404.',
        response: { 200: orderGuideSchema },
      },
    },
    async (request) => getGuide(app.db, contextOf(request), request.query),
  );

  app.post(
    '/web-api/order-guide/categories',
    {
      config: { readOnly: true },
      compress: {},
      serializerCompiler: plainJson,
      schema: {
        ...guideRead,
        summary: "One page of a guide's groups and Ungrouped, for edit mode's page-by-page load.",
        response: { 200: orderGuideCategoriesResponseSchema },
      },
    },
    async (request) => getCategories(app.db, contextOf(request), request.query),
  );

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
    '/web-api/order-guide/update',
    {
      schema: {
        tags: TAGS,
        summary: "Saves a guide's name, groups and items ('Substitutions' left out); id -1 creates it.",
        body: orderGuideUpdateBodySchema,
        response: { 200: orderGuideUpdateResponseSchema },
      },
    },
    async (request) => {
      const { id } = await updateGuideArrangement(app.db, contextOf(request), request.body);
      return { success: true, id, error: null };
    },
  );

  app.post(
    '/web-api/order-guide/update-last-viewed-date/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Stamps now as the user's last view of the guide.",
        params: orderGuideIdParamsSchema,
        response: { 200: orderGuideLastViewedResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      lastViewedDate: await markViewed(app.db, contextOf(request), request.params.id),
    }),
  );

  app.post(
    '/web-api/order-guide/import-file',
    {
      schema: {
        tags: TAGS,
        summary:
          'Uploads a CSV or XLSX (multipart field `file`, optional field `name`) into a pending guide, new or for an existing one.',
        consumes: ['multipart/form-data'],
        querystring: orderGuideImportQuerySchema,
        response: { 200: orderGuideUploadResponseSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      return importGuideFile(app.db, contextOf(request), {
        ...upload,
        targetGuideId: request.query.orderGuideId,
      });
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
      return ok;
    },
  );

  app.post(
    '/web-api/order-guide/set-preferences',
    {
      schema: {
        tags: TAGS,
        summary: "Sets the user's hide and default marks on a guide (default is one per organization).",
        body: orderGuidePreferencesBodySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      const { orderGuideId, hide } = request.body;
      await setPreferences(app.db, contextOf(request), orderGuideId, { hide, default: request.body.default });
      return ok;
    },
  );

  const marks = [
    ['hide', { hide: true }, 'Hides the guide from the user’s lists.'],
    ['unhide', { hide: false }, 'Shows a hidden guide again.'],
    ['default', { default: true }, "Makes the guide the user's default in the organization."],
  ] as const;
  for (const [path, preferences, summary] of marks) {
    app.post(
      `/web-api/order-guide/${path}/:id`,
      { schema: { tags: TAGS, summary, params: orderGuideIdParamsSchema, response: { 200: successSchema } } },
      async (request) => {
        await setPreferences(app.db, contextOf(request), request.params.id, preferences);
        return ok;
      },
    );
  }

  app.post(
    '/web-api/order-guide/list',
    {
      config: { readOnly: true },
      schema: {
        tags: TAGS,
        summary: "The organization's guides and those shared to it, default first (hidden ones marked).",
        body: orderGuideListBodySchema,
        response: { 200: orderGuideListResponseSchema },
      },
    },
    async (request) => {
      const guides = await listGuides(app.db, contextOf(request));
      const includeHidden = request.body?.includeHidden ?? true;
      return { guides: includeHidden ? guides : guides.filter((guide) => !guide.isHidden) };
    },
  );

  app.get(
    '/web-api/order-guide/listing',
    {
      schema: {
        tags: TAGS,
        summary: 'The visible guides for the order-guides modal.',
        response: { 200: orderGuideListingResponseSchema },
      },
    },
    async (request) => listingOf(app.db, contextOf(request)),
  );

  app.get(
    '/web-api/order-guide/header-list',
    {
      schema: {
        tags: TAGS,
        summary: "The header menu's guides: default first, then the last viewed.",
        response: { 200: orderGuideHeaderListResponseSchema },
      },
    },
    async (request) => headerListOf(app.db, contextOf(request)),
  );

  app.get(
    '/web-api/order-guide/import-listing',
    {
      schema: {
        tags: TAGS,
        summary: 'Guides other organizations shared to this one, to import as its own.',
        response: { 200: orderGuideImportListingResponseSchema },
      },
    },
    async (request) => importListingOf(app.db, contextOf(request)),
  );

  app.post(
    '/web-api/order-guide/created-by-me-list',
    {
      config: { readOnly: true },
      schema: {
        tags: TAGS,
        summary: 'The guides the user created and may edit, with which of the skus each holds.',
        body: orderGuideCreatedByMeBodySchema,
        response: { 200: orderGuideCreatedByMeResponseSchema },
      },
    },
    async (request) => ({ guides: await createdByMeList(app.db, contextOf(request), request.body.skuList) }),
  );

  app.post(
    '/web-api/order-guide/by-item-id-list',
    {
      config: { readOnly: true },
      schema: {
        tags: TAGS,
        summary: 'The visible guides that hold any of the items, with which of them each holds.',
        body: orderGuideByItemIdListBodySchema,
        response: { 200: orderGuideByItemIdListResponseSchema },
      },
    },
    async (request) => ({ guides: await byItemIdList(app.db, contextOf(request), request.body.itemIdList) }),
  );

  app.post(
    '/web-api/order-guide/add-items',
    {
      schema: {
        tags: TAGS,
        summary: 'Adds products to guides the user may edit (id -1 with newGuideName creates one).',
        body: orderGuideAddItemsBodySchema,
        response: { 200: orderGuideAddItemsResponseSchema },
      },
    },
    async (request) => addItemsToGuides(app.db, contextOf(request), request.body),
  );

  app.post(
    '/web-api/order-guide/par-levels',
    {
      schema: {
        tags: TAGS,
        summary: 'Sets par levels of items of a guide (null clears one).',
        body: orderGuideParLevelsBodySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await setParLevels(app.db, contextOf(request), request.body.orderGuideId, request.body.items);
      return ok;
    },
  );

  app.post(
    '/web-api/order-guide/copy/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Duplicates a guide into the current organization as 'Copy of {name}'.",
        params: orderGuideIdParamsSchema,
        response: { 200: orderGuideCopyResponseSchema },
      },
    },
    async (request) => copyGuide(app.db, contextOf(request), request.params.id),
  );

  app.delete(
    '/web-api/order-guide/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Deletes a guide (its creator or an organization admin).',
        params: orderGuideIdParamsSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await removeGuide(app.db, contextOf(request), request.params.id);
      return ok;
    },
  );

  app.post(
    '/web-api/order-guide/transfer-ownership',
    {
      schema: {
        tags: TAGS,
        summary: 'Moves a guide to another organization of the user.',
        body: orderGuideTransferBodySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await transferGuide(
        app.db,
        contextOf(request),
        request.body.orderGuideId,
        request.body.newOrganizationId,
      );
      return ok;
    },
  );

  app.post(
    '/web-api/order-guide/share',
    {
      schema: {
        tags: TAGS,
        summary:
          "Shares a guide to another of the user's organizations ('Organization ID required' without one).",
        body: orderGuideShareBodySchema,
        response: { 200: orderGuideShareResponseSchema },
      },
    },
    async (request) =>
      shareGuide(app.db, contextOf(request), request.body.orderGuideId, request.body.organizationId),
  );

  app.post(
    '/web-api/order-guide/remove-share',
    {
      schema: {
        tags: TAGS,
        summary: 'Stops sharing a guide to an organization.',
        body: orderGuideShareBodySchema,
        response: { 200: orderGuideShareResponseSchema },
      },
    },
    async (request) =>
      unshareGuide(app.db, contextOf(request), request.body.orderGuideId, request.body.organizationId),
  );

  app.post(
    '/web-api/order-guide/share-import',
    {
      schema: {
        tags: TAGS,
        summary: 'Copies a guide another organization shared to this one into it.',
        body: orderGuideShareImportBodySchema,
        response: { 200: orderGuideCopyResponseSchema },
      },
    },
    async (request) =>
      importSharedGuide(app.db, contextOf(request), request.body.orderGuideId, request.body.name),
  );
};
