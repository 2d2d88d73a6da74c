import type { DeliveryException } from '@larder/domain';
import type { Db } from '../db/client.ts';
import { orderDeliveryMoved } from '../events/order-delivery-moved.event.ts';
import { publish } from '../events/publish.ts';
import { rescheduleCartDeliveries } from '../modules/cart/cart.service.ts';
import {
  lockCalendarWrites,
  replaceUnitExceptions,
  unitCalendarOf,
  type ExceptionReplacement,
} from '../modules/delivery-calendar/delivery-calendar.service.ts';
import { scheduleCutOffs } from '../modules/orders/order-cut-off.ts';
import { rescheduleOrdersOfUnit } from '../modules/orders/orders.service.ts';
import { businessUnitsById } from '../modules/organizations/organizations.service.ts';

/** One business unit's part of a calendar change: its exceptions from `from` on become `exceptions`. */
export interface UnitCalendarChange {
  businessUnitId: string;
  from: string;
  exceptions: readonly DeliveryException[];
}

/** What a calendar change did to one unit. */
export interface UnitCalendarOutcome extends ExceptionReplacement {
  businessUnitId: string;
  ordersMoved: number;
  cartsMoved: number;
}

/**
 * Changes the delivery calendar of one or more business units, all or nothing, in one transaction:
 * 1. take the calendar's write lock (and move its stamp, so every instance reloads);
 * 2. replace each unit's exceptions from its first date on;
 * 3. for a unit that changed, move its open orders and carts off the dates it no longer delivers on, and
 *    give Submitted orders the cut-off of their date under the new calendar;
 * 4. schedule the cut-off job at the new cut-offs and publish `order.delivery-moved` per moved order,
 *    which tells its buyer (subscriber delivery-moved-email).
 * `changes` may be planned from the stored calendar inside the transaction. `audit` runs last in it, so a staff change is recorded with it or not at all.
 */
export async function changeDeliveryCalendar(
  db: Db,
  changes: readonly UnitCalendarChange[] | ((tx: Db) => Promise<readonly UnitCalendarChange[]>),
  options: { now?: Date; audit?: (tx: Db, outcomes: UnitCalendarOutcome[]) => Promise<void> } = {},
): Promise<UnitCalendarOutcome[]> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockCalendarWrites(tx);
    // A change planned from the stored calendar is planned under the lock, so two staff edits never lose one.
    if (typeof changes === 'function') changes = await changes(tx);
    const units = await businessUnitsById(
      tx,
      changes.map((change) => change.businessUnitId),
    );
    const outcomes: UnitCalendarOutcome[] = [];
    for (const change of changes) {
      const replaced = await replaceUnitExceptions(tx, change.businessUnitId, change.from, change.exceptions);
      const unit = units.get(change.businessUnitId);
      if (!unit || replaced.touchedDates.length === 0) {
        outcomes.push({ ...replaced, businessUnitId: change.businessUnitId, ordersMoved: 0, cartsMoved: 0 });
        continue;
      }
      const schedule = {
        id: unit.id,
        timeZone: unit.timezone,
        deliveryWeekdays: unit.deliveryWeekdays,
        cutoffTime: unit.cutoffTime,
        leadDays: unit.leadDays,
        calendar: await unitCalendarOf(tx, unit.id, now),
      };
      const moved = await rescheduleOrdersOfUnit(tx, schedule, replaced.touchedDates);
      const cartsMoved = await rescheduleCartDeliveries(tx, schedule, replaced.touchedDates);
      await scheduleCutOffs(
        tx,
        moved.filter((order) => order.submitted).map((order) => order.cutOffAt),
      );
      const notes = new Map(change.exceptions.map((exception) => [exception.date, exception.note ?? '']));
      for (const order of moved) {
        await publish(tx, orderDeliveryMoved, {
          orderId: order.orderId,
          webOrderNumber: order.webOrderNumber,
          organizationId: order.organizationId,
          userId: order.userId,
          fromDate: order.fromDate,
          toDate: order.toDate,
          cutOffAt: order.submitted && order.cutOffAt > now ? order.cutOffAt.toISOString() : null,
          timeZone: unit.timezone,
          note: notes.get(order.fromDate) ?? '',
        });
      }
      outcomes.push({ ...replaced, businessUnitId: unit.id, ordersMoved: moved.length, cartsMoved });
    }
    await options.audit?.(tx, outcomes);
    return outcomes;
  });
}
