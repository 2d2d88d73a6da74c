import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../test-support/factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { orderLines, orders } from '../orders/orders.read-model.ts';
import type { AnalyticsScope } from './analytics-filters.ts';
import { salesPerDay, type DayRange } from './analytics-summary.repository.ts';
import { previousRange } from './analytics-summary.service.ts';
import { lapsedCustomers, salesTotals, topCustomers, topItems } from './analytics-tables.repository.ts';
import { buildOrderFigures, lastBuildableDay } from './order-figures-build.ts';
import { orderFigures } from './order-figures.service.ts';

// The rollups must give the summary exactly what the orders give (ADR 055): the same random orders are read
// both ways, with nothing built, all built, and after changes to built days.

const NOW = new Date('2026-06-10T12:00:00Z');
const DAY_MS = 86_400_000;

let t: TestApp;
let units: string[];
let organizationIds: string[];
let userId: string;

// A fixed pseudo-random sequence, so a failure can be replayed.
let seed = 20_261_127;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

let counter = 0;
async function insertOrder(placedAt: Date, status = 'Submitted'): Promise<string> {
  const n = ++counter;
  const id = `figures-${n}-${randomUUID()}`;
  const organizationId = pick(organizationIds);
  const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, index) => {
    const sku = pick(['100', '200', '300', '400', '500', '600']);
    const quantity = 1 + Math.floor(random() * 9);
    return { index, sku, quantity, total: (quantity * (3 + Number(sku) / 100)).toFixed(2) };
  });
  await t.database.db.insert(orders).values({
    id,
    webOrderNumber: `WF${n}${randomUUID().slice(0, 6)}`,
    erpOrderNumber: `EF${n}${randomUUID().slice(0, 6)}`,
    organizationId,
    userId,
    cartId: `cart-${n}`,
    businessUnitId: pick(units),
    isJIT: false,
    isDropShip: false,
    isPreOrder: false,
    status: status as 'Submitted',
    deliveryDate: placedAt.toISOString().slice(0, 10),
    cutOffAt: placedAt,
    purchaseOrderNumber: '',
    note: '',
    itemCount: lines.length,
    total: lines.reduce((sum, line) => sum + Number(line.total), 0).toFixed(2),
    placedAt,
  });
  await t.database.db.insert(orderLines).values(
    lines.map((line) => ({
      orderId: id,
      organizationId,
      placedAt,
      lineNumber: line.index + 1,
      productSku: line.sku,
      variantId: `${line.sku}-CS`,
      productTitle: `Item ${line.sku}`,
      brandName: 'Brand',
      packSize: '1 CS',
      unitOfMeasure: 'CS',
      quantity: line.quantity,
      unitPrice: '1.00',
      totalPrice: line.total,
      imageUrl: '',
      productUrl: '',
    })),
  );
  return id;
}

/** The figures read from the orders alone, as the summary read them before the rollups. */
async function fromOrders(range: DayRange, scope: AnalyticsScope) {
  const db = t.database.db;
  const [sales, items, customers, lapsed, previousSales] = await Promise.all([
    salesPerDay(db, range, scope),
    topItems(db, range, scope),
    topCustomers(db, range, scope),
    lapsedCustomers(db, range, scope),
    salesTotals(db, previousRange(range), scope),
  ]);
  return { sales, items, customers, lapsed, previousSales };
}

const RANGES: DayRange[] = [
  { from: '2026-03-01', to: '2026-03-30', timeZone: 'America/Chicago' },
  { from: '2026-01-10', to: '2026-06-10', timeZone: 'America/New_York' },
  { from: '2025-06-11', to: '2026-06-10', timeZone: 'America/Los_Angeles' },
  // A half-hour zone: its days start on the half hour, inside the UTC hours the sales rollup keeps.
  { from: '2026-02-14', to: '2026-05-02', timeZone: 'Asia/Kolkata' },
  { from: '2026-04-05', to: '2026-04-05', timeZone: 'UTC' },
];

