import type { StaffOrderDetails, StaffOrderStatusBody } from '@larder/contract';
import {
  canChangeStatus,
  formatPrice,
  nextStatusesOf,
  ORDER_STATUS_FRIENDLY,
  staffCancelRefusal,
} from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { orderConfirmationRequested } from '../../events/order-confirmation-requested.event.ts';
import { orderStatusChanged } from '../../events/order-status-changed.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { notificationRecipientOf } from '../auth/account.service.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { cancelLockedOrder } from './cancel-order.ts';
import { findDeliveries } from './erp-orders.repository.ts';
import { creditsOfOrder } from './order-credits.repository.ts';
import { findStatusHistory, recordStatusChange } from './order-status-history.repository.ts';
import { findOrderLines, lockOrder, updateOrder } from './orders.repository.ts';
import { findIssuesOfOrder } from './staff-order-issues.repository.ts';
import { findStaffOrder, findStaffOrderId } from './staff-orders.repository.ts';

export { findStaffOrderPage } from './staff-orders.repository.ts';

/**
 * `GET /web-api/staff/orders/{orderNumber}`: the order as its buyer sees it and more: lines with what was
 * delivered, tracking, punchout system and PO, the status history, issue reports and credits; a 404
 * outside a rep's scope.
 */
export async function staffOrderDetails(
  db: Db,
  orderNumber: string,
  salesRepId: string | null,
): Promise<StaffOrderDetails> {
  const found = await findStaffOrder(db, orderNumber, salesRepId);
  if (!found) throw notFound('The order');
  const { summary, order } = found;
  const [lines, issues, deliveries, history, credits] = await Promise.all([
    findOrderLines(db, order.id),
    findIssuesOfOrder(db, order.id),
    findDeliveries(db, order.id),
    findStatusHistory(db, order.id),
    creditsOfOrder(db, order.id),
  ]);
  const creditCents = credits.reduce((sum, credit) => sum + Math.round(Number(credit.amountValue) * 100), 0);
  return {
    ...summary,
    note: order.note,
    businessUnitId: order.businessUnitId,
    isJIT: order.isJIT,
    isDropShip: order.isDropShip,
    isPreOrder: order.isPreOrder,
    cutOffAt: order.cutOffAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancellationReason: order.cancellationReason,
    canCancel: staffCancelRefusal({ status: order.status, orderNumber: order.webOrderNumber }) === null,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
    shippingCost: formatPrice(Number(order.shippingCost)),
    nextStatuses: nextStatusesOf(order.status),
    lines: lines.map((line) => {
      const delivered = deliveries.get(line.lineNumber);
      return {
        lineNumber: line.lineNumber,
        productSku: line.productSku,
        productTitle: line.productTitle,
        brandName: line.brandName,
        packSize: line.packSize,
        unitOfMeasure: line.unitOfMeasure,
        quantity: line.quantity,
        unitPrice: line.unitPrice === null ? null : formatPrice(Number(line.unitPrice)),
        totalPrice: formatPrice(Number(line.totalPrice)),
        delivered: delivered
          ? {
              quantity: delivered.deliveredQuantity,
              substituteSku: delivered.substituteSku,
              substituteTitle: delivered.substituteTitle,
            }
          : null,
      };
    }),
    issues,
    statusHistory: [
      {
        from: null,
        to: 'Submitted' as const,
        source: summary.placedByStaff ? ('staff' as const) : ('buyer' as const),
        by: summary.placedByStaff ?? summary.placedBy,
        at: order.placedAt.toISOString(),
        reason: null,
        carrier: null,
        trackingNumber: null,
      },
      ...history.map(({ change, by }) => ({
        from: change.fromStatus,
        to: change.toStatus,
        source: change.source,
        by,
        at: change.at.toISOString(),
        reason: change.reason,
        carrier: change.carrier,
        trackingNumber: change.trackingNumber,
      })),
    ],
    credits: credits.map(({ amountValue: _amount, ...credit }) => credit),
    creditTotal: formatPrice(creditCents / 100),
  };
}

