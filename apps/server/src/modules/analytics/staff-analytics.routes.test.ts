import { ANALYTICS_EVENT_NAMES, type StaffAnalyticsSummary } from '@larder/contract';
import { todayIn } from '@larder/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { orders } from '../orders/orders.read-model.ts';
import { businessUnits, organizations } from '../organizations/organizations.read-model.ts';
import { analyticsEvents } from './analytics.table.ts';

const ZONE = 'America/Chicago';
const URL = '/web-api/staff/analytics/summary';
const E = ANALYTICS_EVENT_NAMES;

let t: TestApp;
let admin: TestClient;
let unitA: string;
let unitB: string;
let nameA: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = new TestClient(t.app);
  const staff = await createUser(t.database.db, { isStaff: true, staffPermissions: ['view-analytics'] });
  await admin.login(staff.email, TEST_PASSWORD);
});
afterAll(() => t.close());

function summary(client: TestClient, query: string) {
  return client.get(`${URL}${query}`, { 'user-timezone': ZONE });
}

let orderCounter = 0;

/** Inserts an order of `total` dollars placed at `placedAt` for an organization of `businessUnitId`. */
async function insertOrder(
  organizationId: string,
  userId: string,
  placedAt: string,
  total: string,
  status = 'Submitted',
) {
  const n = ++orderCounter;
  const [organization] = await t.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  await t.database.db.insert(orders).values({
    id: `analytics-${n}-${randomUUID()}`,
    webOrderNumber: `WA${n}${randomUUID().slice(0, 6)}`,
    erpOrderNumber: `EA${n}${randomUUID().slice(0, 6)}`,
    organizationId,
    userId,
    cartId: `cart-${n}`,
    businessUnitId: organization!.businessUnitId,
    isJIT: false,
    isDropShip: false,
    isPreOrder: false,
    status: status as 'Submitted',
    deliveryDate: placedAt.slice(0, 10),
    cutOffAt: new Date(placedAt),
    purchaseOrderNumber: '',
    note: '',
    itemCount: 1,
    total,
    placedAt: new Date(placedAt),
  });
}

/** Inserts a stored track (or page) event at an instant. */
async function insertEvent(
  at: string,
  event: string | null,
  properties: Record<string, unknown> = {},
  organizationId: string | null = null,
) {
  await t.database.db.insert(analyticsEvents).values({
    messageId: randomUUID(),
    type: event === null ? 'page' : 'track',
    event,
    name: event === null ? 'Home' : null,
    anonymousId: 'anon',
    organizationId,
    properties,
    context: {},
    timestamp: new Date(at),
    originalTimestamp: new Date(at),
  });
}

