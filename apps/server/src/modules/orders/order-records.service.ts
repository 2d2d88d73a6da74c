import type { OrderDelivery } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { orderDeliveryOf } from './order-view.ts';
import { findLinesOfOrders, findZonedOrders } from './order-records.repository.ts';
import { readRestaurant, type NamedOrderRow, type OrderLineRow } from './orders.repository.ts';

/** An order whole, as a record of it is written (the confirmation e-mail): header, zone, lines, address. */
export interface OrderRecord {
  /** The order with its names and its business unit's time zone, the clock its cut-off is read on. */
  order: NamedOrderRow;
  lines: OrderLineRow[];
  delivery: OrderDelivery;
}

/** The organization the records belong to and the orders themselves. */
export interface OrderRecords {
  organization: { id: string; name: string; address: OrderDelivery };
  orders: OrderRecord[];
}

/**
 * The records of an organization's orders, chosen by the cart they came from or by id; orders of another
 * organization are never among them.
 */
export async function orderRecordsOf(
  db: Db,
  organizationId: string,
  by: { cartId: string } | { orderIds: readonly string[] },
): Promise<OrderRecords> {
  const [found, restaurant] = await Promise.all([
    findZonedOrders(db, organizationId, by),
    readRestaurant(db, organizationId),
  ]);
  const home = restaurant ?? { name: organizationId, address1: '', city: '', state: '', zip: '' };
  const lines = await findLinesOfOrders(
    db,
    found.map((order) => order.id),
  );
  return {
    organization: {
      id: organizationId,
      name: home.name,
      address: orderDeliveryOf({ isDropShip: false, dropShipAddress: null }, home),
    },
    orders: found.map((order) => ({
      order,
      lines: lines.get(order.id) ?? [],
      delivery: orderDeliveryOf(order, home),
    })),
  };
}

export type { OrderLineRow };
