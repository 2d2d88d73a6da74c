import { staffAnalyticsSummarySchema, type StaffAnalyticsSummary } from '@larder/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { orderLines, orders } from '../orders/orders.read-model.ts';
import type { organizations } from '../organizations/organizations.read-model.ts';
import { analyticsEvents } from './analytics.table.ts';

const ZONE = 'America/Chicago';
// March 2026; the period before it is 30 January to 28 February.
const RANGE = 'from=2026-03-01&to=2026-03-30';

let t: TestApp;
let admin: TestClient;
type Organization = typeof organizations.$inferSelect;
let a: Organization;
let b: Organization;
let lapsed: Organization;
let userId: string;

let counter = 0;
/** An order placed at an instant, with (sku, title, quantity, line total) lines adding up to its total. */
async function insertOrder(
  organization: Organization,
  placedAt: string,
  lines: [string, string, number, number][],
) {
  const n = ++counter;
  const id = `tables-${n}-${randomUUID()}`;
  const total = lines.reduce((sum, line) => sum + line[3], 0).toFixed(2);
  await t.database.db.insert(orders).values({
    id,
    webOrderNumber: `WT${n}${randomUUID().slice(0, 6)}`,
    erpOrderNumber: `ET${n}${randomUUID().slice(0, 6)}`,
    organizationId: organization.id,
    userId,
    cartId: `cart-${n}`,
    businessUnitId: organization.businessUnitId,
    isJIT: false,
    isDropShip: false,
    isPreOrder: false,
    status: 'Submitted',
    deliveryDate: placedAt.slice(0, 10),
    cutOffAt: new Date(placedAt),
    purchaseOrderNumber: '',
    note: '',
    itemCount: lines.length,
    total,
    placedAt: new Date(placedAt),
  });
  if (lines.length === 0) return;
  await t.database.db.insert(orderLines).values(
    lines.map(([sku, title, quantity, lineTotal], index) => ({
      orderId: id,
      organizationId: organization.id,
      placedAt: new Date(placedAt),
      lineNumber: index + 1,
      productSku: sku,
      variantId: `${sku}-CS`,
      productTitle: title,
      brandName: 'Brand',
      packSize: '1 CS',
      unitOfMeasure: 'CS',
      quantity,
      unitPrice: (lineTotal / quantity).toFixed(2),
      totalPrice: lineTotal.toFixed(2),
      imageUrl: '',
      productUrl: '',
    })),
  );
}

async function insertEvent(event: string, organizationId: string, at: string, properties = {}) {
  await t.database.db.insert(analyticsEvents).values({
    messageId: randomUUID(),
    type: 'track',
    event,
    anonymousId: 'anon',
    organizationId,
    properties,
    context: {},
    timestamp: new Date(at),
    originalTimestamp: new Date(at),
    receivedAt: new Date(at),
  });
}

async function staffClient(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, { isStaff: true, ...overrides });
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

async function summary(client: TestClient, query = ''): Promise<StaffAnalyticsSummary> {
  const response = await client.get(`/web-api/staff/analytics/summary?${RANGE}${query}`, {
    'user-timezone': ZONE,
  });
  expect(response.statusCode, response.body).toBe(200);
  return staffAnalyticsSummarySchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient({ staffPermissions: ['view-analytics'] });
  a = (await createOrganization(t.database.db, { name: 'Alpha Diner' })).organization;
  b = (await createOrganization(t.database.db, { name: 'Beta Bistro' })).organization;
  lapsed = (await createOrganization(t.database.db, { name: 'Gone Quiet Grill' })).organization;
  userId = (await createUser(t.database.db, {}, [a.id, b.id, lapsed.id])).id;
  await insertOrder(a, '2026-03-05T18:00:00Z', [
    ['100881', 'Chicken Breast, IQF', 48, 960],
    ['200100', 'Olive Oil', 2, 40],
  ]);
  await insertOrder(a, '2026-03-12T18:00:00Z', [['100881', 'Chicken Breast, IQF', 10, 200]]);
  await insertOrder(b, '2026-03-20T18:00:00Z', [['200100', 'Olive Oil', 30, 600]]);
  // The period before: one order of Beta's.
  await insertOrder(b, '2026-02-10T18:00:00Z', [['200100', 'Olive Oil', 5, 100]]);
  // Gone Quiet ordered weekly from November to mid January, then stopped: 9 weeks of silence by 30 March.
  for (let week = 0; week < 10; week++) {
    const day = new Date(Date.parse('2025-11-01T18:00:00Z') + week * 7 * 86_400_000).toISOString();
    await insertOrder(lapsed, day, [['300300', 'Flour', 1, 20]]);
  }
  for (const event of [
    'Products Searched',
    'Products Searched',
    'Order Guide Search',
    'Search for Substitutions',
  ])
    await insertEvent(event, a.id, '2026-03-06T15:00:00Z', { query: 'chicken', result_count: 3 });
});
afterAll(() => t.close());

