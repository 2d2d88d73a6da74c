import {
  orderDetailsBodySchema,
  orderDetailsResponseSchema,
  orderHistoryQuerySchema,
  orderHistoryResponseSchema,
  orderNumberBodySchema,
  reorderResponseSchema,
  reportIssueBodySchema,
  reportIssueResponseSchema,
  text,
} from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reorder } from '../../flows/reorder.flow.ts';
import { requireSession } from '../../plugins/session.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { cartContextOf } from '../cart/cart.service.ts';
import { ordersContextOf, type OrdersContext } from './order-access.ts';
import { listOrderHistory, orderDetails } from './order-history.service.ts';
import { reportOrderIssue } from './order-issues.service.ts';
import { cancelOrder } from './orders.service.ts';

const TAGS = ['orders'];

/** The orders context of a request: the signed-in user's current organization, now and their time zone. */
function contextOf(request: FastifyRequest): OrdersContext {
  return ordersContextOf(requireSession(request), new Date(), timeZoneOf(request));
}

const timeZoneHeaders = z.object({ 'user-timezone': text().max(64).optional() }).passthrough();

/** Order history, details, cancel, reorder and issue reports (spec sections 3, 4 and 7). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/order-history/list',
    {
      schema: {
        tags: TAGS,
        summary:
          "A page of the organization's orders, newest first, filtered by dates, status, PO or order number.",
        headers: timeZoneHeaders,
        body: orderHistoryQuerySchema,
        response: { 200: orderHistoryResponseSchema },
      },
    },
    async (request) => listOrderHistory(app.db, contextOf(request), request.body),
  );

  app.post(
    '/web-api/order-history/details',
    {
      schema: {
        tags: TAGS,
        summary:
          "An order's details header, lines and summary; times in the user's time zone (header user-timezone).",
        headers: timeZoneHeaders,
        body: orderDetailsBodySchema,
        response: { 200: orderDetailsResponseSchema },
      },
    },
    async (request) => orderDetails(app.db, contextOf(request), request.body),
  );

  app.post(
    '/web-api/order-history/cancel',
    {
      schema: {
        tags: TAGS,
        summary:
          'Cancels an order before its cut-off; after it the order is unchanged and the answer is a 422.',
        headers: timeZoneHeaders,
        body: orderNumberBodySchema,
        response: { 200: orderDetailsResponseSchema },
      },
    },
    async (request) => cancelOrder(app.db, contextOf(request), request.body.webOrderNumber),
  );

  app.post(
    '/web-api/order-history/reorder',
    {
      schema: {
        tags: TAGS,
        summary:
          "Adds an order's lines to the current cart through the quantity rules; lines that cannot be added say why.",
        body: orderNumberBodySchema,
        response: { 200: reorderResponseSchema },
      },
    },
    async (request) => {
      const context = cartContextOf(requireSession(request), new Date(), timeZoneOf(request));
      return reorder(app.db, context, request.body.webOrderNumber);
    },
  );

  app.post(
    '/web-api/order-history/report-issue',
    {
      schema: {
        tags: TAGS,
        summary:
          'Reports an issue with an order: checked lines with comments, or the whole order with one message; e-mailed to the sales rep.',
        headers: timeZoneHeaders,
        body: reportIssueBodySchema,
        response: { 200: reportIssueResponseSchema },
      },
    },
    async (request) => reportOrderIssue(app.db, contextOf(request), request.body),
  );
};
