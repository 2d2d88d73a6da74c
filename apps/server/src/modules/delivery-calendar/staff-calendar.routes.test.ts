import type { StaffUnitCalendar } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessUnit } from '../../test-support/catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';

let t: TestApp;
let planner: TestClient;
let otherStaff: TestClient;
let buyer: TestClient;
const UNIT = 'BU-CAL';
const path = `/web-api/staff/delivery-calendar/${UNIT}`;

async function signedIn(overrides: Parameters<typeof createUser>[1], organizationIds: string[] = []) {
  const user = await createUser(t.database.db, overrides, organizationIds);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: 'PUT', url, payload });

beforeAll(async () => {
  t = await createTestApp();
  await createBusinessUnit(t.database.db, {
    id: UNIT,
    name: 'Calendar Warehouse',
    timezone: 'America/Chicago',
    deliveryWeekdays: [1, 2, 3, 4, 5],
    cutoffTime: '14:00',
    leadDays: 1,
  });
  const { organization } = await createOrganization(t.database.db, { businessUnitId: UNIT });
  planner = await signedIn({ isStaff: true, staffPermissions: ['manage-calendar'] });
  otherStaff = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
  buyer = await signedIn({}, [organization.id]);
}, 60_000);
afterAll(() => t.close());

describe('the staff delivery calendar', () => {
  it('is for staff holding manage-calendar: others get 403, customers 404', async () => {
    expect((await otherStaff.get('/web-api/staff/delivery-calendar')).statusCode).toBe(403);
    expect((await buyer.get('/web-api/staff/delivery-calendar')).statusCode).toBe(404);
    expect((await put(otherStaff, `${path}/exceptions/2031-01-02`, { closed: true })).statusCode).toBe(403);
    const list = await planner.get('/web-api/staff/delivery-calendar');
    expect(list.statusCode).toBe(200);
    expect(list.json().businessUnits).toContainEqual(
      expect.objectContaining({ id: UNIT, cutoffTime: '14:00', timeZone: 'America/Chicago' }),
    );
  });

  it('adds, moves, and removes an exception; the next dates follow; each change is audited', async () => {
    const before = (await planner.get(path)).json() as StaffUnitCalendar;
    const next = before.nextDeliveries[0]!.date;
    const closed = await put(planner, `${path}/exceptions/${next}`, { closed: true, note: 'Inventory' });
    expect(closed.statusCode).toBe(200);
    const afterClose = closed.json() as StaffUnitCalendar;
    expect(afterClose.exceptions).toEqual([
      {
        date: next,
        closed: true,
        movedTo: null,
        extra: false,
        cutoffDate: null,
        cutoffTime: null,
        note: 'Inventory',
      },
    ]);
    expect(afterClose.nextDeliveries.map((d) => d.date)).not.toContain(next);
    expect(afterClose.nextDeliveries[0]!.date).toBe(before.nextDeliveries[1]!.date);

    // Editing moves it to a later date: the old date is delivered again.
    const later = '2031-01-07';
    const moved = await put(planner, `${path}/exceptions/${later}`, { closed: true, replacesDate: next });
    expect((moved.json() as StaffUnitCalendar).exceptions.map((e) => e.date)).toEqual([later]);
    expect((moved.json() as StaffUnitCalendar).nextDeliveries[0]!.date).toBe(next);

    const removed = await planner.request({ method: 'DELETE', url: `${path}/exceptions/${later}` });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as StaffUnitCalendar).exceptions).toEqual([]);
    const audit = await t.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, UNIT));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'delivery-calendar.exception-removed',
      'delivery-calendar.exception-set',
      'delivery-calendar.exception-set',
    ]);
  });

  it('refuses bad exceptions with the field, and unknown units and dates with 404', async () => {
    const bad = await put(planner, `${path}/exceptions/2031-02-03`, { movedTo: '2031-02-03' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('movedTo');
    expect((await put(planner, `${path}/exceptions/2031-02-30`, { closed: true })).statusCode).toBe(400);
    expect((await put(planner, `${path}/exceptions/2031-02-03`, { closed: 'yes' })).statusCode).toBe(400);
    expect(
      (await put(planner, `/web-api/staff/delivery-calendar/NOPE/exceptions/2031-02-03`, { closed: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await planner.request({ method: 'DELETE', url: `${path}/exceptions/2031-02-04` })).statusCode,
    ).toBe(404);
    expect(((await planner.get(path)).json() as StaffUnitCalendar).exceptions).toEqual([]);
  });
});
