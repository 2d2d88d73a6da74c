import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../modules/orders/orders.table.ts';
import { openDatabase, type Database } from '../client.ts';
import { ordersPerOrganization } from './order-history.ts';
import { seedDemo, type SeedSummary } from './seed-demo.ts';

const TODAY = new Date('2026-11-23T15:00:00Z');

let database: Database;
let summary: SeedSummary;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  summary = await seedDemo(database.db, { skuCount: 300, today: TODAY });
});
afterAll(() => database.close());

describe('demo order history', () => {
  it('gives every organization with buyers a year of orders across every status', async () => {
    const db = database.db;
    const perOrg = await db
      .select({
        organizationId: orders.organizationId,
        n: count(),
        oldest: sql<string>`min(${orders.placedAt})`,
      })
      .from(orders)
      .groupBy(orders.organizationId);
    expect(perOrg.length).toBeGreaterThanOrEqual(12);
    expect(perOrg.every((row) => row.n === ordersPerOrganization(300))).toBe(true);
    expect(summary.orders).toBe(perOrg.length * ordersPerOrganization(300));
    for (const row of perOrg) {
      const days = (TODAY.getTime() - new Date(row.oldest).getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(330);
    }
    const statuses = await db.selectDistinct({ status: orders.status }).from(orders);
    expect(new Set(statuses.map((s) => s.status))).toEqual(
      new Set(['Submitted', 'Processing', 'Shipped', 'Delivered', 'Cancelled']),
    );
  });

  it('keeps open orders before their cut-off and lines that add up to each order', async () => {
    const db = database.db;
    const open = await db.select().from(orders).where(eq(orders.status, 'Submitted'));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((order) => order.cutOffAt.getTime() > TODAY.getTime())).toBe(true);
    const [mismatch] = await db
      .execute<{ n: number }>(
        sql`
      select count(*)::int as n from ${orders} o
      where o.item_count <> (select count(*) from ${orderLines} l where l.order_id = o.id)
         or o.total <> (select coalesce(sum(l.total_price), 0) from ${orderLines} l where l.order_id = o.id)`,
      )
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(mismatch!.n).toBe(0);
    const cancelled = await db.select().from(orders).where(eq(orders.status, 'Cancelled'));
    expect(cancelled.every((order) => order.cancelledAt !== null)).toBe(true);
  });
});
