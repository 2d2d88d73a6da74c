import {
  orderDetailsResponseSchema,
  staffOrderDetailsSchema,
  staffOrderIssuesPageSchema,
  staffOrdersPageSchema,
} from '@larder/contract';
import type { OrderStatus } from '@larder/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createCartWorld, orderRow, placeOrder, type CartWorld } from '../../test-support/orders-world.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { createOrganization } from '../../test-support/factories.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';
import { orders } from './orders.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staffClient(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, { isStaff: true, ...overrides });
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { user, client };
}

/** A buyer's world with one order, an admin, a rep of the organization and a rep of another one. */
async function scene() {
  const world = await createCartWorld(t, { name: `Staff Orders Bistro ${Date.now()}` });
  const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
  const admin = await staffClient({ staffPermissions: ['manage-orders'] });
  const rep = await staffClient({
    staffPermissions: ['manage-orders'],
    salesRepId: world.org.salesRepId,
  });
  const { salesRep: otherRep } = await createOrganization(t.database.db);
  const outsider = await staffClient({ staffPermissions: ['manage-orders'], salesRepId: otherRep.id });
  return { world, number: order!.webOrderNumber, admin, rep, outsider };
}

async function buyerStatus(world: CartWorld, webOrderNumber: string) {
  const response = await world.client.post('/web-api/order-history/details', { webOrderNumber });
  expect(response.statusCode).toBe(200);
  return orderDetailsResponseSchema.parse(response.json()).detailsHeader.statusFriendly;
}

