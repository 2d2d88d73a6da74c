import { ISSUE_UNASSIGNED, type StaffOrderIssue } from '@larder/contract';
import {
  DEFAULT_TIME_ZONE,
  OPEN_ORDER_ISSUE_STATUSES,
  zonedDayEnd,
  zonedDayStart,
  type OrderIssueStatusFilter,
} from '@larder/domain';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { containsPattern, users } from '../auth/users.read-model.ts';
import { organizations } from '../organizations/organizations.read-model.ts';
import { creditsOfOrders, type StoredCredit } from './order-credits.repository.ts';
import type { StoredReportLine } from './order-view.ts';
import { orderIssueReports, orders } from './orders.table.ts';

const reporter = alias(users, 'reporter');
const reportedByStaff = alias(users, 'reported_by_staff');
const assignee = alias(users, 'assignee');

/** What the staff list of issue reports is narrowed by; `salesRepId` narrows a rep to their organizations. */
export interface StaffIssueFilter {
  salesRepId: string | null;
  q?: string | undefined;
  /** One status, or `open` (new or in progress). */
  status?: OrderIssueStatusFilter | undefined;
  /** A staff member's id, or `none` for reports nobody is assigned to. */
  assignee?: string | undefined;
  organizationId?: string | undefined;
  /** First and last day reported (YYYY-MM-DD), both included, in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone?: string | undefined;
}

function issueQuery(db: Db) {
  return db
    .select({
      report: orderIssueReports,
      webOrderNumber: orders.webOrderNumber,
      organizationName: organizations.name,
      reportedBy: reporter.email,
      reportedByStaff: reportedByStaff.email,
      assignee: assignee.email,
    })
    .from(orderIssueReports)
    .innerJoin(orders, eq(orders.id, orderIssueReports.orderId))
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .leftJoin(reporter, eq(reporter.id, orderIssueReports.userId))
    .leftJoin(reportedByStaff, eq(reportedByStaff.id, orderIssueReports.reportedByStaffUserId))
    .leftJoin(assignee, eq(assignee.id, orderIssueReports.assigneeUserId));
}

type IssueRow = Awaited<ReturnType<ReturnType<typeof issueQuery>['execute']>>[number];

function issueOf(row: IssueRow, credits: readonly StoredCredit[]): StaffOrderIssue {
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
    status: report.status,
    assigneeUserId: report.assigneeUserId,
    assignee: row.assignee ?? null,
    reply: report.reply,
    repliedAt: report.repliedAt?.toISOString() ?? null,
    credits: credits
      .filter((credit) => credit.issueReportId === report.id)
      .map(({ amountValue: _a, orderId: _o, issueReportId: _i, ...credit }) => credit),
  };
}

async function issuesOf(db: Db, rows: readonly IssueRow[]): Promise<StaffOrderIssue[]> {
  const credits = await creditsOfOrders(db, [...new Set(rows.map((row) => row.report.orderId))]);
  return rows.map((row) => issueOf(row, credits));
}

/**
 * The conditions of a staff issue search: scope, status, assignee, organization, the days reported (their
 * midnights in the staff member's zone) and a search by order number, organization or buyer.
 */
function conditionsOf(filter: StaffIssueFilter): SQL | undefined {
  const q = filter.q;
  const zone = filter.timeZone ?? DEFAULT_TIME_ZONE;
  return and(
    filter.salesRepId ? eq(organizations.salesRepId, filter.salesRepId) : undefined,
    filter.status === 'open'
      ? inArray(orderIssueReports.status, [...OPEN_ORDER_ISSUE_STATUSES])
      : filter.status
        ? eq(orderIssueReports.status, filter.status)
        : undefined,
    filter.assignee === ISSUE_UNASSIGNED
      ? isNull(orderIssueReports.assigneeUserId)
      : filter.assignee
        ? eq(orderIssueReports.assigneeUserId, filter.assignee)
        : undefined,
    filter.organizationId ? eq(orders.organizationId, filter.organizationId) : undefined,
    filter.from ? gte(orderIssueReports.createdAt, zonedDayStart(filter.from, zone)) : undefined,
    filter.to ? lt(orderIssueReports.createdAt, zonedDayEnd(filter.to, zone)) : undefined,
    q
      ? or(
          ilike(orders.webOrderNumber, `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          sql`lower(${organizations.name}) like ${containsPattern(q)}`,
          sql`lower(${reporter.email}) like ${containsPattern(q)}`,
          sql`lower(${orderIssueReports.message}) like ${containsPattern(q)}`,
        )
      : undefined,
  );
}

/** A page of the issue reports received (a rep's organizations' only), newest first. */
export async function findIssuePage(
  db: Db,
  filter: StaffIssueFilter,
  paging: { limit: number; offset: number },
): Promise<{ items: StaffOrderIssue[]; total: number }> {
  const where = conditionsOf(filter);
  const [rows, [totals]] = await Promise.all([
    issueQuery(db)
      .where(where)
      .orderBy(desc(orderIssueReports.createdAt), desc(orderIssueReports.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(orderIssueReports)
      .innerJoin(orders, eq(orders.id, orderIssueReports.orderId))
      .innerJoin(organizations, eq(organizations.id, orders.organizationId))
      .leftJoin(reporter, eq(reporter.id, orderIssueReports.userId))
      .where(where),
  ]);
  return { items: await issuesOf(db, rows), total: totals?.total ?? 0 };
}

/**
 * The issue reports a filter gives, newest first, a batch at a time by keyset (created_at, id), for an
 * export that never holds them all.
 */
export async function* streamIssues(
  db: Db,
  filter: StaffIssueFilter,
  batchSize: number,
): AsyncGenerator<StaffOrderIssue[]> {
  const batchAfter = (after: { at: string; id: string } | null): Promise<IssueRow[]> =>
    issueQuery(db)
      .where(
        and(
          conditionsOf(filter),
          after
            ? sql`(${orderIssueReports.createdAt}, ${orderIssueReports.id}) < (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(orderIssueReports.createdAt), desc(orderIssueReports.id))
      .limit(batchSize);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await batchAfter(after);
    if (rows.length === 0) return;
    const last = rows.at(-1)!;
    // The cursor travels as text, keeping the timestamp's microseconds.
    const [stamp] = await db
      .select({ at: sql<string>`${orderIssueReports.createdAt}::text` })
      .from(orderIssueReports)
      .where(eq(orderIssueReports.id, last.report.id));
    yield await issuesOf(db, rows);
    if (rows.length < batchSize || !stamp) return;
    after = { at: stamp.at, id: last.report.id };
  }
}

/** The issue reports of one order, newest first. */
export async function findIssuesOfOrder(db: Db, orderId: string): Promise<StaffOrderIssue[]> {
  const rows = await issueQuery(db)
    .where(eq(orderIssueReports.orderId, orderId))
    .orderBy(desc(orderIssueReports.createdAt));
  return issuesOf(db, rows);
}

/** An issue report by id with its order, or null (also outside a rep's scope). */
export async function findScopedIssue(db: Db, id: string, salesRepId: string | null) {
  const [row] = await db
    .select({ report: orderIssueReports, order: orders })
    .from(orderIssueReports)
    .innerJoin(orders, eq(orders.id, orderIssueReports.orderId))
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .where(
      and(eq(orderIssueReports.id, id), salesRepId ? eq(organizations.salesRepId, salesRepId) : undefined),
    );
  return row ?? null;
}

/** Changes an issue report's workflow fields. */
export async function updateIssue(
  tx: Db,
  id: string,
  changes: Partial<
    Pick<
      typeof orderIssueReports.$inferInsert,
      'status' | 'assigneeUserId' | 'reply' | 'repliedAt' | 'repliedByUserId'
    >
  >,
): Promise<void> {
  await tx
    .update(orderIssueReports)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orderIssueReports.id, id));
}

/** Staff members issues can be assigned to: anyone holding manage-orders, by e-mail. */
export async function findAssignableStaff(db: Db, ids?: readonly string[]) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.isStaff, true),
        sql`'manage-orders' = any(${users.staffPermissions})`,
        ids ? inArray(users.id, [...ids]) : undefined,
      ),
    )
    .orderBy(users.email);
}
