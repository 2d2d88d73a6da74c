import type { ErpOrderStatusBody, IntegrationOrder } from '@larder/contract';
import { canChangeStatus } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { orderStatusChanged } from '../../events/order-status-changed.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { releaseOrderStock } from '../catalog/stock-allocation.service.ts';
import { findOrderIdByErpNumber, findOrdersWithLines, upsertDeliveries } from './erp-orders.repository.ts';
import { findOrderLines, lockOrder, markErpAcknowledged, updateOrder } from './orders.repository.ts';

export { findDeliveries } from './erp-orders.repository.ts';

/**
 * `POST /integration/v1/orders/{erpOrderNumber}/status` (ADR 021): the ERP moves an order along its
 * lifecycle. Shipped carries tracking; Delivered what each line really brought. Shipping (or delivering
 * without a shipment first) gives the order's allocated stock back and takes it off on hand: the units left
 * the warehouse. Posting the status the order already has changes only the tracking or delivered lines, so
 * a retried call is harmless. Backwards, or a cancelled order: 409, nothing changes.
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
    const tracking =
      body.status === 'Shipped' ? { carrier: body.carrier ?? null, trackingNumber: body.trackingNumber } : {};
    if (!same || body.status === 'Shipped')
      await updateOrder(tx, order.id, { status: body.status, ...tracking });
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
  const { headers, lines } = await findOrdersWithLines(db, orderIds);
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
      lines: [],
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
