import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrderIssueReportRow } from './orders.repository.ts';
import { orderIssueReports, orders } from './orders.table.ts';

/** Stores an issue report. */
export async function insertIssueReport(
  tx: Db,
  report: typeof orderIssueReports.$inferInsert,
): Promise<void> {
  await tx.insert(orderIssueReports).values(report);
}

/** The issue reports of an order, oldest first. */
export async function findIssueReports(db: Db, orderId: string): Promise<OrderIssueReportRow[]> {
  return db
    .select()
    .from(orderIssueReports)
    .where(eq(orderIssueReports.orderId, orderId))
    .orderBy(asc(orderIssueReports.createdAt));
}

/** The issue reports of an organization's order by web number, oldest first. */
export async function findIssueReportsByNumber(
  db: Db,
  organizationId: string,
  webOrderNumber: string,
): Promise<OrderIssueReportRow[]> {
  const rows = await db
    .select({ report: orderIssueReports })
    .from(orderIssueReports)
    .innerJoin(orders, eq(orders.id, orderIssueReports.orderId))
    .where(and(eq(orders.organizationId, organizationId), eq(orders.webOrderNumber, webOrderNumber)))
    .orderBy(asc(orderIssueReports.createdAt));
  return rows.map((row) => row.report);
}

/** An issue report by id. */
export async function findIssueReport(db: Db, id: string): Promise<OrderIssueReportRow | null> {
  const [row] = await db.select().from(orderIssueReports).where(eq(orderIssueReports.id, id));
  return row ?? null;
}
