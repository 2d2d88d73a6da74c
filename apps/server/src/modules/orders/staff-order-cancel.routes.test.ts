import {
  orderDetailsResponseSchema,
  staffOrderDetailsSchema,
  staffOrdersPageSchema,
  staffOrganizationsPageSchema,
  type OrderFeedResponse,
} from '@larder/contract';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../flows/stock.test-support.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import {
  createCartWorld,
  orderRow,
  placeOrder,
  waitForMail,
  type CartWorld,
} from '../../test-support/orders-world.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { users } from '../auth/auth.table.ts';
import { createApiKey, erp, until } from '../../test-support/erp-client.ts';

let t: TestApp;
let dataDir: string;
let world: CartWorld;
let key: string;
let admin: TestClient;
let rep: TestClient;
let outsider: TestClient;

async function staffClient(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, { isStaff: true, ...overrides });
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-cancel-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
  world = await createCartWorld(t, { name: 'Larder Test Bistro' });
  // The issue's probe: the buyer chef@larder.test is found by e-mail.
  await t.database.db.update(users).set({ email: 'chef@larder.test' }).where(eq(users.id, world.user.id));
  key = (await createApiKey(t)).secret;
  admin = await staffClient({ staffPermissions: ['manage-orders', 'manage-customers'] });
  rep = await staffClient({ staffPermissions: ['manage-orders'], salesRepId: world.org.salesRepId });
  const { salesRep: otherRep } = await createOrganization(t.database.db);
  outsider = await staffClient({ staffPermissions: ['manage-orders'], salesRepId: otherRep.id });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const variant = () => `${world.products.plain.sku}-CS`;

async function buyerDetails(webOrderNumber: string) {
  const response = await world.client.post('/web-api/order-history/details', { webOrderNumber });
  expect(response.statusCode).toBe(200);
  return orderDetailsResponseSchema.parse(response.json());
}

async function feed(): Promise<OrderFeedResponse> {
  return (await erp(t, key).get('/integration/v1/orders?limit=500')).json() as OrderFeedResponse;
}

describe('staff cancel', () => {
  it('cancels with a reason: stock back, buyer told and shown the reason, history, feed; never twice', async () => {
    const before = await stockOf(world, variant());
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 3]]);
    const number = order!.webOrderNumber;
    expect((await stockOf(world, variant())).allocated).toBe(before.allocated + 3);

    const url = `/web-api/staff/orders/${number}/status`;
    const reason = 'The delivery route is closed for the holiday.';
    // A rep of another organization does not see it; a cancel without a reason is a field error.
    expect((await outsider.post(url, { status: 'Cancelled', reason })).statusCode).toBe(404);
    const noReason = await admin.post(url, { status: 'Cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBeTruthy();
    expect((await orderRow(world, number)).status).toBe('Submitted');

    const cancelled = await rep.post(url, { status: 'Cancelled', reason });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const details = staffOrderDetailsSchema.parse(cancelled.json());
    expect(details).toMatchObject({ status: 'Cancelled', cancellationReason: reason, canCancel: false });
    expect(details.statusHistory.map((entry) => [entry.from, entry.to, entry.source, entry.reason])).toEqual([
      [null, 'Submitted', 'buyer', null],
      ['Submitted', 'Cancelled', 'staff', reason],
    ]);

    const buyer = await buyerDetails(number);
    expect(buyer.detailsHeader).toMatchObject({ status: 'Cancelled', cancellationReason: reason });
    expect(await stockOf(world, variant())).toMatchObject({
      allocated: before.allocated,
      quantity: before.quantity,
    });

    const mail = await waitForMail(dataDir, `Order ${number} cancelled`);
    expect(mail).toContain('To: chef@larder.test');
    expect(mail).toContain('Reason: The delivery route is closed for the holiday.');

    await until(async () =>
      (await feed()).items.some((i) => i.kind === 'cancelled' && i.order.webOrderNumber === number),
    );
    const entry = (await feed()).items.find(
      (i) => i.kind === 'cancelled' && i.order.webOrderNumber === number,
    )!;
    expect(entry.order).toMatchObject({
      status: 'Cancelled',
      cancellationReason: reason,
      cancelledBy: 'staff',
    });

    const again = await admin.post(url, { status: 'Cancelled', reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Order ${number} is already cancelled.`);

    // The orders filter offers Cancelled, and it finds this order.
    const list = staffOrdersPageSchema.parse(
      (await admin.get(`/web-api/staff/orders?status=Cancelled&q=${number}`)).json(),
    );
    expect(list.items.map((o) => o.webOrderNumber)).toEqual([number]);
  });

  it('refuses to cancel a delivered order, with a clear 409', async () => {
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const url = `/web-api/staff/orders/${order!.webOrderNumber}/status`;
    expect((await admin.post(url, { status: 'Delivered' })).statusCode).toBe(200);
    const refused = await admin.post(url, { status: 'Cancelled', reason: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Order ${order!.webOrderNumber} was delivered and cannot be cancelled; credit its lines instead.`,
    );
    expect((await orderRow(world, order!.webOrderNumber)).status).toBe('Delivered');
  });

  it("asks Mark Shipped for carrier and tracking, and the buyer's details show them", async () => {
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const url = `/web-api/staff/orders/${order!.webOrderNumber}/status`;
    const shipped = await admin.post(url, {
      status: 'Shipped',
      carrier: 'Larder Fleet',
      trackingNumber: 'LF-9',
    });
    expect(staffOrderDetailsSchema.parse(shipped.json())).toMatchObject({
      carrier: 'Larder Fleet',
      trackingNumber: 'LF-9',
    });
    expect((await buyerDetails(order!.webOrderNumber)).tracking).toEqual({
      carrier: 'Larder Fleet',
      trackingNumber: 'LF-9',
    });
    const resend = await admin.post(`/web-api/staff/orders/${order!.webOrderNumber}/resend-confirmation`);
    expect(resend.json()).toEqual({ sentTo: 'chef@larder.test' });
    expect(await waitForMail(dataDir, `Order confirmation ${order!.webOrderNumber}`)).toContain(
      'To: chef@larder.test',
    );
  });
});

