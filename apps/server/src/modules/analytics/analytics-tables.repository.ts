import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../orders/orders.read-model.ts';
import { organizations } from '../organizations/organizations.read-model.ts';
import { ordersInScope, type AnalyticsScope } from './analytics-filters.ts';
import { endOf, startOf, type DayRange } from './analytics-summary.repository.ts';

/** How many top items and top customers the summary shows. */
export const TOP_SHOWN = 10;
/** How many lapsed customers the summary shows. */
export const LAPSED_SHOWN = 50;

/** An item's sums over the range. */
export interface TopItemRow {
  sku: string;
  name: string;
  quantity: number;
  orders: number;
  revenue: string;
}

/** The items with the most revenue in the range, from the lines of the orders in scope. */
export async function topItems(db: Db, range: DayRange, scope: AnalyticsScope): Promise<TopItemRow[]> {
  return db
    .select({
      sku: orderLines.productSku,
      name: sql<string>`max(${orderLines.productTitle})`,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
      orders: sql<number>`count(distinct ${orderLines.orderId})::int`,
      revenue: sql<string>`sum(${orderLines.totalPrice})::text`,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(gte(orders.placedAt, startOf(range)), lt(orders.placedAt, endOf(range)), ordersInScope(scope)))
    .groupBy(orderLines.productSku)
    .orderBy(sql`sum(${orderLines.totalPrice}) desc`, orderLines.productSku)
    .limit(TOP_SHOWN);
}

/** An organization's sums over the range. */
export interface TopCustomerRow {
  organizationId: string;
  name: string;
  orders: number;
  revenue: string;
}

/** The organizations with the most revenue in the range. */
export async function topCustomers(
  db: Db,
  range: DayRange,
  scope: AnalyticsScope,
): Promise<TopCustomerRow[]> {
  return db
    .select({
      organizationId: orders.organizationId,
      name: sql<string>`max(${organizations.name})`,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`sum(${orders.total})::text`,
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .where(and(gte(orders.placedAt, startOf(range)), lt(orders.placedAt, endOf(range)), ordersInScope(scope)))
    .groupBy(orders.organizationId)
    .orderBy(sql`sum(${orders.total}) desc`, orders.organizationId)
    .limit(TOP_SHOWN);
}

/** A lapsed organization as read from its year of orders. */
export interface LapsedRow {
  organizationId: string;
  name: string;
  lastOrderAt: Date;
  ordersInYear: number;
  usualIntervalDays: number;
  daysSinceLastOrder: number;
}

/**
 * Organizations overdue: at least three orders in the year up to the range's end, and more days since the last
 * than twice their usual interval (first to last order over the year, divided by the gaps between them).
 */
export async function lapsedCustomers(db: Db, range: DayRange, scope: AnalyticsScope): Promise<LapsedRow[]> {
  const end = endOf(range);
  const perOrganization = db
    .select({
      organizationId: orders.organizationId,
      firstAt: sql<Date>`min(${orders.placedAt})`.as('first_at'),
      lastAt: sql<Date>`max(${orders.placedAt})`.as('last_at'),
      count: sql<number>`count(*)::int`.as('order_count'),
    })
    .from(orders)
    .where(
      and(
        gte(orders.placedAt, sql`${end} - interval '365 days'`),
        lt(orders.placedAt, end),
        ordersInScope(scope),
      ),
    )
    .groupBy(orders.organizationId)
    .as('per_organization');
  const usualDays = sql<number>`extract(epoch from (${perOrganization.lastAt} - ${perOrganization.firstAt})) / 86400.0 / nullif(${perOrganization.count} - 1, 0)`;
  const sinceDays = sql<number>`extract(epoch from (${end} - ${perOrganization.lastAt})) / 86400.0`;
  const rows = await db
    .select({
      organizationId: perOrganization.organizationId,
      name: organizations.name,
      lastOrderAt: perOrganization.lastAt,
      ordersInYear: perOrganization.count,
      usualIntervalDays: sql<string>`(${usualDays})::text`,
      daysSinceLastOrder: sql<string>`(${sinceDays})::text`,
    })
    .from(perOrganization)
    .innerJoin(organizations, eq(organizations.id, perOrganization.organizationId))
    .where(and(gte(perOrganization.count, 3), sql`${sinceDays} > 2 * ${usualDays}`))
    .orderBy(desc(sql`${sinceDays} / nullif(${usualDays}, 0)`), perOrganization.organizationId)
    .limit(LAPSED_SHOWN);
  return lapsedRowsOf(rows);
}

/** Lapsed organizations as PostgreSQL returns them (intervals as numeric text), in the summary's units. */
export function lapsedRowsOf(
  rows: readonly (Omit<LapsedRow, 'lastOrderAt' | 'usualIntervalDays' | 'daysSinceLastOrder'> & {
    lastOrderAt: Date | string;
    usualIntervalDays: string;
    daysSinceLastOrder: string;
  })[],
): LapsedRow[] {
  const round = (value: string) => Math.round(Number(value) * 10) / 10;
  return rows.map((row) => ({
    ...row,
    lastOrderAt: new Date(row.lastOrderAt),
    usualIntervalDays: round(row.usualIntervalDays),
    daysSinceLastOrder: Math.floor(Number(row.daysSinceLastOrder)),
  }));
}

/** Orders and revenue of a range, no breakdown: the previous period's figures. */
export async function salesTotals(
  db: Db,
  range: DayRange,
  scope: AnalyticsScope,
): Promise<{ orders: number; revenue: string }> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.total}), 0)::text`,
    })
    .from(orders)
    .where(
      and(gte(orders.placedAt, startOf(range)), lt(orders.placedAt, endOf(range)), ordersInScope(scope)),
    );
  return row ?? { orders: 0, revenue: '0' };
}
