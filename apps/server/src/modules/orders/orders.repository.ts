import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orderNumberSequence, orders } from './orders.table.ts';

/** An order row. */
export type OrderRow = typeof orders.$inferSelect;

/** The next web order number from the shared sequence. */
export async function nextOrderNumber(tx: Db): Promise<number> {
  const result = await tx.execute<{ n: string }>(sql`select nextval(${orderNumberSequence.seqName}) as n`);
  const row = (result as unknown as { rows: { n: string }[] }).rows[0];
  if (!row) throw new Error('the order number sequence returned nothing');
  return Number(row.n);
}

/** Stores an order with its lines. */
export async function insertOrder(
  tx: Db,
  order: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
): Promise<void> {
  await tx.insert(orders).values(order);
  if (lines.length > 0)
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
}

/** The orders one cart became, oldest first. */
export async function findOrdersOfCart(db: Db, organizationId: string, cartId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.organizationId, organizationId), eq(orders.cartId, cartId)))
    .orderBy(asc(orders.webOrderNumber));
}
