import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.read-model.ts';
import { orderStatusHistory, type StatusChangeSource } from './order-workflow.table.ts';

/** One status change as it is recorded. */
export interface StatusChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  source: StatusChangeSource;
  userId: string | null;
  reason?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** Records a status change inside the caller's transaction, beside the change itself. */
export async function recordStatusChange(tx: Db, change: StatusChange): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    source: change.source,
    userId: change.userId,
    reason: change.reason ?? null,
    carrier: change.carrier ?? null,
    trackingNumber: change.trackingNumber ?? null,
  });
}

/** An order's recorded status changes, oldest first, with the e-mail of who made each. */
export function findStatusHistory(db: Db, orderId: string) {
  return db
    .select({ change: orderStatusHistory, by: users.email })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.userId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
}

/** Who cancelled each of the orders that history records a cancel of: buyer, staff or ERP. */
export async function findCancellers(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, 'buyer' | 'staff' | 'erp'>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderStatusHistory.orderId, source: orderStatusHistory.source })
    .from(orderStatusHistory)
    .where(
      and(inArray(orderStatusHistory.orderId, [...orderIds]), eq(orderStatusHistory.toStatus, 'Cancelled')),
    );
  return new Map(rows.map((row) => [row.orderId, row.source === 'system' ? 'erp' : row.source] as const));
}
