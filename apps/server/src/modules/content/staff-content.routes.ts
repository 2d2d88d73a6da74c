import {
  STAFF_CONTENT_BLOCKS,
  errorResponseSchema,
  queryInteger,
  staffContentBlockResponseSchema,
  staffContentBlockSchemas,
  staffContentPageSchema,
  staffContentPageTreeSchema,
  staffPageDraftSchema,
  staffSiteAlertBodySchema,
  staffSiteAlertResponseSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import {
  discardBlockDraft,
  getBlockForEditing,
  getSiteAlert,
  publishBlockDraft,
  saveBlockDraft,
  setSiteAlert,
} from './content-block-editing.service.ts';
import {
  discardPageDraft,
  getPageForEditing,
  listPageTree,
  publishPage,
  savePageDraft,
} from './content-editing.service.ts';

const pageParamsSchema = z.object({ id: queryInteger(1, 2_147_483_647) });
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const guard = requireStaff('edit-content');

/** The staff console's Content screen: pages with draft, preview and publish; header, footer, settings, site alert. */
export const staffContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/staff/content/pages',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: 'Staff: every page as a tree (depth first, in sort order), with which have drafts.',
        response: { 200: staffContentPageTreeSchema, ...errors },
      },
    },
    async () => ({ items: await listPageTree(app.db) }),
  );

  app.get(
    '/web-api/staff/content/pages/:id',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: 'Staff: one page as published, with its unpublished draft.',
        params: pageParamsSchema,
        response: { 200: staffContentPageSchema, ...errors },
      },
    },
    async (request) => getPageForEditing(app.db, request.params.id),
  );

  app.put(
    '/web-api/staff/content/pages/:id/draft',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary:
          "Staff: saves a page's draft (name and typed properties, checked against its page type). Buyers see it only once published; staff preview it with ?preview=1.",
        params: pageParamsSchema,
        body: staffPageDraftSchema,
        response: { 200: staffContentPageSchema, ...errors },
      },
    },
    async (request) => savePageDraft(app.db, staffMemberOf(request), request.params.id, request.body),
  );

  app.post(
    '/web-api/staff/content/pages/:id/publish',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: "Staff: publishes a page's draft; buyers' next request gets it.",
        params: pageParamsSchema,
        response: { 200: staffContentPageSchema, ...errors },
      },
    },
    async (request) => publishPage(app.db, staffMemberOf(request), request.params.id),
  );

  app.delete(
    '/web-api/staff/content/pages/:id/draft',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: "Staff: discards a page's draft.",
        params: pageParamsSchema,
        response: { 200: staffContentPageSchema, ...errors },
      },
    },
    async (request) => discardPageDraft(app.db, staffMemberOf(request), request.params.id),
  );

  for (const key of STAFF_CONTENT_BLOCKS) {
    const schema = staffContentBlockSchemas[key];
    const response = { 200: staffContentBlockResponseSchema(schema), ...errors };
    app.get(
      `/web-api/staff/content/${key}`,
      {
        onRequest: guard,
        schema: { tags: ['staff'], summary: `Staff: the ${key} as published, with its draft.`, response },
      },
      async () => getBlockForEditing(app.db, key),
    );
    app.put(
      `/web-api/staff/content/${key}/draft`,
      {
        onRequest: guard,
        schema: {
          tags: ['staff'],
          summary: `Staff: saves the ${key}'s draft; staff preview it with ?preview=1.`,
          body: schema,
          response,
        },
      },
      async (request) => saveBlockDraft(app.db, staffMemberOf(request), key, request.body as never),
    );
    app.post(
      `/web-api/staff/content/${key}/publish`,
      {
        onRequest: guard,
        schema: {
          tags: ['staff'],
          summary: `Staff: publishes the ${key}'s draft, in every server process at once.`,
          response,
        },
      },
      async (request) => publishBlockDraft(app.db, staffMemberOf(request), key),
    );
    app.delete(
      `/web-api/staff/content/${key}/draft`,
      {
        onRequest: guard,
        schema: { tags: ['staff'], summary: `Staff: discards the ${key}'s draft.`, response },
      },
      async (request) => discardBlockDraft(app.db, staffMemberOf(request), key),
    );
  }

  app.get(
    '/web-api/staff/content/site-alert',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: 'Staff: the site alert as stored, with its window.',
        response: { 200: staffSiteAlertResponseSchema, ...errors },
      },
    },
    async () => ({ siteAlert: await getSiteAlert(app.db) }),
  );

  app.put(
    '/web-api/staff/content/site-alert',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary:
          'Staff: publishes the site alert (text, link, start and end) at once; empty text removes it. Buyers see it only between start and end; an end before the start is a 400.',
        body: staffSiteAlertBodySchema,
        response: { 200: staffSiteAlertResponseSchema, ...errors },
      },
    },
    async (request) => ({
      siteAlert: await setSiteAlert(app.db, staffMemberOf(request), request.body, new Date()),
    }),
  );
};