/** Every range, with and without the business-unit filter, read both ways. */
async function expectSameAsOrders() {
  for (const range of RANGES) {
    for (const scope of [{ salesRepId: null }, { salesRepId: null, businessUnitId: units[1] }]) {
      const expected = await fromOrders(range, scope);
      const actual = await orderFigures(t.database.db, range, previousRange(range), scope);
      expect(actual, `${range.from}..${range.to} ${range.timeZone} ${scope.businessUnitId ?? ''}`).toEqual(
        expected,
      );
    }
  }
}

const count = async (table: string) =>
  Number(
    (
      (await t.database.db.execute(sql.raw(`select count(*) as n from ${table}`))) as {
        rows: { n: unknown }[];
      }
    ).rows[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
  const made = await Promise.all([0, 1, 2, 3].map(() => createOrganization(t.database.db, {})));
  organizationIds = made.map((m) => m.organization.id);
  units = [...new Set(made.map((m) => m.organization.businessUnitId))];
  if (units.length < 2) units.push(made[0]!.organization.businessUnitId);
  userId = (await createUser(t.database.db, {}, organizationIds)).id;
  // 260 orders over the 400 days before NOW, a tenth of them cancelled, at any minute of the day.
  for (let i = 0; i < 260; i++) {
    const at = new Date(NOW.getTime() - Math.floor(random() * 400 * DAY_MS));
    await insertOrder(at, random() < 0.1 ? 'Cancelled' : 'Submitted');
  }
});
afterAll(() => t.close());

describe('the order rollups', () => {
  it('give the figures the orders give, before and after they are built', async () => {
    await expectSameAsOrders();
    const built = await buildOrderFigures(t.database.db, NOW);
    expect(built.at(-1)).toBe(lastBuildableDay(NOW));
    expect(await count('order_item_blocks where span = 64')).toBeGreaterThan(0);
    await expectSameAsOrders();
    // A second run has nothing left to build.
    expect(await buildOrderFigures(t.database.db, NOW)).toEqual([]);
  });

  it('are what the summary reads for built days', async () => {
    await t.database.db.execute(sql`update order_item_blocks set name = 'From the rollup'`);
    const range = RANGES[2]!;
    const figures = await orderFigures(t.database.db, range, previousRange(range), { salesRepId: null });
    expect(figures.items.map((item) => item.name)).toContain('From the rollup');
    // Marked changed, the days are read from the orders until the next run builds them again.
    await t.database.db.execute(
      sql`insert into order_figure_changes (day) select day from order_figure_days`,
    );
    await expectSameAsOrders();
    expect((await buildOrderFigures(t.database.db, NOW)).length).toBeGreaterThan(300);
    expect(await count(`order_item_blocks where name = 'From the rollup'`)).toBe(0);
  });

  it('follow a cancel, an edit, a late order and a delete on days already built', async () => {
    const db = t.database.db;
    const [one, two, three] = (
      (await db.execute(
        sql`select id from orders where status <> 'Cancelled' and placed_at < '2026-05-01' order by id limit 3`,
      )) as { rows: { id: string }[] }
    ).rows.map((row) => row.id);
    await db.execute(sql`update orders set status = 'Cancelled' where id = ${one!}`);
    await db.execute(sql`update order_lines set quantity = quantity + 5, total_price = total_price + 50
      where order_id = ${two!}`);
    await db.execute(sql`update orders set total = total + 50 where id = ${two!}`);
    await db.execute(sql`delete from orders where id = ${three!}`);
    await insertOrder(new Date('2026-03-15T05:30:00Z'));
    expect(await count('order_figure_changes')).toBeGreaterThan(0);
    await expectSameAsOrders();
    expect((await buildOrderFigures(db, NOW)).length).toBeGreaterThan(0);
    expect(await count('order_figure_changes')).toBe(0);
    await expectSameAsOrders();
  });

  it('log nothing for an order of a day that has not ended', async () => {
    const before = await count('order_figure_changes');
    await insertOrder(new Date());
    expect(await count('order_figure_changes')).toBe(before);
  });
});
