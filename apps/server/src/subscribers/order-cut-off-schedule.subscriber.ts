import type { Db } from '../db/client.ts';
import { orderPlaced } from '../events/order-placed.event.ts';
import { scheduleCutOffs } from '../modules/orders/order-cut-off.ts';
import { defineSubscriber } from './subscriber.ts';

/**
 * Schedules the cut-off job of the orders a submit placed. A reaction to the fact, after commit, so the
 * buyer's submit does not wait for it (cut-offs are hours away; the job moves every order at or past its
 * cut-off whenever it runs, and one is scheduled per instant, so a late or repeated run does no harm).
 */
export function orderCutOffSchedule(db: Db) {
  return defineSubscriber({
    name: 'order-cut-off-schedule',
    event: orderPlaced,
    // The cut-offs the orders were placed with, from the event: what the submit used to schedule itself.
    handle: ({ orders }) =>
      scheduleCutOffs(
        db,
        orders.flatMap((order) => (order.cutOffAt ? [new Date(order.cutOffAt)] : [])),
      ),
  });
}
