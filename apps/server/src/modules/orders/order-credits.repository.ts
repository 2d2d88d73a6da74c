import type { OrderCredit } from '@larder/contract';
import { formatPrice } from '@larder/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCredits } from './order-workflow.table.ts';
import { orderLines } from './orders.table.ts';

const creditColumns = {
  id: orderCredits.id,
  orderId: orderCredits.orderId,
  issueReportId: orderCredits.issueReportId,
  lineNumber: orderCredits.lineNumber,
  productSku: orderLines.productSku,
  productTitle: orderLines.productTitle,
  quantity: orderCredits.quantity,
  amountValue: orderCredits.amount,
  reason: orderCredits.reason,
  createdAt: orderCredits.createdAt,
};

/** A credit with its line's product and the stored decimal amount beside the formatted one. */
export type StoredCredit = OrderCredit & {
  orderId: string;
  issueReportId: string | null;
  amountValue: string;
};

function creditsWhere(db: Db, where: SQL | undefined) {
  return db
    .select(creditColumns)
    .from(orderCredits)
    .leftJoin(
      orderLines,
      and(eq(orderLines.orderId, orderCredits.orderId), eq(orderLines.lineNumber, orderCredits.lineNumber)),
    )
    .where(where)
    .orderBy(asc(orderCredits.createdAt), asc(orderCredits.id));
}

function creditOf(row: Awaited<ReturnType<typeof creditsWhere>>[number]): StoredCredit {
  return {
    id: row.id,
    orderId: row.orderId,
    issueReportId: row.issueReportId,
    lineNumber: row.lineNumber,
    productSku: row.productSku ?? '',
    productTitle: row.productTitle ?? '',
    quantity: row.quantity,
    amount: formatPrice(Number(row.amountValue)),
    amountValue: row.amountValue,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The credits on an order's lines, oldest first. */
export async function creditsOfOrder(db: Db, orderId: string): Promise<StoredCredit[]> {
  return (await creditsWhere(db, eq(orderCredits.orderId, orderId))).map(creditOf);
}

/** The credits on several orders' lines, oldest first. */
export async function creditsOfOrders(db: Db, orderIds: readonly string[]): Promise<StoredCredit[]> {
  if (orderIds.length === 0) return [];
  return (await creditsWhere(db, inArray(orderCredits.orderId, [...orderIds]))).map(creditOf);
}

/** What a line was already credited: units and cents. */
export async function creditedOnLine(
  tx: Db,
  orderId: string,
  lineNumber: number,
): Promise<{ quantity: number; amountCents: number }> {
  const [row] = await tx
    .select({
      quantity: sql<number>`coalesce(sum(${orderCredits.quantity}), 0)`.mapWith(Number),
      amountCents: sql<number>`coalesce(sum(round(${orderCredits.amount} * 100)), 0)`.mapWith(Number),
    })
    .from(orderCredits)
    .where(and(eq(orderCredits.orderId, orderId), eq(orderCredits.lineNumber, lineNumber)));
  return row ?? { quantity: 0, amountCents: 0 };
}

/** Stores a credit. */
export async function insertCredit(tx: Db, credit: typeof orderCredits.$inferInsert): Promise<void> {
  await tx.insert(orderCredits).values(credit);
}
