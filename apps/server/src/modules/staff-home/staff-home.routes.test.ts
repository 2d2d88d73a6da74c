import { staffHomeSchema, type StaffHome } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { createCartWorld, passCutOff, placeOrder } from '../../test-support/orders-world.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { storeIntegrationKey } from '../integration/api-keys.service.ts';
import { orders } from '../orders/orders.read-model.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staffClient(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.database.db, { isStaff: true, ...overrides });
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

/** The staff member's time zone in these tests: their "today" starts at its midnight. */
const ZONE = 'America/Chicago';

async function home(client: TestClient): Promise<StaffHome> {
  const response = await client.get('/web-api/staff/home', { 'user-timezone': ZONE });
  expect(response.statusCode, response.body).toBe(200);
  return staffHomeSchema.parse(response.json());
}

/**
 * An instant on last week's same day in ZONE, earlier than this time of day: half way between that day's
 * midnight and a week ago. A fixed "an hour before" fell on the day before during ZONE's first hour.
 */
function earlierOnLastWeeksDay(now: number): Date {
  const weekAgo = now - 7 * 86_400_000;
  const [hours, minutes, seconds] = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(weekAgo)
    .split(':')
    .map(Number);
  const sinceMidnight = ((hours! * 60 + minutes!) * 60 + seconds!) * 1000;
  return new Date(weekAgo - sinceMidnight / 2);
}

const EVERY_PERMISSION = [
  'view-analytics',
  'manage-orders',
  'manage-customers',
  'approve-applications',
  'manage-integrations',
] as const;

describe('GET /web-api/staff/home', () => {
  it('is a 404 for a customer; a figure without its permission is null', async () => {
    const world = await createCartWorld(t);
    expect((await world.client.get('/web-api/staff/home')).statusCode).toBe(404);
    const author = await home(await staffClient({ staffPermissions: ['author-messages'] }));
    expect(author).toMatchObject({
      sales: null,
      pendingApplications: null,
      openIssueReports: null,
      accountsOnHold: null,
      ordersWithoutErpAcknowledgement: null,
      failingWebhooks: null,
    });
    const applicationsOnly = await home(await staffClient({ staffPermissions: ['approve-applications'] }));
    expect(applicationsOnly.pendingApplications).toBe(0);
    expect(applicationsOnly.sales).toBeNull();
  });

  it("counts today's orders against last week's, holds and orders the ERP has not answered for, in a rep's scope", async () => {
    const world = await createCartWorld(t, { name: 'Home Diner' });
    const admin = await staffClient({ staffPermissions: [...EVERY_PERMISSION] });
    const before = await home(admin);
    const [today] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
    const [lastWeek] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    // One of them placed on the same weekday last week, earlier than this time of day.
    await t.database.db
      .update(orders)
      .set({ placedAt: earlierOnLastWeeksDay(Date.now()) })
      .where(eq(orders.webOrderNumber, lastWeek!.webOrderNumber));
    await passCutOff(world, today!.webOrderNumber);
    await createOrganization(t.database.db, { isOnHold: true, salesRepId: world.org.salesRepId });

    const after = await home(admin);
    expect(after.sales!.today.orders).toBe(before.sales!.today.orders + 1);
    expect(after.sales!.today.revenue).toBeGreaterThan(before.sales!.today.revenue);
    expect(after.sales!.lastWeekByNow.orders).toBe(before.sales!.lastWeekByNow.orders + 1);
    expect(after.sales!.lastWeekWholeDay.orders).toBeGreaterThanOrEqual(after.sales!.lastWeekByNow.orders);
    expect(after.accountsOnHold).toBe(before.accountsOnHold! + 1);
    expect(after.ordersWithoutErpAcknowledgement).toBe(before.ordersWithoutErpAcknowledgement! + 1);

    // The ERP answers with a status: the order is acknowledged.
    const secret = `home-key-${Date.now()}`;
    await storeIntegrationKey(t.database.db, {
      name: 'Home ERP',
      scopes: ['orders'],
      webhookUrl: null,
      secret,
      webhookSecret: 'whsec-home',
      createdBy: null,
    });
    const answered = await t.app.inject({
      method: 'POST',
      url: `/integration/v1/orders/${today!.erpOrderNumber}/status`,
      headers: { authorization: `Bearer ${secret}` },
      payload: { status: 'Processing' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await home(admin)).ordersWithoutErpAcknowledgement).toBe(before.ordersWithoutErpAcknowledgement);

    // A rep of another organization counts none of it.
    const { salesRep } = await createOrganization(t.database.db);
    const outsider = await home(
      await staffClient({ staffPermissions: [...EVERY_PERMISSION], salesRepId: salesRep.id }),
    );
    expect([outsider.sales!.today.orders, outsider.accountsOnHold]).toEqual([0, 0]);
    const own = await home(
      await staffClient({ staffPermissions: [...EVERY_PERMISSION], salesRepId: world.org.salesRepId }),
    );
    expect([own.sales!.today.orders, own.accountsOnHold]).toEqual([1, 1]);
  });
});
