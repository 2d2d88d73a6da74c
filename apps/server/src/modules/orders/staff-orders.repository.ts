import type { StaffOrderIssue, StaffOrderSummary } from '@larder/contract';
import { ORDER_STATUS_FRIENDLY, formatPrice, type OrderStatus } from '@larder/domain';
import { and, count, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.read-model.ts';
import { organizations } from '../organizations/organizations.read-model.ts';
import type { StoredReportLine } from './order-view.ts';
import type { OrderRow } from './orders.repository.ts';
import { orderIssueReports, orders } from './orders.table.ts';

const buyer = alias(users, 'buyer');
const placedByStaff = alias(users, 'placed_by_staff');
const editedByStaff = alias(users, 'edited_by_staff');
const reporter = alias(users, 'reporter');
const reportedByStaff = alias(users, 'reported_by_staff');

/** What a staff order search filters by; `salesRepId` narrows a rep to their own organizations. */
export interface StaffOrderFilter {
  salesRepId: string | null;
  q?: string | undefined;
  status?: OrderStatus | undefined;
  organizationId?: string | undefined;
  dates: 'placed' | 'delivery';
  from?: string | undefined;
  to?: string | undefined;
}

/** A LIKE pattern that matches `text` literally. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The day after a YYYY-MM-DD date, as the start of that day in UTC. */
function dayAfter(date: string): Date {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * The organizations a search names (by id, or anywhere in the name): looked up first in the small
 * organizations table, so the orders are then filtered by id rather than joined and matched row by row.
 */
async function organizationsNamed(db: Db, q: string): Promise<string[]> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(or(eq(organizations.id, q), ilike(organizations.name, `%${literal(q)}%`)));
  return rows.map((row) => row.id);
}

function conditionsOf(filter: StaffOrderFilter, named: readonly string[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.salesRepId) conditions.push(eq(organizations.salesRepId, filter.salesRepId));
  if (filter.q) {
    const q = filter.q;
    // Order numbers match from their start (staff type 'W50001' or the ERP prefix); names anywhere.
    conditions.push(
      or(
        ilike(orders.webOrderNumber, `${literal(q)}%`),
        ilike(orders.erpOrderNumber, `${literal(q)}%`),
        // One array parameter however many organizations match.
        named.length > 0 ? sql`${orders.organizationId} = any(${sql.param([...named])}::text[])` : undefined,
      ),
    );
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.organizationId) conditions.push(eq(orders.organizationId, filter.organizationId));
  if (filter.dates === 'placed') {
    if (filter.from) conditions.push(gte(orders.placedAt, new Date(`${filter.from}T00:00:00Z`)));
    if (filter.to) conditions.push(lt(orders.placedAt, dayAfter(filter.to)));
  } else {
    if (filter.from) conditions.push(gte(orders.deliveryDate, filter.from));
    if (filter.to) conditions.push(lte(orders.deliveryDate, filter.to));
  }
  return and(...conditions);
}

const summaryColumns = {
  webOrderNumber: orders.webOrderNumber,
  erpOrderNumber: orders.erpOrderNumber,
  organizationId: orders.organizationId,
  organizationName: organizations.name,
  status: orders.status,
  placedAt: orders.placedAt,
  deliveryDate: orders.deliveryDate,
  itemCount: orders.itemCount,
  total: orders.total,
  placedBy: buyer.email,
  placedByStaff: placedByStaff.email,
  editedByStaff: editedByStaff.email,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null;
};

function summaryOf(row: SummaryRow): StaffOrderSummary {
  const status = row.status as OrderStatus;
  return {
    webOrderNumber: row.webOrderNumber!,
    erpOrderNumber: row.erpOrderNumber!,
    organizationId: row.organizationId!,
    organizationName: row.organizationName ?? row.organizationId!,
    status,
    statusFriendly: ORDER_STATUS_FRIENDLY[status],
    placedAt: row.placedAt!.toISOString(),
    deliveryDate: row.deliveryDate!,
    itemCount: row.itemCount!,
    total: formatPrice(Number(row.total)),
    placedBy: row.placedBy ?? '',
    placedByStaff: row.placedByStaff ?? null,
    editedByStaff: row.editedByStaff ?? null,
  };
}

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .leftJoin(buyer, eq(buyer.id, orders.userId))
    .leftJoin(placedByStaff, eq(placedByStaff.id, orders.placedByStaffUserId))
    .leftJoin(editedByStaff, eq(editedByStaff.id, orders.editedByStaffUserId));
}

/** How many orders match; the organizations join only when a condition reads it, so a plain count scans one index. */
function countOrders(db: Db, filter: StaffOrderFilter, where: SQL | undefined) {
  const base = db.select({ total: count() }).from(orders);
  return filter.salesRepId
    ? base.innerJoin(organizations, eq(organizations.id, orders.organizationId)).where(where)
    : base.where(where);
}

