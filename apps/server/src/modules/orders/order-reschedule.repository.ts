import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../organizations/organizations.read-model.ts';
import { orders } from './orders.table.ts';

/** An open order a calendar change may move, with its organization's route. */
export interface ReschedulableOrder {
  id: string;
  webOrderNumber: string;
  organizationId: string;
  userId: string;
  status: string;
  isJIT: boolean;
  isPreOrder: boolean;
  deliveryDate: string;
  cutOffAt: Date;
  routeWeekdays: number[];
}

/** Submitted and Processing orders of a unit (not drop-ship) due on one of `dates`, locked for the change. */
export async function findReschedulableOrders(
  tx: Db,
  businessUnitId: string,
  dates: readonly string[],
): Promise<ReschedulableOrder[]> {
  if (dates.length === 0) return [];
  return tx
    .select({
      id: orders.id,
      webOrderNumber: orders.webOrderNumber,
      organizationId: orders.organizationId,
      userId: orders.userId,
      status: orders.status,
      isJIT: orders.isJIT,
      isPreOrder: orders.isPreOrder,
      deliveryDate: orders.deliveryDate,
      cutOffAt: orders.cutOffAt,
      routeWeekdays: organizations.routeWeekdays,
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .where(
      and(
        eq(orders.businessUnitId, businessUnitId),
        eq(orders.isDropShip, false),
        inArray(orders.status, ['Submitted', 'Processing']),
        inArray(orders.deliveryDate, [...dates]),
      ),
    )
    .for('update', { of: orders });
}

/** Sets an order's delivery date and cut-off. */
export async function setOrderDelivery(
  tx: Db,
  orderId: string,
  change: { deliveryDate: string; cutOffAt: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
