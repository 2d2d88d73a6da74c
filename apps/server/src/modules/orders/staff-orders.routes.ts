import {
  errorResponseSchema,
  STAFF_PAGE_SIZE,
  staffOrderDetailsSchema,
  staffOrderParamsSchema,
  staffResendConfirmationSchema,
  staffOrdersPageSchema,
  staffOrdersQuerySchema,
  staffOrderStatusBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import {
  findStaffOrderPage,
  resendConfirmation,
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
          "Staff: orders newest first, found by web, ERP or PO number, organization name or id, the buyer's e-mail or name, status, placed (days in `tz`) or delivery dates.",
        querystring: staffOrdersQuerySchema,
        response: { 200: staffOrdersPageSchema },
      },
    },
    async (request) => {
      const { page, tz, ...filter } = request.query;
      const salesRepId = salesRepScopeOf(staffMemberOf(request));
      const { items, total } = await findStaffOrderPage(
        app.db,
        { ...filter, timeZone: timeZoneOf(request, tz), salesRepId },
        paging(page),
      );
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
          'Staff: moves an order forward to Processing, Shipped (with carrier and tracking number; omitted fields keep their stored values) or Delivered, or cancels it with a reason the buyer reads (stock released, buyer e-mailed, ERP told). Backwards or sideways is a 400; cancelling a delivered or cancelled order a 409.',
        params: staffOrderParamsSchema,
        body: staffOrderStatusBodySchema,
        response: { 200: staffOrderDetailsSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const staff = staffMemberOf(request);
      return setStaffOrderStatus(
        app.db,
        staff,
        salesRepScopeOf(staff),
        request.params.orderNumber,
        request.body,
      );
    },
  );

  app.post(
    '/web-api/staff/orders/:orderNumber/resend-confirmation',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: TAGS,
        summary:
          "Staff: sends the order's confirmation e-mail to its buyer again; 409 when the buyer turned order e-mails off.",
        params: staffOrderParamsSchema,
        response: { 200: staffResendConfirmationSchema },
      },
    },
    async (request) => {
      const staff = staffMemberOf(request);
      return resendConfirmation(app.db, staff, salesRepScopeOf(staff), request.params.orderNumber);
    },
  );
};
