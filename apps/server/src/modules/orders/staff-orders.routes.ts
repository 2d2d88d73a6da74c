import {
  STAFF_PAGE_SIZE,
  staffOrderDetailsSchema,
  staffOrderIssuesPageSchema,
  staffOrderIssuesQuerySchema,
  staffOrderParamsSchema,
  staffOrdersPageSchema,
  staffOrdersQuerySchema,
  staffOrderStatusBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import {
  findIssuePage,
  findStaffOrderPage,
  setStaffOrderStatus,
  staffOrderDetails,
} from './staff-orders.service.ts';

const TAGS = ['staff'];

/** The staff console's orders: find any order (a rep: their organizations'), set its status, read issue reports. */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const paging = (page: number) => ({ limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE });

  app.get(
    '/web-api/staff/orders',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: TAGS,
        summary:
          'Staff: orders newest first, found by web or ERP number, organization name or id, status, placed or delivery dates.',
        querystring: staffOrdersQuerySchema,
        response: { 200: staffOrdersPageSchema },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const salesRepId = salesRepScopeOf(staffMemberOf(request));
      const { items, total } = await findStaffOrderPage(app.db, { ...filter, salesRepId }, paging(page));
      return { items, total, page, pageSize: STAFF_PAGE_SIZE };
    },
  );

  app.get(
    '/web-api/staff/orders/:orderNumber',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: TAGS,
        summary:
          "Staff: an order's details, lines and issue reports, who placed it, and whether staff placed or edited it while impersonating.",
        params: staffOrderParamsSchema,
        response: { 200: staffOrderDetailsSchema },
      },
    },
    async (request) =>
      staffOrderDetails(app.db, request.params.orderNumber, salesRepScopeOf(staffMemberOf(request))),
  );

  app.post(
    '/web-api/staff/orders/:orderNumber/status',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: TAGS,
        summary:
          'Staff: moves an order forward to Processing, Shipped or Delivered; backwards, sideways or a cancelled order is a 400.',
        params: staffOrderParamsSchema,
        body: staffOrderStatusBodySchema,
        response: { 200: staffOrderDetailsSchema },
      },
    },
    async (request) => {
      const staff = staffMemberOf(request);
      return setStaffOrderStatus(
        app.db,
        staff,
        salesRepScopeOf(staff),
        request.params.orderNumber,
        request.body.status,
      );
    },
  );

  app.get(
    '/web-api/staff/order-issues',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: TAGS,
        summary: 'Staff: the issue reports buyers sent about their orders, newest first.',
        querystring: staffOrderIssuesQuerySchema,
        response: { 200: staffOrderIssuesPageSchema },
      },
    },
    async (request) => {
      const { page } = request.query;
      const salesRepId = salesRepScopeOf(staffMemberOf(request));
      const { items, total } = await findIssuePage(app.db, salesRepId, paging(page));
      return { items, total, page, pageSize: STAFF_PAGE_SIZE };
    },
  );
};
