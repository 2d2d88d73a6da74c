import { staffImpersonationAuditPageSchema, staffOrderDetailsSchema } from '@larder/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createCartWorld, placeOrder, type CartWorld } from '../../test-support/orders-world.ts';
import { impersonationAudit } from './impersonation.table.ts';

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

async function sessionsSeenBy(client: TestClient) {
  const response = await client.get('/web-api/staff/impersonation-audit');
  expect(response.statusCode, response.body).toBe(200);
  return staffImpersonationAuditPageSchema.parse(response.json());
}

/** The staff member starts acting as the world's buyer, with a reason. */
async function impersonate(client: TestClient, world: CartWorld): Promise<void> {
  const started = await client.post('/web-api/impersonation/start', {
    organizationId: world.org.id,
    userId: world.user.id,
    reason: 'Checking an order the buyer called about',
  });
  expect(started.statusCode, started.body).toBe(200);
}

describe('the impersonation audit', () => {
  it('finds sessions by the days they started on in the staff member’s zone (tz)', async () => {
    const world = await createCartWorld(t, { name: 'Late Night Diner' });
    const staff = await staffClient({ staffPermissions: ['impersonate'] });
    const admin = await staffClient({ staffPermissions: ['manage-customers'] });
    await impersonate(staff.client, world);
    // 03:30 UTC on the 26th is still 22:30 on the 25th in New York.
    await t.database.db
      .update(impersonationAudit)
      .set({ at: new Date('2026-11-26T03:30:00Z') })
      .where(eq(impersonationAudit.staffUserId, staff.user.id));
    const found = async (day: string, tz: string) => {
      const query = `staff=${encodeURIComponent(staff.user.email)}&from=${day}&to=${day}&tz=${encodeURIComponent(tz)}`;
      const response = await admin.client.get(`/web-api/staff/impersonation-audit?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return staffImpersonationAuditPageSchema.parse(response.json()).total;
    };
    expect(await found('2026-11-25', 'America/New_York')).toBe(1);
    expect(await found('2026-11-26', 'America/New_York')).toBe(0);
    expect(await found('2026-11-26', 'UTC')).toBe(1);
    expect(await found('2026-11-25', 'UTC')).toBe(0);
    for (const tz of ['Mars%2FOlympus', '', '%00'])
      expect((await admin.client.get(`/web-api/staff/impersonation-audit?tz=${tz}`)).statusCode).toBe(400);
  });

  it('is a 404 for a customer and a 403 without manage-customers', async () => {
    const world = await createCartWorld(t);
    expect((await world.client.get('/web-api/staff/impersonation-audit')).statusCode).toBe(404);
    const clerk = await staffClient({ staffPermissions: ['impersonate', 'manage-orders'] });
    expect((await clerk.client.get('/web-api/staff/impersonation-audit')).statusCode).toBe(403);
    const admin = await staffClient({ staffPermissions: ['manage-customers'] });
    expect((await admin.client.get('/web-api/staff/impersonation-audit?page=0')).statusCode).toBe(400);
  });

  it('records a request made while impersonating before answering it, so a stop right after comes later', async () => {
    const world = await createCartWorld(t, { name: 'Audited Before Answer' });
    const staff = await staffClient({ staffPermissions: ['impersonate'] });
    await impersonate(staff.client, world);
    const added = await staff.client.post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    // Read at once, with nothing awaited in between: the row is there when the answer is.
    const rows = await t.database.db
      .select({ action: impersonationAudit.action, path: impersonationAudit.path })
      .from(impersonationAudit)
      .where(eq(impersonationAudit.staffUserId, staff.user.id))
      .orderBy(asc(impersonationAudit.id));
    expect(rows.map((row) => row.action)).toEqual(['start', 'request']);
    expect(rows[1]!.path).toBe('/web-api/cart/add');
  });

  it('groups start, requests and stop into sessions with their duration and the orders placed or edited', async () => {
    const world = await createCartWorld(t, { name: 'Audited Diner' });
    const [edited] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const staff = await staffClient({ staffPermissions: ['impersonate', 'manage-orders'] });
    const admin = await staffClient({ staffPermissions: ['manage-customers', 'manage-orders'] });
    await impersonate(staff.client, world);
    const asStaff = { ...world, client: staff.client };
    const [placed] = await placeOrder(asStaff, [[world.products.plain.sku, 'CS', 3]]);
    const number = edited!.webOrderNumber;
    expect((await staff.client.post('/web-api/cart/edit', { orderNumber: number })).statusCode).toBe(200);
    const submit = await staff.client.post(`/web-api/cart/submit?orderNumber=${number}`, undefined, {
      'idempotency-key': `audit-edit-${number}`,
    });
    expect(submit.json().success, submit.body).toBe(true);
    expect((await staff.client.post('/web-api/impersonation/stop')).statusCode).toBe(200);

    const page = await sessionsSeenBy(admin.client);
    const session = page.items.find((s) => s.staffUserId === staff.user.id)!;
    expect(session).toMatchObject({
      staffEmail: staff.user.email,
      customerEmail: world.user.email,
      organizationId: world.org.id,
      organizationName: 'Audited Diner',
      active: false,
    });
    expect(session.stoppedAt).not.toBeNull();
    expect(session.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(session.durationSeconds).toBe(
      Math.round((Date.parse(session.stoppedAt!) - Date.parse(session.startedAt)) / 1000),
    );
    const paths = session.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`);
    expect(paths).toContain('POST /web-api/cart/submit');
    expect(paths).toContain('POST /web-api/cart/edit');
    expect(paths).not.toContain('POST /web-api/impersonation/stop');
    expect(session.orders).toEqual([
      { webOrderNumber: placed!.webOrderNumber, change: 'placed' },
      { webOrderNumber: number, change: 'edited' },
    ]);

    // The orders themselves say so too.
    const detailsOf = async (n: string) =>
      staffOrderDetailsSchema.parse((await admin.client.get(`/web-api/staff/orders/${n}`)).json());
    expect(await detailsOf(placed!.webOrderNumber)).toMatchObject({
      placedByStaff: staff.user.email,
      editedByStaff: null,
    });
    expect(await detailsOf(number)).toMatchObject({ placedByStaff: null, editedByStaff: staff.user.email });

    // A session not stopped yet is active, with no duration; it comes first (newest).
    await impersonate(staff.client, world);
    const later = await sessionsSeenBy(admin.client);
    const mine = later.items.filter((s) => s.staffUserId === staff.user.id);
    expect(mine.map((s) => [s.active, s.durationSeconds === null, s.orders.length])).toEqual([
      [true, true, 0],
      [false, false, 2],
    ]);

    // A rep reads only the sessions in their own organizations.
    const rep = await staffClient({
      staffPermissions: ['manage-customers'],
      salesRepId: world.org.salesRepId,
    });
    expect((await sessionsSeenBy(rep.client)).items.map((s) => s.organizationId)).toEqual([
      world.org.id,
      world.org.id,
    ]);
    const { salesRep: otherRep } = await createOrganization(t.database.db);
    const outsider = await staffClient({ staffPermissions: ['manage-customers'], salesRepId: otherRep.id });
    expect((await sessionsSeenBy(outsider.client)).total).toBe(0);
  });
});