/** A page of every organization's orders (a rep's own), newest first. */
export async function findStaffOrderPage(
  db: Db,
  filter: StaffOrderFilter,
  paging: { limit: number; offset: number },
): Promise<{ items: StaffOrderSummary[]; total: number }> {
  const where = conditionsOf(filter, filter.q ? await organizationsNamed(db, filter.q) : []);
  const [rows, [totals]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      // placed_at leads so the orders_placed_idx and orders_status_placed_idx indexes serve the sort.
      .orderBy(desc(orders.placedAt), desc(orders.webOrderNumber))
      .limit(paging.limit)
      .offset(paging.offset),
    countOrders(db, filter, where),
  ]);
  return { items: rows.map(summaryOf), total: totals?.total ?? 0 };
}

function byNumber(orderNumber: string, salesRepId: string | null): SQL | undefined {
  return and(
    or(eq(orders.webOrderNumber, orderNumber), eq(orders.erpOrderNumber, orderNumber)),
    salesRepId ? eq(organizations.salesRepId, salesRepId) : undefined,
  );
}

/** An order by its web or ERP number with the names staff read, or null (also outside a rep's scope). */
export async function findStaffOrder(
  db: Db,
  orderNumber: string,
  salesRepId: string | null,
): Promise<{ summary: StaffOrderSummary; order: OrderRow } | null> {
  const [row] = await db
    .select({ ...summaryColumns, order: orders })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .leftJoin(buyer, eq(buyer.id, orders.userId))
    .leftJoin(placedByStaff, eq(placedByStaff.id, orders.placedByStaffUserId))
    .leftJoin(editedByStaff, eq(editedByStaff.id, orders.editedByStaffUserId))
    .where(byNumber(orderNumber, salesRepId));
  return row ? { summary: summaryOf(row), order: row.order } : null;
}

/** The id of an order by its web or ERP number, or null (also outside a rep's scope). */
export async function findStaffOrderId(
  db: Db,
  orderNumber: string,
  salesRepId: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .where(byNumber(orderNumber, salesRepId));
  return row?.id ?? null;
}

function issueQuery(db: Db) {
  return db
    .select({
      report: orderIssueReports,
      webOrderNumber: orders.webOrderNumber,
      organizationName: organizations.name,
      reportedBy: reporter.email,
      reportedByStaff: reportedByStaff.email,
    })
    .from(orderIssueReports)
    .innerJoin(orders, eq(orders.id, orderIssueReports.orderId))
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .leftJoin(reporter, eq(reporter.id, orderIssueReports.userId))
    .leftJoin(reportedByStaff, eq(reportedByStaff.id, orderIssueReports.reportedByStaffUserId));
}

type IssueRow = Awaited<ReturnType<ReturnType<typeof issueQuery>['execute']>>[number];

function issueOf(row: IssueRow): StaffOrderIssue {
  const { report } = row;
  return {
    id: report.id,
    createdAt: report.createdAt.toISOString(),
    webOrderNumber: row.webOrderNumber,
    organizationId: report.organizationId,
    organizationName: row.organizationName,
    reportedBy: row.reportedBy ?? '',
    reportedByStaff: row.reportedByStaff ?? null,
    wholeOrder: report.wholeOrder,
    message: report.message,
    lines: (report.lines as StoredReportLine[]).map((line) => ({
      lineNumber: line.lineNumber,
      productTitle: line.productTitle,
      productSku: line.productSku,
      comment: line.comment,
    })),
    sentTo: report.sentTo,
  };
}

/** A page of the issue reports received (a rep's organizations' only), newest first. */
export async function findIssuePage(
  db: Db,
  salesRepId: string | null,
  paging: { limit: number; offset: number },
): Promise<{ items: StaffOrderIssue[]; total: number }> {
  const where = salesRepId ? eq(organizations.salesRepId, salesRepId) : undefined;
  const [rows, [totals]] = await Promise.all([
    issueQuery(db)
      .where(where)
      .orderBy(desc(orderIssueReports.createdAt), desc(orderIssueReports.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(orderIssueReports)
      .innerJoin(organizations, eq(organizations.id, orderIssueReports.organizationId))
      .where(where),
  ]);
  return { items: rows.map(issueOf), total: totals?.total ?? 0 };
}

/** The issue reports of one order, newest first. */
export async function findIssuesOfOrder(db: Db, orderId: string): Promise<StaffOrderIssue[]> {
  const rows = await issueQuery(db)
    .where(eq(orderIssueReports.orderId, orderId))
    .orderBy(desc(orderIssueReports.createdAt));
  return rows.map(issueOf);
}