describe('the analytics a distributor acts on', () => {
  it('names the top items and customers, the lapsed customers and the period before', async () => {
    const figures = await summary(admin);
    expect(figures.topItems.slice(0, 2)).toEqual([
      { sku: '100881', name: 'Chicken Breast, IQF', quantity: 58, orders: 2, revenue: 1160 },
      { sku: '200100', name: 'Olive Oil', quantity: 32, orders: 2, revenue: 640 },
    ]);
    expect(figures.topCustomers.map((c) => [c.name, c.orders, c.revenue])).toEqual([
      ['Alpha Diner', 2, 1200],
      ['Beta Bistro', 1, 600],
    ]);
    expect(figures.lapsedCustomers.map((c) => [c.name, c.usualIntervalDays, c.ordersInYear])).toEqual([
      ['Gone Quiet Grill', 7, 10],
    ]);
    expect(figures.lapsedCustomers[0]!.daysSinceLastOrder).toBeGreaterThan(14);
    expect(figures.previous).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
      orders: 1,
      revenue: 100,
      searches: 0,
    });
    // Every search event counts in 'all searches'; the catalog's are the two 'Products Searched'.
    expect(figures.searches.total).toBe(2);
    expect(figures.searches.allSearchEvents).toBe(4);
  });

  it('is filtered by organization, customer group, rep and business unit', async () => {
    const only = async (query: string) => (await summary(admin, query)).topCustomers.map((c) => c.name);
    expect(await only(`&organizationId=${a.id}`)).toEqual(['Alpha Diner']);
    expect(await only(`&customerGroupId=${b.customerGroupId}`)).toEqual(['Beta Bistro']);
    expect(await only(`&salesRepId=${a.salesRepId}`)).toEqual(['Alpha Diner']);
    expect(await only(`&businessUnitId=${b.businessUnitId}`)).toEqual(['Beta Bistro']);
    const alpha = await summary(admin, `&organizationId=${a.id}`);
    expect(alpha.sales.orders).toBe(2);
    expect(alpha.searches.allSearchEvents).toBe(4);
    const beta = await summary(admin, `&organizationId=${b.id}`);
    expect([beta.sales.orders, beta.searches.allSearchEvents, beta.previous.orders]).toEqual([1, 0, 1]);
  });

  it("keeps a rep to their own organizations: a filter on another rep's finds nothing", async () => {
    const rep = await staffClient({ staffPermissions: ['view-analytics'], salesRepId: a.salesRepId });
    const own = await summary(rep);
    expect(own.topCustomers.map((c) => c.name)).toEqual(['Alpha Diner']);
    const other = await summary(rep, `&salesRepId=${b.salesRepId}`);
    expect([other.sales.orders, other.topCustomers.length, other.topItems.length]).toEqual([0, 0, 0]);
  });

  it('exports every table as CSV and XLSX with the filters applied', async () => {
    const csv = await admin.get(
      `/web-api/staff/analytics/export?${RANGE}&table=top-customers&format=csv&organizationId=${b.id}`,
      { 'user-timezone': ZONE },
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(
      'analytics-top-customers-2026-03-01-to-2026-03-30.csv',
    );
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['Account,Organization,Orders,Revenue', `${b.id},Beta Bistro,1,600`]);
    for (const table of [
      'sales-days',
      'business-units',
      'top-items',
      'lapsed-customers',
      'top-searches',
      'searches-without-results',
      'events',
    ]) {
      const response = await admin.get(`/web-api/staff/analytics/export?${RANGE}&table=${table}&format=xlsx`);
      expect(response.statusCode, table).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('keeps a phrase a buyer typed as text in the CSV, never a formula', async () => {
    await insertEvent('Products Searched', a.id, '2026-03-07T15:00:00Z', {
      query: '=HYPERLINK("x")',
      result_count: 0,
    });
    const csv = await admin.get(`/web-api/staff/analytics/export?${RANGE}&table=searches-without-results`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"'=hyperlink(""x"")"`);
  });

  it('refuses bad input with a 400, a customer with a 404 and staff without the permission with a 403', async () => {
    for (const query of [
      `${RANGE}&table=passwords`,
      `${RANGE}&table=events&format=pdf`,
      `from=2026-02-30&table=events`,
      `${RANGE}&table=events&organizationId=%00`,
      `${RANGE}&table=events&salesRepId=${'x'.repeat(65)}`,
    ]) {
      const response = await admin.get(`/web-api/staff/analytics/export?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBeTypeOf('string');
    }
    const clerk = await staffClient({ staffPermissions: ['manage-orders'] });
    expect((await clerk.get(`/web-api/staff/analytics/export?${RANGE}&table=events`)).statusCode).toBe(403);
    const buyer = new TestClient(t.app);
    const customer = await createUser(t.database.db, {}, [a.id]);
    await buyer.login(customer.email, TEST_PASSWORD);
    expect((await buyer.get(`/web-api/staff/analytics/export?${RANGE}&table=events`)).statusCode).toBe(404);
  });
});
