import { and, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_ORDER_ISSUE_STATUSES } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { signupApplications } from '../auth/users.read-model.ts';
import { WEBHOOK_JOB } from '../integration/webhooks.read-model.ts';
import { jobs } from '../jobs/jobs.read-model.ts';
import { orderIssueReports, orders } from '../orders/orders.read-model.ts';
import { organizations } from '../organizations/organizations.read-model.ts';

const DAY_MS = 86_400_000;

/** A rep's organizations, as a condition on an organization id column (none: every organization). */
function inRepScope(column: SQL | typeof orders.organizationId, salesRepId: string | null): SQL | undefined {
  return salesRepId
    ? sql`${column} in (select ${organizations.id} from ${organizations} where ${organizations.salesRepId} = ${salesRepId})`
    : undefined;
}

/** Local midnight of a day in a time zone, as an instant. */
export function midnightOf(day: string, timeZone: string): SQL {
  return sql`(${day}::date)::timestamp at time zone ${timeZone}`;
}

/** Orders (cancelled left out) and revenue placed in [start, end). */
export async function salesBetween(db: Db, start: SQL, end: SQL | Date, salesRepId: string | null) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.total}), 0)::text`,
    })
    .from(orders)
    .where(
      and(
        gte(orders.placedAt, start),
        lt(orders.placedAt, end),
        ne(orders.status, 'Cancelled'),
        inRepScope(orders.organizationId, salesRepId),
      ),
    );
  return { orders: row?.orders ?? 0, revenue: Math.round(Number(row?.revenue ?? 0) * 100) / 100 };
}

/** Sign-up applications waiting for review (a rep sees them all: an applicant has no organization yet). */
export async function pendingApplications(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(signupApplications)
    .where(eq(signupApplications.status, 'pending'));
  return row?.count ?? 0;
}

/** Issue reports still waiting for staff (new or in progress), however old. */
export async function openIssueReports(db: Db, salesRepId: string | null): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderIssueReports)
    .where(
      and(
        inArray(orderIssueReports.status, [...OPEN_ORDER_ISSUE_STATUSES]),
        inRepScope(sql`${orderIssueReports.organizationId}`, salesRepId),
      ),
    );
  return row?.count ?? 0;
}

/** Organizations on hold. */
export async function accountsOnHold(db: Db, salesRepId: string | null): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(organizations)
    .where(
      and(
        eq(organizations.isOnHold, true),
        salesRepId ? eq(organizations.salesRepId, salesRepId) : undefined,
      ),
    );
  return row?.count ?? 0;
}

/** Orders past their cut-off in the last 7 days, not cancelled, that the ERP has not answered for. */
export async function unacknowledgedOrders(db: Db, now: Date, salesRepId: string | null): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        isNull(orders.erpAcknowledgedAt),
        lt(orders.cutOffAt, now),
        gte(orders.cutOffAt, new Date(now.getTime() - 7 * DAY_MS)),
        ne(orders.status, 'Cancelled'),
        inRepScope(orders.organizationId, salesRepId),
      ),
    );
  return row?.count ?? 0;
}

/** Webhook deliveries of the last 7 days that failed: given up, or waiting to retry after a failed attempt. */
export async function failingWebhooks(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, WEBHOOK_JOB),
        gte(jobs.createdAt, new Date(now.getTime() - 7 * DAY_MS)),
        or(
          eq(jobs.status, 'failed'),
          and(inArray(jobs.status, ['pending', 'running']), sql`${jobs.attempts} > 0`),
        ),
      ),
    );
  return row?.count ?? 0;
}
