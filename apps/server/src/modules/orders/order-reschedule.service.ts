import {
  cutOffForDeliveryDate,
  rescheduledDelivery,
  subCartKindOfOrder,
  subCartSchedule,
  type DeliverySchedule,
} from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { findReschedulableOrders, setOrderDelivery } from './order-reschedule.repository.ts';

/** An order the calendar moved: from which date to which, and its cut-off now. */
export interface RescheduledOrder {
  orderId: string;
  webOrderNumber: string;
  organizationId: string;
  userId: string;
  fromDate: string;
  toDate: string;
  cutOffAt: Date;
  /** Still Submitted: its cut-off is the new date's, and a job must run at it. */
  submitted: boolean;
}

/**
 * Moves a business unit's open orders due on the given dates to where its calendar now delivers them
 * (ADR 042): the date a delivery moved to, or the next delivery day of the order's route after a closed
 * day. A Submitted order also takes the cut-off of its date under the calendar (a moved or earlier
 * cut-off); a Processing one is past its cut-off and keeps it. Drop-ship orders go by carrier and stay.
 * The order's version is not bumped: the buyer's edit in progress stays valid, its cart moves with it.
 */
export async function rescheduleOrdersOfUnit(
  tx: Db,
  unit: Omit<DeliverySchedule, 'routeWeekdays'> & { id: string },
  dates: readonly string[],
): Promise<RescheduledOrder[]> {
  const moved: RescheduledOrder[] = [];
  for (const order of await findReschedulableOrders(tx, unit.id, dates)) {
    const schedule = subCartSchedule(
      unit,
      order.routeWeekdays,
      subCartKindOfOrder({ ...order, isDropShip: false }),
    );
    const toDate = rescheduledDelivery(order.deliveryDate, schedule) ?? order.deliveryDate;
    const submitted = order.status === 'Submitted';
    const cutOffAt = submitted ? cutOffForDeliveryDate(toDate, schedule) : order.cutOffAt;
    if (toDate === order.deliveryDate && cutOffAt.getTime() === order.cutOffAt.getTime()) continue;
    await setOrderDelivery(tx, order.id, { deliveryDate: toDate, cutOffAt });
    moved.push({
      orderId: order.id,
      webOrderNumber: order.webOrderNumber,
      organizationId: order.organizationId,
      userId: order.userId,
      fromDate: order.deliveryDate,
      toDate,
      cutOffAt,
      submitted,
    });
  }
  return moved;
}
