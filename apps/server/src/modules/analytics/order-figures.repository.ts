import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { SalesRow } from './analytics-summary.repository.ts';
import {
  LAPSED_SHOWN,
  lapsedRowsOf,
  TOP_SHOWN,
  type LapsedRow,
  type TopCustomerRow,
  type TopItemRow,
} from './analytics-tables.repository.ts';
import { dayNumberOf, type FigurePlan, type Interval } from './order-figures-plan.ts';

// The summary's order figures read through a plan (ADR 055): each query adds the rollups' rows for the built
// days to the orders' own rows for the rest, and sums both as the orders-only queries of
// analytics-tables.repository.ts do. Only the business-unit filter narrows them (the rollups' key); a summary
// narrowed to organizations reads the orders.

/** The built days between two days (both included) that no change has touched since, as day numbers. */
export async function readableDays(db: Db, first: string, last: string): Promise<Set<number>> {
  const [built, changed] = await Promise.all([
    queryRows<{ day: string }>(
      db,
      sql`select day::text as day from order_figure_days where day >= ${first}::date and day <= ${last}::date`,
    ),
    queryRows<{ day: string }>(db, sql`select distinct day::text as day from order_figure_changes`),
  ]);
  const days = new Set(built.map((row) => dayNumberOf(row.day)));
  for (const row of changed) days.delete(dayNumberOf(row.day));
  return days;
}

