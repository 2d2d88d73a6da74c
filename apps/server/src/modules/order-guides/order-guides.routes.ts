import compress from '@fastify/compress';
import {
  orderGuideAddItemsBodySchema,
  orderGuideAddItemsResponseSchema,
  orderGuideByItemIdListBodySchema,
  orderGuideByItemIdListResponseSchema,
  orderGuideCategoriesResponseSchema,
  orderGuideCopyResponseSchema,
  orderGuideCreatedByMeBodySchema,
  orderGuideCreatedByMeResponseSchema,
  orderGuideHeaderListResponseSchema,
  orderGuideIdParamsSchema,
  orderGuideImportListingResponseSchema,
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
  successSchema,
  text,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { contextOf } from './guide-request-context.ts';
import { updateGuideArrangement } from './guide-update.ts';
import { orderGuideFileRoutes } from './order-guide-files.routes.ts';
import {
  byItemIdList,
  createdByMeList,
  headerListOf,
  importListingOf,
  listGuides,
  listingOf,
} from './guide-lists.ts';
import { getCategories, getGuide } from './order-guides.service.ts';

const TAGS = ['order-guides'];

const ok = { success: true as const };

/**
 * The guide answer is built from typed rows by the service and can hold 2,000 items: re-validating it with
 * zod on the way out would cost more than building it, so it is written as it is (the schema still
 * documents it, and API tests parse answers with it).
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

const userTimeZoneHeaders = z.object({ 'user-timezone': text().max(64).optional() });

/** The order guide calls of spec section 7 'Order guides', and those it names without showing. */
export const orderGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this plugin only: it applies to these routes and leaves the rest of the app as it was.
  // Level 6 (zlib's default, stated because it was measured): on a whole 2,000-item guide (1 MB of JSON),
  // level 4 saves ~5 ms of CPU but adds 13 KB, ~10 ms more on a 10 Mbit/s link; level 9 saves 5 KB for
  // ~8 ms more CPU (ADR 008).
  await app.register(compress, {
    global: false,
    threshold: 2048,
    encodings: ['gzip', 'deflate'],
    zlibOptions: { level: 6 },
  });
  // Download and upload, with the multipart parser they alone need.
  await app.register(orderGuideFileRoutes);

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