describe('GET /web-api/staff/analytics/summary: who may read it', () => {
  it('is a 404 for visitors and customers and a 403 for staff without view-analytics', async () => {
    expect((await summary(new TestClient(t.app), '')).statusCode).toBe(404);
    const { organization } = await createOrganization(t.database.db);
    const buyer = await createUser(t.database.db, {}, [organization.id]);
    const customer = new TestClient(t.app);
    await customer.login(buyer.email, TEST_PASSWORD);
    expect((await summary(customer, '')).statusCode).toBe(404);

    const clerk = new TestClient(t.app);
    const staff = await createUser(t.database.db, {
      isStaff: true,
      staffPermissions: ['impersonate', 'manage-orders', 'manage-customers'],
    });
    await clerk.login(staff.email, TEST_PASSWORD);
    const refused = await summary(clerk, '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});

describe('GET /web-api/staff/analytics/summary: the figures', () => {
  // Chicago is UTC-5 in March 2025 (daylight time from 9 March): the local day of each instant is given.
  const FROM = '2025-03-10';
  const TO = '2025-03-12';

  interface OrderFixture {
    unit: 'A' | 'B';
    placedAt: string;
    localDay: string;
    total: string;
    status?: string;
  }
  const orderFixtures: OrderFixture[] = [
    { unit: 'A', placedAt: '2025-03-10T04:00:00Z', localDay: '2025-03-09', total: '11.00' },
    { unit: 'A', placedAt: '2025-03-10T15:00:00Z', localDay: '2025-03-10', total: '100.10' },
    { unit: 'A', placedAt: '2025-03-11T04:30:00Z', localDay: '2025-03-10', total: '50.25' },
    {
      unit: 'A',
      placedAt: '2025-03-11T16:00:00Z',
      localDay: '2025-03-11',
      total: '999.00',
      status: 'Cancelled',
    },
    { unit: 'B', placedAt: '2025-03-11T18:00:00Z', localDay: '2025-03-11', total: '33.33' },
    {
      unit: 'B',
      placedAt: '2025-03-11T19:00:00Z',
      localDay: '2025-03-11',
      total: '0.01',
      status: 'Delivered',
    },
    { unit: 'A', placedAt: '2025-03-12T12:00:00Z', localDay: '2025-03-12', total: '20.00' },
    { unit: 'A', placedAt: '2025-03-13T05:30:00Z', localDay: '2025-03-13', total: '7.00' },
  ];

  interface EventFixture {
    at: string;
    event: string | null;
    properties?: Record<string, unknown>;
    organization?: 'X' | 'Y';
  }
  const IN = '2025-03-11T15:00:00Z';
  const eventFixtures: EventFixture[] = [
    { at: IN, event: E.productsSearched, properties: { query: 'Beef ', result_count: 12 } },
    { at: IN, event: E.productsSearched, properties: { query: 'beef', result_count: 8 } },
    { at: IN, event: E.productsSearched, properties: { query: 'BEEF', result_count: 10 } },
    { at: IN, event: E.productsSearched, properties: { query: 'saffron', result_count: 0 } },
    { at: IN, event: E.productsSearched, properties: { query: 'saffron', result_count: 0 } },
    { at: IN, event: E.productsSearched, properties: { query: 'tofu', result_count: 0 } },
    { at: IN, event: E.productsSearched, properties: { query: 'pork', result_count: 'many' } },
    { at: IN, event: E.productViewed },
    { at: IN, event: E.productViewed },
    { at: IN, event: E.productViewed },
    { at: IN, event: E.productViewed },
    { at: IN, event: E.productAdded },
    { at: IN, event: E.orderGuideSearch, properties: { query: 'oil', result_count: 3 }, organization: 'X' },
    { at: IN, event: E.orderGuideSearch, properties: { query: 'salt', result_count: 1 }, organization: 'X' },
    { at: IN, event: E.orderGuideAddedToCart, properties: { product_count: 4 }, organization: 'Y' },
    { at: IN, event: null },
    { at: '2025-03-10T05:30:00Z', event: null },
    // Outside the range in Chicago: late on the 12th UTC is still the 12th there, but 06:00Z on the 13th is not.
    { at: '2025-03-13T06:00:00Z', event: E.productsSearched, properties: { query: 'beef', result_count: 1 } },
    { at: '2025-03-10T04:59:00Z', event: E.productViewed },
  ];

  const inRange = (day: string) => day >= FROM && day <= TO;
  const localDayOfEvent = (at: string) => todayIn(ZONE, new Date(at));

  beforeAll(async () => {
    const a = await createOrganization(t.database.db);
    const b = await createOrganization(t.database.db);
    unitA = a.organization.businessUnitId;
    unitB = b.organization.businessUnitId;
    const [unit] = await t.database.db
      .select({ name: businessUnits.name })
      .from(businessUnits)
      .where(eq(businessUnits.id, unitA));
    nameA = unit!.name;
    const buyerA = await createUser(t.database.db, {}, [a.organization.id]);
    const buyerB = await createUser(t.database.db, {}, [b.organization.id]);
    for (const o of orderFixtures) {
      const [org, buyer] = o.unit === 'A' ? [a.organization, buyerA] : [b.organization, buyerB];
      await insertOrder(org.id, buyer.id, o.placedAt, o.total, o.status);
    }
    for (const e of eventFixtures) {
      const organization =
        e.organization === 'X' ? a.organization.id : e.organization === 'Y' ? b.organization.id : null;
      await insertEvent(e.at, e.event, e.properties, organization);
    }
  });

  async function read(): Promise<StaffAnalyticsSummary> {
    const response = await summary(admin, `?from=${FROM}&to=${TO}`);
    expect(response.statusCode).toBe(200);
    return response.json() as StaffAnalyticsSummary;
  }

  it('sums orders and revenue per local day and business unit, leaving cancelled orders out', async () => {
    const body = await read();
    const counted = orderFixtures.filter((o) => inRange(o.localDay) && o.status !== 'Cancelled');
    const cents = (list: OrderFixture[]) =>
      Math.round(list.reduce((s, o) => s + Number(o.total) * 100, 0)) / 100;

    expect(body).toMatchObject({ from: FROM, to: TO, timeZone: ZONE });
    expect(body.sales.days.map((d) => d.date)).toEqual(['2025-03-10', '2025-03-11', '2025-03-12']);
    for (const day of body.sales.days) {
      const ofDay = counted.filter((o) => o.localDay === day.date);
      expect(day.orders).toBe(ofDay.length);
      expect(day.revenue).toBe(cents(ofDay));
      for (const [unit, id] of [
        ['A', unitA],
        ['B', unitB],
      ] as const) {
        const ofUnit = ofDay.filter((o) => o.unit === unit);
        expect(day.byBusinessUnit[id]).toEqual(
          ofUnit.length === 0 ? undefined : { orders: ofUnit.length, revenue: cents(ofUnit) },
        );
      }
    }
    expect(body.sales.orders).toBe(counted.length);
    expect(body.sales.revenue).toBe(cents(counted));
    const a = counted.filter((o) => o.unit === 'A');
    expect(body.sales.businessUnits[0]).toEqual({
      id: unitA,
      name: nameA,
      orders: a.length,
      revenue: cents(a),
    });
  });

  it('counts searches, the phrases without results, the funnel, guide use and events per type', async () => {
    const body = await read();
    const events = eventFixtures.filter((e) => inRange(localDayOfEvent(e.at)));
    const searches = events.filter((e) => e.event === E.productsSearched);
    const phrase = (e: EventFixture) => String(e.properties!.query).trim().toLowerCase();
    const ofPhrase = (q: string) => searches.filter((e) => phrase(e) === q);
    const empty = searches.filter((e) => e.properties!.result_count === 0);

    expect(body.searches.total).toBe(searches.length);
    expect(body.searches.withoutResults).toBe(empty.length);
    expect(body.searches.top[0]).toEqual({
      query: 'beef',
      searches: ofPhrase('beef').length,
      averageResults:
        ofPhrase('beef').reduce((s, e) => s + Number(e.properties!.result_count), 0) /
        ofPhrase('beef').length,
    });
    expect(body.searches.top.map((s) => s.query).sort()).toEqual(['beef', 'pork', 'saffron', 'tofu']);
    expect(body.searches.top.find((s) => s.query === 'pork')?.averageResults).toBe(0);
    expect(body.searches.noResults).toEqual([
      { query: 'saffron', searches: ofPhrase('saffron').length, averageResults: 0 },
      { query: 'tofu', searches: ofPhrase('tofu').length, averageResults: 0 },
    ]);

    const count = (event: string | null) => events.filter((e) => e.event === event).length;
    expect(body.funnel).toEqual({
      productViews: count(E.productViewed),
      productAdds: count(E.productAdded),
      addRate: count(E.productAdded) / count(E.productViewed),
    });
    expect(body.guides).toEqual({
      searches: count(E.orderGuideSearch),
      addsToCart: count(E.orderGuideAddedToCart),
      organizations: 2,
    });
    expect(body.events).toContainEqual({ type: 'page', event: null, count: count(null) });
    expect(body.events).toContainEqual({ type: 'track', event: E.productsSearched, count: searches.length });
    expect(body.events.reduce((s, e) => s + e.count, 0)).toBe(events.length);
    expect(body.events.map((e) => e.count)).toEqual(
      [...body.events.map((e) => e.count)].sort((x, y) => y - x),
    );
  });

  it('defaults to the last 30 days ending today in the staff member’s time zone', async () => {
    const response = await summary(admin, '');
    expect(response.statusCode).toBe(200);
    const body = response.json() as StaffAnalyticsSummary;
    expect(body.to).toBe(todayIn(ZONE, new Date()));
    expect(body.sales.days).toHaveLength(30);
    expect(body.sales.days.at(-1)!.date).toBe(body.to);
    expect(body.sales.days[0]!.date).toBe(body.from);
  });
});

describe('GET /web-api/staff/analytics/summary: bad ranges', () => {
  it.each([
    ['a range running backwards', '?from=2025-03-12&to=2025-03-10', 'to'],
    ['a range over 400 days', '?from=2024-01-01&to=2025-02-04', 'from'],
    ['an impossible date', '?from=2025-02-30&to=2025-03-10', 'from'],
    ['a date that is not YYYY-MM-DD', '?from=2025-3-1', 'from'],
    ['a word for a date', '?to=yesterday', 'to'],
    ['a NUL in a date', '?to=2025-03-10%00', 'to'],
    ['year zero', '?from=0000-01-01&to=0000-01-02', 'from'],
    ['a first day after today with no last day', '?from=2999-01-01', 'to'],
  ])('refuses %s with 400 and the field to fix', async (_label, query, field) => {
    const response = await summary(admin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('accepts exactly 400 days', async () => {
    expect((await summary(admin, '?from=2024-01-01&to=2025-02-03')).statusCode).toBe(200);
  });
});

describe('GET /web-api/staff/analytics/summary: events stored by the collector', () => {
  it('counts each stored event once, however often a batch is sent again', async () => {
    const t2 = await createTestApp({ ANALYTICS_EVENTS_PER_MINUTE: '1000' });
    try {
      const client = new TestClient(t2.app);
      const staff = await createUser(t2.database.db, { isStaff: true, staffPermissions: ['view-analytics'] });
      await client.login(staff.email, TEST_PASSWORD);
      const now = new Date().toISOString();
      const call = (event: string, properties: Record<string, unknown>) => ({
        type: 'track',
        event,
        messageId: randomUUID(),
        anonymousId: 'anon',
        timestamp: now,
        properties,
        context: {},
      });
      const batch = {
        batch: [
          call(E.productsSearched, { query: 'Quince', result_count: 0 }),
          call(E.productsSearched, { query: 'quince ', result_count: 0 }),
          call(E.productViewed, { sku: 'X' }),
        ],
        sentAt: now,
      };
      for (let i = 0; i < 2; i++) {
        const sent = await client.request({
          method: 'POST',
          url: '/analytics/v1/batch',
          payload: JSON.stringify(batch),
          headers: { 'content-type': 'application/json' },
        });
        expect(sent.statusCode).toBe(200);
      }
      const response = await client.get(URL, { 'user-timezone': ZONE });
      const body = response.json() as StaffAnalyticsSummary;
      expect(body.searches).toEqual({
        total: 2,
        allSearchEvents: 2,
        withoutResults: 2,
        top: [{ query: 'quince', searches: 2, averageResults: 0 }],
        noResults: [{ query: 'quince', searches: 2, averageResults: 0 }],
      });
      expect(body.funnel.productViews).toBe(1);
    } finally {
      await t2.close();
    }
  });
});

describe("GET /web-api/staff/analytics/summary: a sales rep's", () => {
  it("counts only the rep's organizations' orders, searches and events", async () => {
    const mine = await createOrganization(t.database.db, { name: 'Analytics Mine' });
    const theirs = await createOrganization(t.database.db, { name: 'Analytics Theirs' });
    const buyer = await createUser(t.database.db, {}, [mine.organization.id, theirs.organization.id]);
    const rep = await createUser(t.database.db, {
      isStaff: true,
      staffPermissions: ['view-analytics'],
      salesRepId: mine.salesRep.id,
    });
    const repClient = new TestClient(t.app);
    await repClient.login(rep.email, TEST_PASSWORD);
    const day = '2025-06-04';
    const at = `${day}T15:00:00Z`;
    await insertOrder(mine.organization.id, buyer.id, at, '100.00');
    await insertOrder(theirs.organization.id, buyer.id, at, '900.00');
    await insertEvent(
      at,
      E.productsSearched,
      { query: 'Mine Salmon', result_count: 3 },
      mine.organization.id,
    );
    await insertEvent(
      at,
      E.productsSearched,
      { query: 'their beef', result_count: 0 },
      theirs.organization.id,
    );
    await insertEvent(at, E.productViewed, {}, theirs.organization.id);
    await insertEvent(at, E.orderGuideSearch, { query: 'x' }, mine.organization.id);

    const repSees = (await summary(repClient, `?from=${day}&to=${day}`)).json() as StaffAnalyticsSummary;
    expect(repSees.sales).toMatchObject({ orders: 1, revenue: 100 });
    expect(repSees.searches).toMatchObject({
      total: 1,
      withoutResults: 0,
      top: [{ query: 'mine salmon', searches: 1, averageResults: 3 }],
      noResults: [],
    });
    expect(repSees.funnel.productViews).toBe(0);
    expect(repSees.guides).toMatchObject({ searches: 1, organizations: 1 });

    const adminSees = (await summary(admin, `?from=${day}&to=${day}`)).json() as StaffAnalyticsSummary;
    expect(adminSees.sales).toMatchObject({ orders: 2, revenue: 1000 });
    expect(adminSees.searches.total).toBe(2);
    expect(adminSees.funnel.productViews).toBe(1);
  });
});
