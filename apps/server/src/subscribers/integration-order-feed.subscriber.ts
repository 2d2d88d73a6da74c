import type { Db } from '../db/client.ts';
import { orderCancelled } from '../events/order-cancelled.event.ts';
import { orderCredited } from '../events/order-credited.event.ts';
import { orderEdited } from '../events/order-edited.event.ts';
import { orderPlaced } from '../events/order-placed.event.ts';
import { recordOrderFeed } from '../modules/integration/order-feed.service.ts';
import { defineSubscriber } from './subscriber.ts';

/**
 * The ERP hears of every order placed, edited, cancelled or credited (ADR 021, ADR 044): a feed entry it pulls and, for keys
 * with a webhook address, a signed webhook retried until acknowledged.
 */
export function integrationOrderFeed(db: Db) {
  return [
    defineSubscriber({
      name: 'integration-order-placed',
      event: orderPlaced,
      handle: ({ orders }, { eventId }) =>
        recordOrderFeed(db, { eventId, kind: 'placed', orderIds: orders.map((order) => order.orderId) }),
    }),
    defineSubscriber({
      name: 'integration-order-edited',
      event: orderEdited,
      handle: ({ orderId }, { eventId }) =>
        recordOrderFeed(db, { eventId, kind: 'edited', orderIds: [orderId] }),
    }),
    defineSubscriber({
      name: 'integration-order-cancelled',
      event: orderCancelled,
      handle: ({ orderId }, { eventId }) =>
        recordOrderFeed(db, { eventId, kind: 'cancelled', orderIds: [orderId] }),
    }),
    defineSubscriber({
      name: 'integration-order-credited',
      event: orderCredited,
      handle: ({ orderId }, { eventId }) =>
        recordOrderFeed(db, { eventId, kind: 'credited', orderIds: [orderId] }),
    }),
  ];
}
