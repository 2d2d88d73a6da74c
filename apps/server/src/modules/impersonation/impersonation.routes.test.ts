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
    staffPermissions: ['impersonate'],
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
      reason: 'Checking an order the buyer called about',
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
      const answer = await old.post('/web-api/auth/current-user');
      expect(answer.json().isAuthenticated).toBe(false);
      // A request sent with the old token before the switch may be answered after it: that answer must not
      // clear the cookie, or the browser loses the session the switch just gave it.
      expect(answer.headers['set-cookie']).toBeUndefined();
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

  it('answers 404 to customers and 403 to staff without the permission', async () => {
    const { organization, customer } = await scene();
    const buyer = new TestClient(t.app);
    await buyer.login(customer.email, TEST_PASSWORD);
    const asBuyer = await buyer.post('/web-api/impersonation/start', {
      organizationId: organization.id,
      userId: customer.id,
      reason: 'Checking an order the buyer called about',
    });
    // Customers are told no such route exists, as on every staff route.
    expect(asBuyer.statusCode).toBe(404);
    expect((await buyer.post('/web-api/impersonation/organizations')).statusCode).toBe(404);

    const clerk = await createUser(t.database.db, { isStaff: true, staffPermissions: [] });
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
      reason: 'Checking an order the buyer called about',
    });
    expect(response.statusCode).toBe(404);
    expect(client.cookie).toBe(tokenBefore);
    expect((await client.post('/web-api/auth/current-user')).json().isImpersonationActive).toBe(false);
  });

  it('refuses to stop when nobody is impersonated', async () => {
    const { client } = await scene();
    expect((await client.post('/web-api/impersonation/stop')).statusCode).toBe(409);
  });

  it('switches customer while impersonating: one rotation, the stop of the old and the start of the new audited', async () => {
    const { organization, customer, staff, client } = await scene();
    const second = await createOrganization(t.database.db, { name: 'Second Cafe' });
    const next = await createUser(t.database.db, { firstName: 'Nia', lastName: 'Next' }, [
      second.organization.id,
    ]);
    await client.post('/web-api/impersonation/start', {
      organizationId: organization.id,
      userId: customer.id,
      reason: 'Checking an order the buyer called about',
    });
    const firstToken = client.cookie;

    const switched = await client.post('/web-api/impersonation/start', {
      organizationId: second.organization.id,
      userId: next.id,
      reason: 'Checking an order the buyer called about',
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().currentUser).toMatchObject({ email: next.email, isImpersonationActive: true });
    expect(switched.json().originalUser).toMatchObject({ email: staff.email });
    expect(client.cookie).not.toBe(firstToken);
    const old = new TestClient(t.app);
    old.cookie = firstToken;
    expect((await old.post('/web-api/auth/current-user')).json().isAuthenticated).toBe(false);
    const current = (await client.post('/web-api/auth/current-user')).json();
    expect(current.currentOrganization.id).toBe(second.organization.id);

    const audit = (
      await t.database.db.select().from(impersonationAudit).orderBy(asc(impersonationAudit.id))
    ).filter((row) => row.staffUserId === staff.id);
    expect(audit.map((row) => [row.action, row.customerUserId, row.organizationId])).toEqual([
      ['start', customer.id, organization.id],
      ['stop', customer.id, organization.id],
      ['start', next.id, second.organization.id],
    ]);

    // Stopping after a switch returns to the staff member, and stops the customer switched to.
    expect((await client.post('/web-api/impersonation/stop')).statusCode).toBe(200);
    expect((await client.post('/web-api/auth/current-user')).json()).toMatchObject({
      email: staff.email,
      isImpersonationActive: false,
    });
  });

  it("keeps a rep's switch to their own organizations: another rep's customer is a 404, nothing changed", async () => {
    const own = await createOrganization(t.database.db, { name: 'Rep Own Cafe' });
    const ownCustomer = await createUser(t.database.db, {}, [own.organization.id]);
    const mate = await createUser(t.database.db, {}, [own.organization.id]);
    const foreign = await createOrganization(t.database.db, { name: 'Foreign Cafe' });
    const foreignCustomer = await createUser(t.database.db, {}, [foreign.organization.id]);
    const rep = await createUser(t.database.db, {
      isStaff: true,
      staffPermissions: ['impersonate'],
      salesRepId: own.salesRep.id,
    });
    const client = new TestClient(t.app);
    await client.login(rep.email, TEST_PASSWORD);
    await client.post('/web-api/impersonation/start', {
      organizationId: own.organization.id,
      userId: ownCustomer.id,
      reason: 'Checking an order the buyer called about',
    });
    const tokenBefore = client.cookie;

    // While impersonating, the lists still answer in the rep's scope.
    const orgs = (await client.post('/web-api/impersonation/organizations?search=cafe')).json();
    expect(orgs.map((o: { id: string }) => o.id)).toContain(own.organization.id);
    expect(orgs.map((o: { id: string }) => o.id)).not.toContain(foreign.organization.id);

    const refused = await client.post('/web-api/impersonation/start', {
      organizationId: foreign.organization.id,
      userId: foreignCustomer.id,
      reason: 'Checking an order the buyer called about',
    });
    expect(refused.statusCode).toBe(404);
    expect(client.cookie).toBe(tokenBefore);
    expect((await client.post('/web-api/auth/current-user')).json().email).toBe(ownCustomer.email);

    const allowed = await client.post('/web-api/impersonation/start', {
      organizationId: own.organization.id,
      userId: mate.id,
      reason: 'Checking an order the buyer called about',
    });
    expect(allowed.statusCode).toBe(200);
    const audit = (
      await t.database.db.select().from(impersonationAudit).orderBy(asc(impersonationAudit.id))
    ).filter((row) => row.staffUserId === rep.id);
    expect(audit.map((row) => [row.action, row.customerUserId])).toEqual([
      ['start', ownCustomer.id],
      ['stop', ownCustomer.id],
      ['start', mate.id],
    ]);
  });
});
