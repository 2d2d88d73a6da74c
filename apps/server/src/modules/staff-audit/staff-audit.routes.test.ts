import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from './staff-audit.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(overrides: Parameters<typeof createUser>[1], memberOf: string[] = []) {
  const user = await createUser(t.database.db, overrides, memberOf);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { user, client };
}

describe('GET /web-api/staff/audit', () => {
  it('is a 404 for visitors and customers and a 403 for staff without the permission', async () => {
    expect((await new TestClient(t.app).get('/web-api/staff/audit')).statusCode).toBe(404);
    const { organization } = await createOrganization(t.database.db);
    const customer = await signedIn({}, [organization.id]);
    expect((await customer.client.get('/web-api/staff/audit')).statusCode).toBe(404);
    const clerk = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
    const refused = await clerk.client.get('/web-api/staff/audit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });

  it('lists recorded changes newest first with who, what, before and after, and narrows to one record', async () => {
    const admin = await signedIn({ isStaff: true, staffPermissions: ['manage-customers'] });
    const staff = admin.user as SessionUser;
    const subjectId = `org-audit-${Date.now()}`;
    await recordStaffChange(t.database.db, staff, {
      action: 'organization.hold',
      subjectType: 'organization',
      subjectId,
      before: { isOnHold: false },
      after: { isOnHold: true, holdErrors: ['Past due'] },
    });
    await recordStaffChange(t.database.db, staff, {
      action: 'organization.release',
      subjectType: 'organization',
      subjectId,
      before: { isOnHold: true },
      after: { isOnHold: false },
    });
    const response = await admin.client.get(
      `/web-api/staff/audit?subjectType=organization&subjectId=${subjectId}`,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: 2 });
    expect(page.items.map((entry: { action: string }) => entry.action)).toEqual([
      'organization.release',
      'organization.hold',
    ]);
    expect(page.items[1]).toMatchObject({
      staffUserId: staff.id,
      staffEmail: staff.email,
      before: { isOnHold: false },
      after: { isOnHold: true, holdErrors: ['Past due'] },
    });
  });

  it('refuses a page that is not a whole number with a 400', async () => {
    const admin = await signedIn({ isStaff: true, staffPermissions: ['manage-customers'] });
    for (const page of ['0', '-1', '1e3', 'x', '']) {
      expect((await admin.client.get(`/web-api/staff/audit?page=${page}`)).statusCode).toBe(400);
    }
  });
});