describe('ERP cancel and merge', () => {
  it('cancels with a reason and keeps fields a re-sent status omits', async () => {
    const before = await stockOf(world, variant());
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
    const status = (body: object) =>
      erp(t, key).post(`/integration/v1/orders/${order!.erpOrderNumber}/status`, body);
    expect((await status({ status: 'Cancelled' })).statusCode).toBe(400);
    const reason = 'Customer called to cancel.';
    expect((await status({ status: 'Cancelled', reason })).json()).toEqual({
      erpOrderNumber: order!.erpOrderNumber,
      status: 'Cancelled',
      changed: true,
    });
    expect((await buyerDetails(order!.webOrderNumber)).detailsHeader).toMatchObject({
      status: 'Cancelled',
      cancellationReason: reason,
    });
    expect((await stockOf(world, variant())).allocated).toBe(before.allocated);
    // A retried cancel is harmless; any other status is refused.
    expect((await status({ status: 'Cancelled', reason })).json()).toMatchObject({ changed: false });
    expect((await status({ status: 'Processing' })).statusCode).toBe(409);
    await until(async () =>
      (await feed()).items.some(
        (i) => i.order.webOrderNumber === order!.webOrderNumber && i.order.cancelledBy === 'erp',
      ),
    );

    // Shipped re-sent without a carrier keeps the stored carrier (it used to erase it).
    const [shipped] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const ship = (body: object) =>
      erp(t, key).post(`/integration/v1/orders/${shipped!.erpOrderNumber}/status`, body);
    expect(
      (await ship({ status: 'Shipped', carrier: 'Larder Fleet', trackingNumber: 'T-1' })).statusCode,
    ).toBe(200);
    expect((await ship({ status: 'Shipped', trackingNumber: 'T-2' })).statusCode).toBe(200);
    expect(await orderRow(world, shipped!.webOrderNumber)).toMatchObject({
      carrier: 'Larder Fleet',
      trackingNumber: 'T-2',
    });
    const delivered = await ship({ status: 'Delivered' });
    expect(delivered.statusCode).toBe(200);
    const refused = await ship({ status: 'Cancelled', reason: 'no' });
    expect(refused.statusCode).toBe(409);
    const staffView = staffOrderDetailsSchema.parse(
      (await admin.get(`/web-api/staff/orders/${shipped!.webOrderNumber}`)).json(),
    );
    expect(staffView.statusHistory.map((e) => `${e.to}:${e.source}`)).toEqual([
      'Submitted:buyer',
      'Shipped:erp',
      'Delivered:erp',
    ]);
    expect(staffView.statusHistory[1]).toMatchObject({ carrier: 'Larder Fleet', trackingNumber: 'T-1' });
  });
});

