import { findDeliveries } from './erp-orders.repository.ts';
import type {
  OrderDetails,
  OrderHistoryQuery,
  OrderHistoryResponse,
  orderDetailsBodySchema,
} from '@larder/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { isVisibleIn, requireOrder, type OrdersContext } from './order-access.ts';
import {
  findOrderLinesByNumber,
  findOrderLinesWithLastPurchase,
  findOrderPage,
} from './order-history.repository.ts';
import { findIssueReports, findIssueReportsByNumber } from './order-issue-reports.repository.ts';
import { creditsOfOrder } from './order-credits.repository.ts';
import { orderDetailsOf, orderHeaderOf, orderTypeOf } from './order-view.ts';
import {
  readOrderOfOrganization,
  readRestaurant,
  type NamedOrderRow,
  type RestaurantRow,
} from './orders.repository.ts';

/** `POST /web-api/order-history/list`: a page of the organization's orders, newest first. */
export async function listOrderHistory(
  db: Db,
  context: OrdersContext,
  query: OrderHistoryQuery,
): Promise<OrderHistoryResponse> {
  const { page, pageSize } = query;
  const { rows, total } = await findOrderPage(
    db,
    context.organizationId,
    { ...query, timeZone: context.timeZone, punchoutSystem: context.punchoutSystem ?? undefined },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    orders: rows.map((row) => {
      const header = orderHeaderOf(row, context.timeZone, context.now);
      return context.punchoutSystem ? { ...header, linkToCartPage: null } : header;
    }),
    page,
    pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** What the ERP reported per line of a delivered order (only a delivered order can have any). */
async function deliveriesOf(db: Db, order: NamedOrderRow) {
  return order.status === 'Delivered' ? findDeliveries(db, order.id) : new Map();
}

/** The restaurant an organization's orders go to. */
async function restaurantOf(db: Db, context: OrdersContext): Promise<RestaurantRow> {
  const found = await readRestaurant(db, context.organizationId);
  return found ?? { name: context.organizationName, address1: '', city: '', state: '', zip: '' };
}

/** An order's details: header, lines with last purchase, and issue reports. */
export async function detailsOf(db: Db, context: OrdersContext, order: NamedOrderRow): Promise<OrderDetails> {
  const [lines, reports, restaurant, deliveries] = await Promise.all([
    findOrderLinesWithLastPurchase(db, order),
    findIssueReports(db, order.id),
    restaurantOf(db, context),
    deliveriesOf(db, order),
  ]);
  return asSeenIn(
    context,
    orderDetailsOf({
      order,
      restaurant,
      lines,
      reports,
      timeZone: context.timeZone,
      now: context.now,
      deliveries,
      credits: await creditsOfOrder(db, order.id),
    }),
  );
}

/**
 * An order's details as the caller may act on them: in a punchout session the procurement system changes
 * and cancels its orders, so the storefront offers neither (the routes refuse them too, ADR 022).
 */
function asSeenIn(context: OrdersContext, details: OrderDetails): OrderDetails {
  if (!context.punchoutSystem) return details;
  return {
    ...details,
    detailsHeader: { ...details.detailsHeader, isEditable: false, isCancelable: false },
    header: { ...details.header, linkToCartPage: null },
  };
}

/**
 * `POST /web-api/order-history/details`: the order named by web or ERP number; company and order type,
 * when given, must match it. Another organization's order is a 404.
 */
export async function orderDetails(
  db: Db,
  context: OrdersContext,
  body: z.infer<typeof orderDetailsBodySchema>,
): Promise<OrderDetails> {
  if (!body.webOrderNumber && !body.erpOrderNumber) {
    throw new AppError('VALIDATION_FAILED', 'Give the web or ERP order number.', {
      webOrderNumber: 'Required without erpOrderNumber.',
    });
  }
  if (body.webOrderNumber) {
    // By web number the order, its lines and its reports load at once: one round trip, not two.
    const [order, lines, reports, restaurant] = await Promise.all([
      readOrderOfOrganization(db, context.organizationId, body),
      findOrderLinesByNumber(db, context.organizationId, body.webOrderNumber),
      findIssueReportsByNumber(db, context.organizationId, body.webOrderNumber),
      restaurantOf(db, context),
    ]);
    if (!order || mismatchOf(order, body) || !isVisibleIn(order, context)) throw notFound('The order');
    return asSeenIn(
      context,
      orderDetailsOf({
        order,
        restaurant,
        lines,
        reports,
        timeZone: context.timeZone,
        now: context.now,
        deliveries: await deliveriesOf(db, order),
        credits: await creditsOfOrder(db, order.id),
      }),
    );
  }
  const order = await requireOrder(db, context, body);
  if (mismatchOf(order, body)) throw notFound('The order');
  return detailsOf(db, context, order);
}

/** Whether the company, ERP number or order type a details call names disagrees with the order. */
function mismatchOf(order: NamedOrderRow, body: z.infer<typeof orderDetailsBodySchema>): boolean {
  return Boolean(
    (body.erpOrderNumber && body.erpOrderNumber !== order.erpOrderNumber) ||
    (body.company && body.company !== order.businessUnitId) ||
    (body.orderType && body.orderType !== orderTypeOf(order)),
  );
}
