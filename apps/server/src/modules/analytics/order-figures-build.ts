import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { BLOCK_SPANS, dayNumberOf, dayOfNumber } from './order-figures-plan.ts';

const DAY_MS = 86_400_000;
// A day is built an hour after it ends: a checkout open across midnight has committed by then, and the
// triggers log only changes made after the day ended.
const SETTLE_MS = 3_600_000;
// Different from every other advisory lock of the storefront: two processes never build at once.
const BUILD_LOCK = 55_031;

/** A list of days as one date[] parameter. */
function dateArray(days: readonly string[]): SQL {
  return sql`${sql.param(days)}::date[]`;
}

/** The orders placed on the given UTC days (`d` names the day), cancelled ones left out. */
function ordersOfDays(days: readonly string[]): SQL {
  return sql`unnest(${dateArray(days)}) as d(day)
    join orders o on o.placed_at >= d.day::timestamp at time zone 'UTC'
      and o.placed_at < (d.day + 1)::timestamp at time zone 'UTC'
      and o.status <> 'Cancelled'`;
}

/** Writes the hours and the one-day blocks of the given days from their orders, replacing what was there. */
async function buildDays(tx: Db, days: readonly string[]): Promise<void> {
  await tx.execute(sql`delete from order_sales_hours h using unnest(${dateArray(days)}) as d(day)
    where h.hour >= d.day::timestamp at time zone 'UTC' and h.hour < (d.day + 1)::timestamp at time zone 'UTC'`);
  await tx.execute(sql`delete from order_item_blocks where span = 1 and first_day = any(${dateArray(days)})`);
  await tx.execute(
    sql`delete from order_customer_blocks where span = 1 and first_day = any(${dateArray(days)})`,
  );
  await tx.execute(sql`insert into order_sales_hours (hour, business_unit_id, orders, revenue)
    select date_trunc('hour', o.placed_at, 'UTC'), o.business_unit_id, count(*), sum(o.total)
    from ${ordersOfDays(days)} group by 1, 2`);
  await tx.execute(sql`insert into order_item_blocks
      (span, first_day, business_unit_id, product_sku, name, quantity, orders, revenue)
    select 1, d.day, o.business_unit_id, l.product_sku, max(l.product_title), sum(l.quantity),
      count(distinct l.order_id), sum(l.total_price)
    from ${ordersOfDays(days)} join order_lines l on l.order_id = o.id
    group by d.day, o.business_unit_id, l.product_sku`);
  await tx.execute(sql`insert into order_customer_blocks
      (span, first_day, organization_id, business_unit_id, orders, revenue, first_at, last_at)
    select 1, d.day, o.organization_id, o.business_unit_id, count(*), sum(o.total), min(o.placed_at),
      max(o.placed_at)
    from ${ordersOfDays(days)} group by d.day, o.organization_id, o.business_unit_id`);
  await tx.execute(sql`insert into order_figure_days (day) select unnest(${dateArray(days)})
    on conflict do nothing`);
}

/** Sums the blocks of `span` days that hold a rebuilt day and whose days are all built, from their quarters. */
async function buildBlocks(tx: Db, span: number, rebuilt: readonly number[]): Promise<void> {
  const firsts = [...new Set(rebuilt.map((day) => Math.floor(day / span) * span))].map(dayOfNumber);
  const complete = (
    await queryRows<{ first_day: string }>(
      tx,
      sql`select b.first_day::text as first_day from unnest(${dateArray(firsts)}) as b(first_day)
      where (select count(*) from order_figure_days f
             where f.day >= b.first_day and f.day < b.first_day + ${span}::int) = ${span}::int`,
    )
  ).map((row) => row.first_day);
  if (complete.length === 0) return;
  const blocks = dateArray(complete);
  const quarter = span / 4;
  const children = (
    table: SQL,
  ) => sql`unnest(${blocks}) as b(first_day) join ${table} c on c.span = ${quarter}::smallint
    and c.first_day >= b.first_day and c.first_day < b.first_day + ${span}::int`;
  await tx.execute(
    sql`delete from order_item_blocks where span = ${span}::smallint and first_day = any(${blocks})`,
  );
  await tx.execute(
    sql`delete from order_customer_blocks where span = ${span}::smallint and first_day = any(${blocks})`,
  );
  await tx.execute(sql`insert into order_item_blocks
      (span, first_day, business_unit_id, product_sku, name, quantity, orders, revenue)
    select ${span}::smallint, b.first_day, c.business_unit_id, c.product_sku, max(c.name), sum(c.quantity),
      sum(c.orders), sum(c.revenue)
    from ${children(sql`order_item_blocks`)} group by b.first_day, c.business_unit_id, c.product_sku`);
  await tx.execute(sql`insert into order_customer_blocks
      (span, first_day, organization_id, business_unit_id, orders, revenue, first_at, last_at)
    select ${span}::smallint, b.first_day, c.organization_id, c.business_unit_id, sum(c.orders), sum(c.revenue),
      min(c.first_at), max(c.last_at)
    from ${children(sql`order_customer_blocks`)} group by b.first_day, c.organization_id, c.business_unit_id`);
}

/** The last UTC day that may be built at `now`: one that ended at least an hour ago. */
export function lastBuildableDay(now: Date): string {
  return dayOfNumber(Math.floor((now.getTime() - SETTLE_MS) / DAY_MS) - 1);
}

/**
 * Brings the order rollups up to date (ADR 055), in one transaction: the days changed since they were built,
 * and up to `maxNewDays` days never built (the latest first) from the first order's day to the last day that
 * ended an hour ago, then every block holding one of them. Returns the days built.
 */
export async function buildOrderFigures(db: Db, now: Date, maxNewDays = 400): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BUILD_LOCK})`);
    // Taken first: a change committed after this statement stays logged, and is built by the next run.
    const changed = (
      await queryRows<{ day: string }>(tx, sql`delete from order_figure_changes returning day::text as day`)
    ).map((row) => row.day);
    const last = lastBuildableDay(now);
    const unbuilt = (
      await queryRows<{ day: string }>(
        tx,
        sql`select g.day::date::text as day
        from generate_series((select (min(placed_at) at time zone 'UTC')::date from orders), ${last}::date,
          interval '1 day') as g(day)
        where not exists (select 1 from order_figure_days f where f.day = g.day::date)
        order by 1 desc limit ${maxNewDays}`,
      )
    ).map((row) => row.day);
    const days = [...new Set([...changed.filter((day) => day <= last), ...unbuilt])].sort();
    if (days.length === 0) return [];
    await buildDays(tx, days);
    const numbers = days.map(dayNumberOf);
    for (const span of BLOCK_SPANS.filter((s) => s > 1).reverse()) await buildBlocks(tx, span, numbers);
    return days;
  });
}