describe('find anyone', () => {
  it("finds chef@larder.test's organizations and orders, and a PO number; a rep only their own", async () => {
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const orgs = staffOrganizationsPageSchema.parse(
      (await admin.get('/web-api/staff/organizations?q=chef@larder.test')).json(),
    );
    expect(orgs.items.map((o) => o.id)).toEqual([world.org.id]);
    const found = staffOrdersPageSchema.parse(
      (await admin.get('/web-api/staff/orders?q=chef@larder.test')).json(),
    );
    expect(found.items.map((o) => o.webOrderNumber)).toContain(order!.webOrderNumber);
    expect(new Set(found.items.map((o) => o.placedBy))).toEqual(new Set(['chef@larder.test']));
    const byName = staffOrdersPageSchema.parse(
      (await admin.get(`/web-api/staff/orders?q=${encodeURIComponent(world.user.firstName)}`)).json(),
    );
    expect(byName.items.map((o) => o.webOrderNumber)).toContain(order!.webOrderNumber);
    const po = (await orderRow(world, order!.webOrderNumber)).purchaseOrderNumber;
    if (po.length >= 3) {
      const byPo = staffOrdersPageSchema.parse(
        (await admin.get(`/web-api/staff/orders?q=${encodeURIComponent(po)}`)).json(),
      );
      expect(byPo.items.map((o) => o.purchaseOrderNumber)).toContain(po);
    }
    const outside = staffOrdersPageSchema.parse(
      (await outsider.get('/web-api/staff/orders?q=chef@larder.test')).json(),
    );
    expect(outside.items).toEqual([]);
    expect((await admin.get('/web-api/staff/orders?q=nobody@nowhere.test')).json().total).toBe(0);
  });
});

describe('exports', () => {
  it('streams the orders list as CSV with a header row and the rows the filter gives', async () => {
    const response = await admin.get('/web-api/staff/orders/export?format=csv&status=Cancelled');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-.*\.csv"/);
    const rows = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(expect.arrayContaining(['Web order', 'Status', 'PO number', 'Placed by']));
    const statusColumn = rows[0]!.indexOf('Status');
    const numbers = rows.slice(1).map((row) => row[0]);
    const cancelled = staffOrdersPageSchema.parse(
      (await admin.get('/web-api/staff/orders?status=Cancelled')).json(),
    );
    expect(numbers).toEqual(cancelled.items.map((o) => o.webOrderNumber));
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(rows.slice(1).map((row) => row[statusColumn]))).toEqual(new Set(['Cancelled']));
    // A rep exports their own organizations' orders only; another rep's export is empty.
    const theirs = await outsider.get('/web-api/staff/orders/export?format=csv&status=Cancelled');
    expect(Papa.parse(theirs.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data).toHaveLength(1);
    expect((await admin.get('/web-api/staff/orders/export?format=pdf')).statusCode).toBe(400);
    expect((await world.client.get('/web-api/staff/orders/export')).statusCode).toBe(404);
  });

  it('writes XLSX workbooks of orders, customers and issue reports', async () => {
    const orders = await admin.get('/web-api/staff/orders/export?format=xlsx&q=chef@larder.test');
    expect(orders.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readSheet(orders.rawPayload);
    expect(sheet[0]![0]).toBe('Web order');
    expect(sheet.length).toBeGreaterThan(1);
    const customers = await admin.get('/web-api/staff/customers/export?format=csv&q=chef@larder.test');
    const rows = Papa.parse<string[]>(customers.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows.map((row) => row[0])).toEqual(['Account', world.org.id]);
    const issues = await admin.get('/web-api/staff/issue-reports/export?format=xlsx');
    expect(issues.statusCode).toBe(200);
    expect((await readSheet(issues.rawPayload))[0]).toContain('Status');
  });
});
