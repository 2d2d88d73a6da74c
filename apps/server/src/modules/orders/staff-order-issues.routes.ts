import {
  errorResponseSchema,
  STAFF_PAGE_SIZE,
  staffAssigneesSchema,
  staffOrderCreditBodySchema,
  staffOrderIssueParamsSchema,
  staffOrderIssueSchema,
  staffOrderIssuesPageSchema,
  staffOrderIssuesQuerySchema,
  staffOrderIssueUpdateBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import {
  assignableStaff,
  changeStaffIssue,
  creditIssueLine,
  findIssuePage,
} from './staff-order-issues.service.ts';

const TAGS = ['staff'];

/** The staff console's order issue reports as a workflow: list, status, assignee, reply, credits (ADR 044). */
export const staffOrderIssueRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('manage-orders');

  app.get(
    '/web-api/staff/order-issues',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: the issue reports buyers sent about their orders, newest first, by status, assignee (or `none`), organization and days reported (in `tz`), searched by order number, organization, buyer e-mail or message.',
        querystring: staffOrderIssuesQuerySchema,
        response: { 200: staffOrderIssuesPageSchema },
      },
    },
    async (request) => {
      const { page, tz, ...filter } = request.query;
      const salesRepId = salesRepScopeOf(staffMemberOf(request));
      const paging = { limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE };
      const timeZone = timeZoneOf(request, tz);
      const { items, total } = await findIssuePage(app.db, { ...filter, timeZone, salesRepId }, paging);
      return { items, total, page, pageSize: STAFF_PAGE_SIZE };
    },
  );

  app.get(
    '/web-api/staff/order-issues/assignees',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff: the staff members an issue report can be assigned to (those who handle orders).',
        response: { 200: staffAssigneesSchema },
      },
    },
    async () => assignableStaff(app.db),
  );

  app.patch(
    '/web-api/staff/order-issues/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          "Staff: an issue report's status (new, in-progress, resolved), assignee, or a reply the buyer is e-mailed and sees on the order.",
        params: staffOrderIssueParamsSchema,
        body: staffOrderIssueUpdateBodySchema,
        response: { 200: staffOrderIssueSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const staff = staffMemberOf(request);
      return changeStaffIssue(app.db, staff, salesRepScopeOf(staff), request.params.id, request.body);
    },
  );

  app.post(
    '/web-api/staff/order-issues/:id/credits',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          "Staff: credits a line of the reported order by quantity (at the line's price) or amount, with a reason; the buyer sees it, the ERP gets it in the feed and an order.credited webhook.",
        params: staffOrderIssueParamsSchema,
        body: staffOrderCreditBodySchema,
        response: { 200: staffOrderIssueSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const staff = staffMemberOf(request);
      return creditIssueLine(app.db, staff, salesRepScopeOf(staff), request.params.id, request.body);
    },
  );
};
