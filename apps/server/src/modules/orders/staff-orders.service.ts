import type { StaffOrderDetails } from '@larder/contract';
import {
  canChangeStatus,
  formatPrice,
  nextStatusesOf,
  ORDER_STATUS_FRIENDLY,
  type StaffSettableStatus,
} from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { orderStatusChanged } from '../../events/order-status-changed.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { findOrderLines, lockOrder, updateOrder } from './orders.repository.ts';
import { findIssuesOfOrder, findStaffOrder, findStaffOrderId } from './staff-orders.repository.ts';

export { findIssuePage, findStaffOrderPage } from './staff-orders.repository.ts';

/** `GET /web-api/staff/orders/{orderNumber}`: the order, its lines and issue reports; a 404 outside a rep's scope. */
export async function staffOrderDetails(
  db: Db,
  orderNumber: string,
  salesRepId: string | null,
): Promise<StaffOrderDetails> {
  const found = await findStaffOrder(db, orderNumber, salesRepId);
  if (!found) throw notFound('The order');
  const { summary, order } = found;
  const [lines, issues] = await Promise.all([findOrderLines(db, order.id), findIssuesOfOrder(db, order.id)]);
  return {
    ...summary,
    purchaseOrderNumber: order.purchaseOrderNumber,
    note: order.note,
    businessUnitId: order.businessUnitId,
    isJIT: order.isJIT,
    isDropShip: order.isDropShip,
    isPreOrder: order.isPreOrder,
    cutOffAt: order.cutOffAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
    shippingCost: formatPrice(Number(order.shippingCost)),
    nextStatuses: nextStatusesOf(order.status),
    lines: lines.map((line) => ({
      lineNumber: line.lineNumber,
      productSku: line.productSku,
      productTitle: line.productTitle,
      brandName: line.brandName,
      packSize: line.packSize,
      unitOfMeasure: line.unitOfMeasure,
      quantity: line.quantity,
      unitPrice: line.unitPrice === null ? null : formatPrice(Number(line.unitPrice)),
      totalPrice: formatPrice(Number(line.totalPrice)),
    })),
    issues,
  };
}

/**
 * `POST /web-api/staff/orders/{orderNumber}/status`: moves an order forward along its lifecycle, in one
 * transaction with its audit row and the `order.status-changed` event. The version bump makes an edit the
 * buyer started before refuse to land. Backwards, sideways or a cancelled order: a 400 that changes nothing.
 */
export async function setStaffOrderStatus(
  db: Db,
  staff: SessionUser,
  salesRepId: string | null,
  orderNumber: string,
  status: StaffSettableStatus,
): Promise<StaffOrderDetails> {
  const webOrderNumber = await db.transaction(async (tx) => {
    const id = await findStaffOrderId(tx, orderNumber, salesRepId);
    const order = id && (await lockOrder(tx, id));
    if (!order) throw notFound('The order');
    if (!canChangeStatus(order.status, status)) {
      const why =
        order.status === 'Cancelled'
          ? `Order ${order.webOrderNumber} was cancelled; its status cannot change.`
          : `Order ${order.webOrderNumber} is ${order.status}; it can only move forward, not to ${status}.`;
      throw new AppError('VALIDATION_FAILED', why, { status: why });
    }
    await updateOrder(tx, order.id, { status });
    await recordStaffChange(tx, staff, {
      action: 'order.status',
      subjectType: 'order',
      subjectId: order.webOrderNumber,
      organizationId: order.organizationId,
      before: { status: order.status, statusFriendly: ORDER_STATUS_FRIENDLY[order.status] },
      after: { status, statusFriendly: ORDER_STATUS_FRIENDLY[status] },
    });
    await publish(tx, orderStatusChanged, {
      orderId: order.id,
      webOrderNumber: order.webOrderNumber,
      organizationId: order.organizationId,
      from: order.status,
      to: status,
      staffUserId: staff.id,
    });
    return order.webOrderNumber;
  });
  return staffOrderDetails(db, webOrderNumber, salesRepId);
}
