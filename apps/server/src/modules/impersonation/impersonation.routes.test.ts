import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { impersonationAudit } from './impersonation.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function scene() {
  const { organization } = await createOrganization(t.database.db, { name: 'Cafe Impersonated' });
  const customer = await createUser(t.database.db, { firstName: 'Cara', lastName: 'Customer' }, [
    organization.id,
  ]);
  const staff = await createUser(t.database.db, {
    isStaff: true,
    canImpersonate: true,
    firstName: 'Sam',
    lastName: 'Staff',
  });
  const client = new TestClient(t.app);
  await client.login(staff.email, TEST_PASSWORD);
  return { organization, customer, staff, client };
}

describe('impersonation', () => {
  it('lets staff find organizations and their customers', async () => {
    const { organization, customer, client } = await scene();
    const orgs = (await client.post('/web-api/impersonation/organizations?search=impersonated')).json();
    expect(orgs.map((o: { id: string }) => o.id)).toContain(organization.id);
    const customers = (
      await client.post(`/web-api/impersonation/customers?organizationId=${organization.id}`)
    ).json();
    expect(customers).toEqual([{ id: customer.id, email: customer.email, displayName: 'Cara Customer' }]);
  });

  it('starts and stops, rotating the session id, and audits every change with the real staff user', async () => {
    const { organization, customer, staff, client } = await scene();
    const staffToken = client.cookie;

    const start = await client.post('/web-api/impersonation/start', {
      organizationId: organization.id,
      userId: customer.id,
    });
    expect(start.statusCode).toBe(200);
    const impersonatingToken = client.cookie;
    expect(impersonatingToken).not.toBe(staffToken);

    const current = (await client.post('/web-api/auth/current-user')).json();
    const original = (await client.post('/web-api/auth/original-user')).json();
    expect(current).toMatchObject({ email: customer.email, isImpersonationActive: true, isStaff: false });
    expect(current.currentOrganization.id).toBe(organization.id);
    expect(original).toMatchObject({ email: staff.email, isImpersonationActive: true, isStaff: true });

    // A state-changing request while impersonating is recorded; a read is not.
    await client.post(`/web-api/organization/set?value=${organization.id}`);
    await client.post('/web-api/organization/list');

    const stop = await client.post('/web-api/impersonation/stop');
    expect(stop.statusCode).toBe(200);
    expect(client.cookie).not.toBe(impersonatingToken);
    const after = (await client.post('/web-api/auth/current-user')).json();
    expect(after).toMatchObject({ email: staff.email, isImpersonationActive: false });

    for (const stale of [staffToken, impersonatingToken]) {
      const old = new TestClient(t.app);
      old.cookie = stale;
      expect((await old.post('/web-api/auth/current-user')).json().isAuthenticated).toBe(false);
    }

    const audit = (
      await t.database.db.select().from(impersonationAudit).orderBy(asc(impersonationAudit.id))
    ).filter((row) => row.customerUserId === customer.id);
    expect(audit.map((row) => [row.action, row.method, row.path.split('?')[0], row.staffUserId])).toEqual([
      ['start', 'POST', '/web-api/impersonation/start', staff.id],
      ['request', 'POST', '/web-api/organization/set', staff.id],
      ['stop', 'POST', '/web-api/impersonation/stop', staff.id],
    ]);
  });

  it('refuses customers and staff without the permission', async () => {
    const { organization, customer } = await scene();
    const buyer = new TestClient(t.app);
    await buyer.login(customer.email, TEST_PASSWORD);
    const asBuyer = await buyer.post('/web-api/impersonation/start', {
      organizationId: organization.id,
      userId: customer.id,
    });
    expect(asBuyer.statusCode).toBe(403);

    const clerk = await createUser(t.database.db, { isStaff: true, canImpersonate: false });
    const clerkClient = new TestClient(t.app);
    await clerkClient.login(clerk.email, TEST_PASSWORD);
    expect((await clerkClient.post('/web-api/impersonation/organizations')).statusCode).toBe(403);
  });

  it('refuses a customer who is not in the organization, with nothing changed', async () => {
    const { customer, client } = await scene();
    const other = await createOrganization(t.database.db);
    const tokenBefore = client.cookie;
    const response = await client.post('/web-api/impersonation/start', {
      organizationId: other.organization.id,
      userId: customer.id,
    });
    expect(response.statusCode).toBe(404);
    expect(client.cookie).toBe(tokenBefore);
    expect((await client.post('/web-api/auth/current-user')).json().isImpersonationActive).toBe(false);
  });

  it('refuses to stop when nobody is impersonated', async () => {
    const { client } = await scene();
    expect((await client.post('/web-api/impersonation/stop')).statusCode).toBe(409);
  });
});
