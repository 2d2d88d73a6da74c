import {
  campaignInputSchema,
  campaignParamsSchema,
  campaignSchema,
  campaignStatsSchema,
  campaignTestSendBodySchema,
  campaignTestSendSchema,
  errorResponseSchema,
  STAFF_PAGE_SIZE,
  staffCampaignsPageSchema,
  staffCampaignsQuerySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import { notFound } from '../../plugins/app-error.ts';
import {
  createCampaign,
  editCampaign,
  findCampaignPage,
  findCampaignView,
  publishCampaign,
} from './campaigns.service.ts';
import { campaignStats, testSendCampaign } from './campaign-results.service.ts';

const TAGS = ['staff'];
const guard = requireStaff('author-messages');

/** The staff console's message campaigns: list, author, edit, publish, results and test sends (permission author-messages). */
export const staffCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/staff/campaigns',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Staff: in-app and embedded message campaigns, newest first.',
        querystring: staffCampaignsQuerySchema,
        response: { 200: staffCampaignsPageSchema },
      },
    },
    async (request) => {
      const { page } = request.query;
      const paging = { limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE };
      const { items, total } = await findCampaignPage(app.db, staffMemberOf(request), paging);
      return { items, total, page, pageSize: STAFF_PAGE_SIZE };
    },
  );

  app.post(
    '/web-api/staff/campaigns',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Staff: author a campaign as a draft.',
        body: campaignInputSchema,
        response: { 201: campaignSchema },
      },
    },
    async (request, reply) => {
      const campaign = await createCampaign(app.db, staffMemberOf(request), request.body);
      return reply.status(201).send(campaign);
    },
  );

  app.get(
    '/web-api/staff/campaigns/:id',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Staff: one campaign.',
        params: campaignParamsSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => {
      const campaign = await findCampaignView(app.db, staffMemberOf(request), request.params.id);
      if (!campaign) throw notFound('The campaign');
      return campaign;
    },
  );

  app.put(
    '/web-api/staff/campaigns/:id',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: "Staff: replace a campaign's fields.",
        params: campaignParamsSchema,
        body: campaignInputSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => editCampaign(app.db, staffMemberOf(request), request.params.id, request.body),
  );

  app.post(
    '/web-api/staff/campaigns/:id/publish',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary: 'Staff: publish a campaign to its audience.',
        params: campaignParamsSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => publishCampaign(app.db, staffMemberOf(request), request.params.id),
  );

  app.get(
    '/web-api/staff/campaigns/:id/stats',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary:
          'Staff: a campaign’s results: audience, delivered, opened, clicked, dismissed and consumed, in all and per day (UTC); test sends left out.',
        params: campaignParamsSchema,
        response: { 200: campaignStatsSchema, 404: errorResponseSchema },
      },
    },
    async (request) => campaignStats(app.db, staffMemberOf(request), request.params.id),
  );

  app.post(
    '/web-api/staff/campaigns/:id/test-send',
    {
      onRequest: guard,
      schema: {
        tags: TAGS,
        summary:
          'Staff: shows an in-app campaign (draft or live) to one chosen buyer, by e-mail, as a message of its own. Audited.',
        params: campaignParamsSchema,
        body: campaignTestSendBodySchema,
        response: { 200: campaignTestSendSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) =>
      testSendCampaign(app.db, staffMemberOf(request), request.params.id, request.body.email),
  );
};