describe('who may use the staff order routes', () => {
  it('is a 404 for a customer, a 403 without manage-orders, a 404 outside a rep’s organizations', async () => {
    const { world, number, rep, outsider } = await scene();
    const clerk = await staffClient({ staffPermissions: ['impersonate'] });
    const urls = ['/web-api/staff/orders', `/web-api/staff/orders/${number}`, '/web-api/staff/order-issues'];
    for (const url of urls) {
      expect((await world.client.get(url)).statusCode, url).toBe(404);
      expect((await new TestClient(t.app).get(url)).statusCode, url).toBe(404);
      const refused = await clerk.client.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    const post = (client: TestClient) =>
      client.post(`/web-api/staff/orders/${number}/status`, { status: 'Processing' });
    expect((await post(world.client)).statusCode).toBe(404);
    expect((await post(clerk.client)).statusCode).toBe(403);

    // A rep of another organization: the order does not exist for them, and nothing changes.
    expect((await outsider.client.get(`/web-api/staff/orders/${number}`)).statusCode).toBe(404);
    expect((await post(outsider.client)).statusCode).toBe(404);
    const theirs = staffOrdersPageSchema.parse(
      (await outsider.client.get(`/web-api/staff/orders?q=${number}`)).json(),
    );
    expect(theirs.total).toBe(0);
    expect((await orderRow(world, number)).status).toBe('Submitted');

    // The organization's own rep sees it.
    expect((await rep.client.get(`/web-api/staff/orders/${number}`)).statusCode).toBe(200);
    const mine = staffOrdersPageSchema.parse((await rep.client.get('/web-api/staff/orders')).json());
    expect(mine.items.map((o) => o.webOrderNumber)).toEqual([number]);
  });
});

describe('finding orders', () => {
  it('finds an order by web or ERP number, organization name or id, status and dates, newest first', async () => {
    const { world, number, admin } = await scene();
    const [second] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const find = async (query: string) => {
      // Days in UTC, as `today` below is: the default zone's day differs for part of every UTC day.
      const response = await admin.client.get(`/web-api/staff/orders?${query}`, { 'user-timezone': 'UTC' });
      expect(response.statusCode, response.body).toBe(200);
      return staffOrdersPageSchema.parse(response.json());
    };
    const erp = (await orderRow(world, number)).erpOrderNumber;
    expect((await find(`q=${number}`)).items.map((o) => o.webOrderNumber)).toEqual([number]);
    expect((await find(`q=${number.toLowerCase()}`)).items.map((o) => o.webOrderNumber)).toEqual([number]);
    expect((await find(`q=${erp}`)).items.map((o) => o.webOrderNumber)).toEqual([number]);
    const byName = await find(`q=${encodeURIComponent(world.org.name.slice(0, 22).toLowerCase())}`);
    expect(byName.items.map((o) => o.webOrderNumber)).toContain(number);
    const byOrg = await find(`organizationId=${world.org.id}`);
    expect(byOrg.items.map((o) => o.webOrderNumber)).toEqual([second!.webOrderNumber, number]);
    expect(byOrg.items[0]).toMatchObject({
      organizationName: world.org.name,
      status: 'Submitted',
      placedBy: world.user.email,
      placedByStaff: null,
    });
    expect((await find(`organizationId=${world.org.id}&status=Shipped`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await find(`organizationId=${world.org.id}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await find(`organizationId=${world.org.id}&to=2020-01-01`)).total).toBe(0);
    const delivery = (await orderRow(world, number)).deliveryDate;
    expect(
      (await find(`organizationId=${world.org.id}&dates=delivery&from=${delivery}&to=${delivery}`)).total,
    ).toBeGreaterThanOrEqual(1);
  });

  it('totals the list as the orders stand after each placement, status change and deletion', async () => {
    const { world, number, admin, rep } = await scene();
    const total = async (client: TestClient, query: string) =>
      staffOrdersPageSchema.parse((await client.get(`/web-api/staff/orders?${query}`)).json()).total;
    const counted = async (status?: string, organizationId?: string) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            status ? eq(orders.status, status as OrderStatus) : undefined,
            organizationId ? eq(orders.organizationId, organizationId) : undefined,
          ),
        );
      return row!.n;
    };
    const expectTotals = async () => {
      expect(await total(admin.client, 'page=1')).toBe(await counted());
      for (const status of ['Submitted', 'Processing', 'Cancelled'])
        expect(await total(admin.client, `status=${status}`), status).toBe(await counted(status));
      expect(await total(admin.client, `organizationId=${world.org.id}`)).toBe(
        await counted(undefined, world.org.id),
      );
      expect(await total(rep.client, 'status=Processing')).toBe(await counted('Processing', world.org.id));
    };
    await expectTotals();
    await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    await expectTotals();
    const moved = await admin.client.post(`/web-api/staff/orders/${number}/status`, { status: 'Processing' });
    expect(moved.statusCode).toBe(200);
    expect(await total(rep.client, 'status=Processing')).toBe(1);
    await expectTotals();
    await t.database.db.delete(orders).where(eq(orders.webOrderNumber, number));
    await expectTotals();
    expect(await total(rep.client, 'status=Processing')).toBe(0);
  });

  it('refuses impossible filters with a field error', async () => {
    const { admin } = await scene();
    for (const query of [
      'from=2026-02-30',
      'from=2026-05-02&to=2026-05-01',
      'status=Lost',
      'page=0',
      'q=a%00b',
      `q=${'x'.repeat(101)}`,
      'dates=shipped',
    ]) {
      const response = await admin.client.get(`/web-api/staff/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields, query).toBeTruthy();
    }
    expect((await admin.client.get('/web-api/staff/orders/W0')).statusCode).toBe(404);
  });
});

describe('setting an order’s status', () => {
  it('moves the order forward only, audited, and the buyer’s details follow', async () => {
    const { world, number, admin } = await scene();
    const before = await orderRow(world, number);

    const processing = await admin.client.post(`/web-api/staff/orders/${number}/status`, {
      status: 'Processing',
    });
    expect(processing.statusCode, processing.body).toBe(200);
    const details = staffOrderDetailsSchema.parse(processing.json());
    expect(details).toMatchObject({ status: 'Processing', nextStatuses: ['Shipped', 'Delivered'] });
    expect(await buyerStatus(world, number)).toBe('Being Prepared');
    const moved = await orderRow(world, number);
    expect(moved.version).toBe(before.version + 1);
    expect(moved.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    // Backwards or sideways: a field error, nothing changes (Cancelled is refused without its reason).
    for (const status of ['Processing', 'Submitted', 'Lost', null]) {
      const refused = await admin.client.post(`/web-api/staff/orders/${number}/status`, { status });
      expect(refused.statusCode, String(status)).toBe(400);
      expect(refused.json().error.fields.status, String(status)).toBeTruthy();
    }
    expect(await orderRow(world, number)).toEqual(moved);

    const shipped = await admin.client.post(`/web-api/staff/orders/${number}/status`, { status: 'Shipped' });
    expect(shipped.statusCode).toBe(200);
    expect(await buyerStatus(world, number)).toBe('Out for Delivery');
    const backwards = await admin.client.post(`/web-api/staff/orders/${number}/status`, {
      status: 'Processing',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.status).toMatch(/only move forward/);
    expect((await orderRow(world, number)).status).toBe('Shipped');

    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectType, 'order'), eq(staffAudit.subjectId, number)))
      .orderBy(staffAudit.id);
    expect(audit.map((row) => [row.action, row.staffUserId, row.before, row.after])).toEqual([
      [
        'order.status',
        admin.user.id,
        { status: 'Submitted', statusFriendly: 'Order Received' },
        { status: 'Processing', statusFriendly: 'Being Prepared' },
      ],
      [
        'order.status',
        admin.user.id,
        { status: 'Processing', statusFriendly: 'Being Prepared' },
        { status: 'Shipped', statusFriendly: 'Out for Delivery', carrier: null, trackingNumber: null },
      ],
    ]);
    const events = await t.database.db.select().from(jobs).where(eq(jobs.name, 'event:order.status-changed'));
    expect(events.map((job) => job.payload)).toContainEqual(
      expect.objectContaining({ webOrderNumber: number, from: 'Processing', to: 'Shipped' }),
    );
  });

  it('refuses any change to a cancelled order', async () => {
    const { world, number, admin } = await scene();
    expect(
      (await world.client.post('/web-api/order-history/cancel', { webOrderNumber: number })).statusCode,
    ).toBe(200);
    const cancelled = await orderRow(world, number);
    const refused = await admin.client.post(`/web-api/staff/orders/${number}/status`, {
      status: 'Delivered',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.status).toMatch(/cancelled/);
    expect(await orderRow(world, number)).toEqual(cancelled);
    expect(await buyerStatus(world, number)).toBe('Cancelled');
  });

  it('makes an edit the buyer began before the change refuse to land', async () => {
    const { world, number, admin } = await scene();
    expect((await world.client.post('/web-api/cart/edit', { orderNumber: number })).statusCode).toBe(200);
    await admin.client.post(`/web-api/staff/orders/${number}/status`, { status: 'Processing' });
    const submit = await world.client.post(`/web-api/cart/submit?orderNumber=${number}`, undefined, {
      'idempotency-key': `stale-${number}`,
    });
    expect([409, 422]).toContain(submit.statusCode);
    expect((await orderRow(world, number)).itemCount).toBe(1);
  });
});

describe('issue reports', () => {
  it('lists the reports received, newest first, linked to their order; a rep only their own', async () => {
    const { world, number, admin, outsider, rep } = await scene();
    const report = await world.client.post('/web-api/order-history/report-issue', {
      webOrderNumber: number,
      wholeOrder: true,
      message: 'The flour arrived wet',
      lines: [],
    });
    expect(report.statusCode, report.body).toBe(200);
    const page = staffOrderIssuesPageSchema.parse(
      (await admin.client.get('/web-api/staff/order-issues')).json(),
    );
    expect(page.items[0]).toMatchObject({
      webOrderNumber: number,
      organizationName: world.org.name,
      reportedBy: world.user.email,
      wholeOrder: true,
      message: 'The flour arrived wet',
    });
    const mine = staffOrderIssuesPageSchema.parse(
      (await rep.client.get('/web-api/staff/order-issues')).json(),
    );
    expect(mine.items.map((issue) => issue.webOrderNumber)).toEqual([number]);
    const theirs = staffOrderIssuesPageSchema.parse(
      (await outsider.client.get('/web-api/staff/order-issues')).json(),
    );
    expect(theirs.items.map((issue) => issue.webOrderNumber)).not.toContain(number);
    const details = staffOrderDetailsSchema.parse(
      (await admin.client.get(`/web-api/staff/orders/${number}`)).json(),
    );
    expect(details.issues.map((issue) => issue.message)).toEqual(['The flour arrived wet']);
    expect(details.lines).toHaveLength(1);
  });
});
