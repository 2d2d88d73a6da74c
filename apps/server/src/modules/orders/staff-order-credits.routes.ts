import {
  errorResponseSchema,
  staffOrderCreditBodySchema,
  staffOrderDetailsSchema,
  staffOrderParamsSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app-error.ts';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import { creditOrderLine } from './order-credits.service.ts';
import { findStaffOrder } from './staff-orders.repository.ts';
import { staffOrderDetails } from './staff-orders.service.ts';

/** Credits given from the staff order view, without an issue report (ADR 044, 049). */
export const staffOrderCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/staff/orders/:orderNumber/credits',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: ['staff'],
        summary:
          "Staff: credits a line of an order by quantity (at the line's price) or amount, with a reason, never more than the line holds in all; the buyer sees it, the ERP gets it in the feed and an order.credited webhook; audited.",
        params: staffOrderParamsSchema,
        body: staffOrderCreditBodySchema,
        response: { 200: staffOrderDetailsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const staff = staffMemberOf(request);
      const salesRepId = salesRepScopeOf(staff);
      const { orderNumber } = request.params;
      const found = await findStaffOrder(app.db, orderNumber, salesRepId);
      if (!found) throw notFound('The order');
      await creditOrderLine(app.db, staff, found.order, request.body, null);
      return staffOrderDetails(app.db, orderNumber, salesRepId);
    },
  );
};
