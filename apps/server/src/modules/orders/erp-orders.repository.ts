import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLineDeliveries } from './order-deliveries.table.ts';
import { orderLines, orders } from './orders.table.ts';

/** The id of the order with an ERP order number. */
export async function findOrderIdByErpNumber(db: Db, erpOrderNumber: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.erpOrderNumber, erpOrderNumber));
  return row?.id ?? null;
}

/** Records what delivered lines brought (a repeated report replaces the earlier one). */
export async function upsertDeliveries(
  tx: Db,
  orderId: string,
  lines: readonly {
    lineNumber: number;
    deliveredQuantity: number;
    substituteSku: string | null;
    substituteTitle: string | null;
  }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(orderLineDeliveries)
    .values(lines.map((line) => ({ orderId, ...line })))
    .onConflictDoUpdate({
      target: [orderLineDeliveries.orderId, orderLineDeliveries.lineNumber],
      set: {
        deliveredQuantity: sql`excluded.delivered_quantity`,
        substituteSku: sql`excluded.substitute_sku`,
        substituteTitle: sql`excluded.substitute_title`,
        reportedAt: sql`now()`,
      },
    });
}

/** What the ERP reported per line of an order, by line number. */
export async function findDeliveries(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(orderLineDeliveries)
    .where(eq(orderLineDeliveries.orderId, orderId))
    .orderBy(asc(orderLineDeliveries.lineNumber));
  return new Map(rows.map((row) => [row.lineNumber, row]));
}

/** Orders with their lines, for the ERP's feed and webhooks. */
export async function findOrdersWithLines(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return { headers: [], lines: [] };
  const ids = [...new Set(orderIds)];
  const [headers, lines] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber)),
  ]);
  return { headers, lines };
}