/** `column` within one of the intervals (false for none). */
function within(column: SQL, intervals: readonly Interval[]): SQL {
  if (intervals.length === 0) return sql`false`;
  return sql`(${sql.join(
    intervals.map(
      (i) =>
        sql`(${column} >= ${i.from.toISOString()}::timestamptz and ${column} < ${i.to.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  )})`;
}

/** The plan's blocks joined to a rollup table aliased `b` (no rows for none). */
function blocksOf(table: SQL, plan: FigurePlan): SQL {
  if (plan.blocks.length === 0) return sql`${table} b where false`;
  return sql`${table} b join unnest(${sql.param(plan.blocks.map((k) => k.span))}::smallint[],
      ${sql.param(plan.blocks.map((k) => k.firstDay))}::date[]) as p(span, first_day)
    on b.span = p.span and b.first_day = p.first_day where true`;
}

/** The business unit condition on a column, or none. */
function unitIs(column: SQL, businessUnitId: string | undefined): SQL {
  return businessUnitId === undefined ? sql`` : sql` and ${column} = ${businessUnitId}`;
}

/** The plan's raw orders as `o` (cancelled left out), with what `join` adds. */
function rawOrders(plan: FigurePlan, businessUnitId: string | undefined, join: SQL = sql``): SQL {
  return sql`orders o${join} where ${within(sql`o.placed_at`, plan.raw)} and o.status <> 'Cancelled'${unitIs(sql`o.business_unit_id`, businessUnitId)}`;
}

/** Orders and revenue per day (in `timeZone`) and business unit, from the hours and the raw orders. */
export async function salesPerDayOf(
  db: Db,
  plan: FigurePlan,
  timeZone: string,
  businessUnitId?: string,
): Promise<SalesRow[]> {
  return queryRows<SalesRow>(
    db,
    sql`
    select day, business_unit_id as "businessUnitId", sum(orders)::int as orders, sum(revenue)::text as revenue
    from (
      select ((h.hour at time zone ${timeZone})::date)::text as day, h.business_unit_id, h.orders, h.revenue
      from order_sales_hours h where ${within(sql`h.hour`, plan.builtRuns)}${unitIs(sql`h.business_unit_id`, businessUnitId)}
      union all
      select ((o.placed_at at time zone ${timeZone})::date)::text, o.business_unit_id, 1, o.total
      from ${rawOrders(plan, businessUnitId)}
    ) x group by 1, 2 order by 1, 2`,
  );
}

/** The items with the most revenue over the plan's range. */
export async function topItemsOf(db: Db, plan: FigurePlan, businessUnitId?: string): Promise<TopItemRow[]> {
  return queryRows<TopItemRow>(
    db,
    sql`
    select sku, max(name) as name, sum(quantity)::int as quantity, sum(orders)::int as orders,
      sum(revenue)::text as revenue
    from (
      select b.product_sku as sku, b.name, b.quantity, b.orders, b.revenue
      from ${blocksOf(sql`order_item_blocks`, plan)}${unitIs(sql`b.business_unit_id`, businessUnitId)}
      union all
      select l.product_sku, max(l.product_title), sum(l.quantity), count(distinct l.order_id), sum(l.total_price)
      from ${rawOrders(plan, businessUnitId, sql` join order_lines l on l.order_id = o.id`)}
      group by l.product_sku
    ) x group by sku order by sum(revenue) desc, sku limit ${TOP_SHOWN}`,
  );
}

/** Each organization's orders, revenue, first and last order over the plan's range (a subquery `c`). */
function customerSums(plan: FigurePlan, businessUnitId: string | undefined): SQL {
  return sql`(select organization_id, sum(orders)::int as orders, sum(revenue) as revenue,
      min(first_at) as first_at, max(last_at) as last_at
    from (
      select b.organization_id, b.orders, b.revenue, b.first_at, b.last_at
      from ${blocksOf(sql`order_customer_blocks`, plan)}${unitIs(sql`b.business_unit_id`, businessUnitId)}
      union all
      select o.organization_id, 1, o.total, o.placed_at, o.placed_at from ${rawOrders(plan, businessUnitId)}
    ) x group by organization_id) c`;
}

/** The organizations with the most revenue over the plan's range. */
export async function topCustomersOf(
  db: Db,
  plan: FigurePlan,
  businessUnitId?: string,
): Promise<TopCustomerRow[]> {
  return queryRows<TopCustomerRow>(
    db,
    sql`
    select c.organization_id as "organizationId", org.name, c.orders, c.revenue::text as revenue
    from ${customerSums(plan, businessUnitId)} join organizations org on org.id = c.organization_id
    order by c.revenue desc, c.organization_id limit ${TOP_SHOWN}`,
  );
}

/** Orders and revenue over the plan's range: the previous period's figures. */
export async function salesTotalsOf(
  db: Db,
  plan: FigurePlan,
  businessUnitId?: string,
): Promise<{ orders: number; revenue: string }> {
  const result = await queryRows<{ orders: number; revenue: string }>(
    db,
    sql`
    select coalesce(sum(c.orders), 0)::int as orders, coalesce(sum(c.revenue), 0)::text as revenue
    from ${customerSums(plan, businessUnitId)}`,
  );
  return result[0] ?? { orders: 0, revenue: '0' };
}

/**
 * Organizations overdue over the plan of the year up to `end`, as lapsedCustomers reads them from the orders:
 * three orders or more, and more days since the last than twice their usual interval.
 */
export async function lapsedCustomersOf(
  db: Db,
  yearPlan: FigurePlan,
  end: Date,
  businessUnitId?: string,
): Promise<LapsedRow[]> {
  const endAt = sql`${end.toISOString()}::timestamptz`;
  const usualDays = sql`extract(epoch from (c.last_at - c.first_at)) / 86400.0 / nullif(c.orders - 1, 0)`;
  const sinceDays = sql`extract(epoch from (${endAt} - c.last_at)) / 86400.0`;
  const result = await queryRows<Parameters<typeof lapsedRowsOf>[0][number]>(
    db,
    sql`
    select c.organization_id as "organizationId", org.name, c.last_at as "lastOrderAt",
      c.orders as "ordersInYear", (${usualDays})::text as "usualIntervalDays",
      (${sinceDays})::text as "daysSinceLastOrder"
    from ${customerSums(yearPlan, businessUnitId)} join organizations org on org.id = c.organization_id
    where c.orders >= 3 and ${sinceDays} > 2 * ${usualDays}
    order by ${sinceDays} / nullif(${usualDays}, 0) desc, c.organization_id limit ${LAPSED_SHOWN}`,
  );
  return lapsedRowsOf(result);
}
