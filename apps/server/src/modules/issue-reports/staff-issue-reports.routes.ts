import {
  STAFF_PAGE_SIZE,
  staffIssuePhotoParamsSchema,
  staffIssueReportsQuerySchema,
  staffProductIssuesPageSchema,
  staffWebIssuesPageSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app-error.ts';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import { findProductIssuePage, findProductIssuePhoto, findWebIssuePage } from './issue-reports.service.ts';

const TAGS = ['staff'];

/** The staff console's product and web issue reports (a rep: their organizations' only). */
export const staffIssueReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const paging = (page: number) => ({ limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE });

  app.get(
    '/web-api/staff/product-issues',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: TAGS,
        summary: 'Staff: the product issues buyers reported, newest first.',
        querystring: staffIssueReportsQuerySchema,
        response: { 200: staffProductIssuesPageSchema },
      },
    },
    async (request) => {
      const { page } = request.query;
      const scope = salesRepScopeOf(staffMemberOf(request));
      const { items, total } = await findProductIssuePage(app.db, scope, paging(page));
      return { items, total, page, pageSize: STAFF_PAGE_SIZE };
    },
  );

  app.get(
    '/web-api/staff/product-issues/:id/photo',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: TAGS,
        summary: "Staff: a product issue's photo, as the image it was checked to be (never a page).",
        params: staffIssuePhotoParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
      },
    },
    async (request, reply) => {
      const scope = salesRepScopeOf(staffMemberOf(request));
      const photo = await findProductIssuePhoto(app.db, request.params.id, scope);
      if (!photo) throw notFound('The photo');
      // The stored type came from the photo's own first bytes; nosniff and a sandboxing CSP keep the
      // browser from reading it as anything else.
      return reply
        .type(photo.type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(photo.base64, 'base64'));
    },
  );

  app.get(
    '/web-api/staff/web-issues',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: TAGS,
        summary: 'Staff: the problems with the site that buyers and visitors reported, newest first.',
        querystring: staffIssueReportsQuerySchema,
        response: { 200: staffWebIssuesPageSchema },
      },
    },
    async (request) => {
      const { page } = request.query;
      const scope = salesRepScopeOf(staffMemberOf(request));
      const { items, total } = await findWebIssuePage(app.db, scope, paging(page));
      return { items, total, page, pageSize: STAFF_PAGE_SIZE };
    },
  );
};
