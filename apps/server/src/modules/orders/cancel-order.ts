import type { Db } from '../../db/client.ts';
import { orderCancelled } from '../../events/order-cancelled.event.ts';
import { publish } from '../../events/publish.ts';
import { releaseOrderStock } from '../catalog/stock-allocation.service.ts';
import { recordStatusChange } from './order-status-history.repository.ts';
import { updateOrder, type OrderRow } from './orders.repository.ts';

/** Who cancels an order: its buyer, a staff member or the distributor's ERP. */
export interface Canceller {
  source: 'buyer' | 'staff' | 'erp';
  /** The buyer or staff member; null for the ERP. */
  userId: string | null;
  /** Why, for the buyer to read; a buyer's own cancel gives none. */
  reason: string | null;
}

/**
 * Cancels a locked order inside the caller's transaction, whoever cancels it: the status and reason, the
 * stock it held released in the same transaction (ADR 020), its history row, and the `order.cancelled`
 * event that e-mails the buyer and tells the ERP (feed and webhooks). The caller checked the rules first.
 */
export async function cancelLockedOrder(tx: Db, order: OrderRow, by: Canceller): Promise<void> {
  await updateOrder(tx, order.id, {
    status: 'Cancelled',
    cancelledAt: new Date(),
    cancellationReason: by.reason,
  });
  await releaseOrderStock(tx, order.id);
  await recordStatusChange(tx, {
    orderId: order.id,
    from: order.status,
    to: 'Cancelled',
    source: by.source,
    userId: by.userId,
    reason: by.reason,
  });
  await publish(tx, orderCancelled, {
    orderId: order.id,
    webOrderNumber: order.webOrderNumber,
    organizationId: order.organizationId,
    userId: by.userId,
    buyerUserId: order.userId,
    cancelledBy: by.source,
    reason: by.reason,
  });
}
