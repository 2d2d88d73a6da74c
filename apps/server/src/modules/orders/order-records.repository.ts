import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../catalog/catalog.read-model.ts';
import { businessUnits } from '../organizations/organizations.read-model.ts';
import { namedColumns, type NamedOrderRow, type OrderLineRow } from './orders.repository.ts';
import { orderLines, orders } from './orders.table.ts';

/** An organization's orders chosen by cart or by id, oldest number first, with their names and zones. */
export async function findZonedOrders(
  db: Db,
  organizationId: string,
  by: { cartId: string } | { orderIds: readonly string[] },
): Promise<NamedOrderRow[]> {
  const which = 'cartId' in by ? eq(orders.cartId, by.cartId) : inArray(orders.id, [...by.orderIds]);
  const rows = await db
    .select({ order: orders, ...namedColumns })
    .from(orders)
    .leftJoin(businessUnits, eq(businessUnits.id, orders.businessUnitId))
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(and(eq(orders.organizationId, organizationId), which))
    .orderBy(asc(orders.webOrderNumber));
  return rows.map((row) => ({
    ...row.order,
    businessUnitName: row.businessUnitName,
    vendorName: row.vendorName,
    timeZone: row.timeZone,
  }));
}

/** The lines of several orders, by order id, each in line order. */
export async function findLinesOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}
