import type { ErpOrderStatusBody, IntegrationOrder } from '@larder/contract';
import { canChangeStatus, staffCancelRefusal } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { orderStatusChanged } from '../../events/order-status-changed.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { releaseOrderStock } from '../catalog/stock-allocation.service.ts';
import { cancelLockedOrder } from './cancel-order.ts';
import { findOrderIdByErpNumber, findOrdersWithLines, upsertDeliveries } from './erp-orders.repository.ts';
import { creditsOfOrders } from './order-credits.repository.ts';
import { findCancellers, recordStatusChange } from './order-status-history.repository.ts';
import { findOrderLines, lockOrder, markErpAcknowledged, updateOrder } from './orders.repository.ts';

export { findDeliveries } from './erp-orders.repository.ts';

/**
 * `POST /integration/v1/orders/{erpOrderNumber}/status` (ADR 021): the ERP moves an order along its
 * lifecycle. Shipped carries tracking; Delivered what each line really brought; Cancelled a reason (the
 * stock it held goes back, the buyer is told). Shipping (or delivering without a shipment first) gives the
 * order's allocated stock back and takes it off on hand: the units left the warehouse. A status re-sent
 * merges: fields it omits keep their stored values (ADR 044), so a retried call is harmless. Backwards,
 * cancelling a delivered order, or any change to a cancelled one: 409, nothing changes.
 */
export async function setErpOrderStatus(
  db: Db,
  erpOrderNumber: string,
  body: ErpOrderStatusBody,
): Promise<{ erpOrderNumber: string; status: string; changed: boolean }> {
  return db.transaction(async (tx) => {
    const id = await findOrderIdByErpNumber(tx, erpOrderNumber);
    const order = id && (await lockOrder(tx, id));
    if (!order) throw notFound(`Order ${erpOrderNumber}`);
    // A status call shows the ERP has the order, whatever status it names.
    await markErpAcknowledged(tx, order.id, new Date());
    if (body.status === 'Cancelled') {
      if (order.status === 'Cancelled' && order.cancellationReason === body.reason)
        return { erpOrderNumber, status: body.status, changed: false };
      const refusal = staffCancelRefusal({ status: order.status, orderNumber: erpOrderNumber });
      if (refusal) throw new AppError('CONFLICT', refusal);
      await cancelLockedOrder(tx, order, { source: 'erp', userId: null, reason: body.reason });
      return { erpOrderNumber, status: body.status, changed: true };
    }
    const same = order.status === body.status;
    if (!same && !canChangeStatus(order.status, body.status)) {
      const why =
        order.status === 'Cancelled'
          ? `Order ${erpOrderNumber} was cancelled; its status cannot change.`
          : `Order ${erpOrderNumber} is ${order.status}; it can only move forward, not to ${body.status}.`;
      throw new AppError('CONFLICT', why);
    }
    if (body.status === 'Delivered' && body.lines.length > 0) {
      const numbers = new Set((await findOrderLines(tx, order.id)).map((line) => line.lineNumber));
      const fields: Record<string, string> = {};
      body.lines.forEach((line, index) => {
        if (!numbers.has(line.lineNumber))
          fields[`lines.${index}.lineNumber`] = `Order ${erpOrderNumber} has no line ${line.lineNumber}.`;
      });
      if (Object.keys(fields).length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Some lines are not on the order; nothing was changed.',
          fields,
        );
      }
      await upsertDeliveries(
        tx,
        order.id,
        body.lines.map((line) => ({
          lineNumber: line.lineNumber,
          deliveredQuantity: line.deliveredQuantity,
          substituteSku: line.substituteSku ?? null,
          substituteTitle: line.substituteTitle ?? null,
        })),
      );
    }
    // Fields the call leaves out keep their stored values: a Shipped re-sent without a carrier keeps it.
    const tracking =
      body.status === 'Shipped'
        ? {
            carrier: body.carrier ?? order.carrier,
            trackingNumber: body.trackingNumber ?? order.trackingNumber,
          }
        : {};
    if (!same || body.status === 'Shipped')
      await updateOrder(tx, order.id, { status: body.status, ...tracking });
    if (!same) {
      await recordStatusChange(tx, {
        orderId: order.id,
        from: order.status,
        to: body.status,
        source: 'erp',
        userId: null,
        ...tracking,
      });
    }
    if (!same && (body.status === 'Shipped' || body.status === 'Delivered')) {
      await releaseOrderStock(tx, order.id, true);
    }
    if (!same) {
      await publish(tx, orderStatusChanged, {
        orderId: order.id,
        webOrderNumber: order.webOrderNumber,
        organizationId: order.organizationId,
        from: order.status,
        to: body.status,
        staffUserId: null,
      });
    }
    return { erpOrderNumber, status: body.status, changed: !same };
  });
}

/** Orders as the ERP reads them (feed and webhooks), by id. */
export async function integrationOrdersOf(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, IntegrationOrder>> {
  const [{ headers, lines }, credits, cancellers] = await Promise.all([
    findOrdersWithLines(db, orderIds),
    creditsOfOrders(db, orderIds),
    findCancellers(db, orderIds),
  ]);
  const byOrder = new Map<string, IntegrationOrder>();
  for (const order of headers) {
    byOrder.set(order.id, {
      orderId: order.id,
      webOrderNumber: order.webOrderNumber,
      erpOrderNumber: order.erpOrderNumber,
      organizationId: order.organizationId,
      businessUnitId: order.businessUnitId,
      status: order.status,
      deliveryDate: order.deliveryDate,
      purchaseOrderNumber: order.purchaseOrderNumber,
      note: order.note,
      placedAt: order.placedAt.toISOString(),
      total: order.total,
      cancellationReason: order.cancellationReason,
      cancelledBy: order.status === 'Cancelled' ? (cancellers.get(order.id) ?? 'buyer') : null,
      credits: [],
      lines: [],
    });
  }
  for (const credit of credits) {
    byOrder.get(credit.orderId)?.credits.push({
      id: credit.id,
      lineNumber: credit.lineNumber,
      sku: credit.productSku,
      quantity: credit.quantity,
      amount: Number(credit.amountValue).toFixed(2),
      reason: credit.reason,
      createdAt: credit.createdAt,
    });
  }
  for (const line of lines) {
    byOrder.get(line.orderId)?.lines.push({
      lineNumber: line.lineNumber,
      sku: line.productSku,
      unitOfMeasure: line.unitOfMeasure,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    });
  }
  return byOrder;
}