/**
 * `POST /web-api/staff/orders/{orderNumber}/status`: moves an order forward along its lifecycle (Shipped
 * with carrier and tracking, merged with what is stored), or cancels it with a reason, in one transaction
 * with its history row, audit row and event. The version bump makes an edit the buyer started before refuse
 * to land. Backwards or sideways: a 400; cancelling a delivered or cancelled order: a 409. Nothing changes.
 */
export async function setStaffOrderStatus(
  db: Db,
  staff: SessionUser,
  salesRepId: string | null,
  orderNumber: string,
  body: StaffOrderStatusBody,
): Promise<StaffOrderDetails> {
  const webOrderNumber = await db.transaction(async (tx) => {
    const id = await findStaffOrderId(tx, orderNumber, salesRepId);
    const order = id && (await lockOrder(tx, id));
    if (!order) throw notFound('The order');
    const audit = (after: Record<string, unknown>) =>
      recordStaffChange(tx, staff, {
        action: 'order.status',
        subjectType: 'order',
        subjectId: order.webOrderNumber,
        organizationId: order.organizationId,
        before: { status: order.status, statusFriendly: ORDER_STATUS_FRIENDLY[order.status] },
        after: { status: body.status, statusFriendly: ORDER_STATUS_FRIENDLY[body.status], ...after },
      });
    if (body.status === 'Cancelled') {
      const refusal = staffCancelRefusal({ status: order.status, orderNumber: order.webOrderNumber });
      if (refusal) throw new AppError('CONFLICT', refusal);
      await cancelLockedOrder(tx, order, { source: 'staff', userId: staff.id, reason: body.reason });
      await audit({ reason: body.reason });
      return order.webOrderNumber;
    }
    if (!canChangeStatus(order.status, body.status)) {
      const why =
        order.status === 'Cancelled'
          ? `Order ${order.webOrderNumber} was cancelled; its status cannot change.`
          : `Order ${order.webOrderNumber} is ${order.status}; it can only move forward, not to ${body.status}.`;
      throw new AppError('VALIDATION_FAILED', why, { status: why });
    }
    // Fields the body leaves out keep their stored values (ADR 044).
    const tracking =
      body.status === 'Shipped'
        ? {
            carrier: body.carrier ?? order.carrier,
            trackingNumber: body.trackingNumber ?? order.trackingNumber,
          }
        : {};
    await updateOrder(tx, order.id, { status: body.status, ...tracking });
    await recordStatusChange(tx, {
      orderId: order.id,
      from: order.status,
      to: body.status,
      source: 'staff',
      userId: staff.id,
      ...tracking,
    });
    await audit(tracking);
    await publish(tx, orderStatusChanged, {
      orderId: order.id,
      webOrderNumber: order.webOrderNumber,
      organizationId: order.organizationId,
      from: order.status,
      to: body.status,
      staffUserId: staff.id,
    });
    return order.webOrderNumber;
  });
  return staffOrderDetails(db, webOrderNumber, salesRepId);
}

/**
 * `POST /web-api/staff/orders/{orderNumber}/resend-confirmation`: asks for the confirmation e-mail again (a
 * subscriber sends it); audited. A buyer who turned order e-mails off is a 409: their choice stands.
 */
export async function resendConfirmation(
  db: Db,
  staff: SessionUser,
  salesRepId: string | null,
  orderNumber: string,
): Promise<{ sentTo: string }> {
  const found = await findStaffOrder(db, orderNumber, salesRepId);
  if (!found) throw notFound('The order');
  const { order } = found;
  const recipient = await notificationRecipientOf(db, order.userId);
  if (!recipient?.notifications.orderEmails) {
    throw new AppError('CONFLICT', 'The buyer turned order e-mails off; nothing was sent.');
  }
  await db.transaction(async (tx) => {
    await recordStaffChange(tx, staff, {
      action: 'order.resend-confirmation',
      subjectType: 'order',
      subjectId: order.webOrderNumber,
      organizationId: order.organizationId,
      before: null,
      after: { sentTo: recipient.email },
    });
    await publish(tx, orderConfirmationRequested, {
      orderId: order.id,
      organizationId: order.organizationId,
      buyerUserId: order.userId,
      staffUserId: staff.id,
    });
  });
  return { sentTo: recipient.email };
}
