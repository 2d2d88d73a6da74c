import { organizationListSchema } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { sessions, users } from '../auth/auth.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function buyerWithTwoOrganizations() {
  const a = await createOrganization(t.database.db, {
    name: 'Alpha Grill',
    brand: 1,
    isProtein: true,
    region: 'west',
  });
  const b = await createOrganization(t.database.db, {
    name: 'Beta Cafe',
    brand: 0,
    isSpecialty: true,
    isCme: true,
  });
  const user = await createUser(t.database.db, {}, [a.organization.id, b.organization.id]);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { a: a.organization, b: b.organization, user, client };
}

describe('POST /web-api/organization/list', () => {
  it("lists the user's organizations with every spec field, the current one active", async () => {
    const { a, b, client } = await buyerWithTwoOrganizations();
    const response = await client.post('/web-api/organization/list');
    expect(response.statusCode).toBe(200);
    const list = organizationListSchema.parse(response.json());
    expect(list.map((o) => o.name)).toEqual(['Alpha Grill', 'Beta Cafe']);
    expect(list.map((o) => o.isActive)).toEqual([true, false]);
    expect(list[1]).toMatchObject({ id: b.id, isSpecialty: true, isCme: true, isProtein: false, brand: 0 });
    expect(list[0]).toMatchObject({ id: a.id, isProtein: true, businessUnit: a.businessUnitId });
  });

  it('needs a signed-in user', async () => {
    const response = await new TestClient(t.app).post('/web-api/organization/list');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /web-api/organization/set', () => {
  it('switches the current organization, remembers it and moves the user to its region', async () => {
    const { b, user, client } = await buyerWithTwoOrganizations();
    const response = await client.post(`/web-api/organization/set?value=${b.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().organization).toMatchObject({ id: b.id, isActive: true });
    const me = (await client.post('/web-api/auth/current-user')).json();
    expect(me.currentOrganization.id).toBe(b.id);
    const list = (await client.post('/web-api/organization/list')).json();
    expect(list.filter((o: { isActive: boolean }) => o.isActive).map((o: { id: string }) => o.id)).toEqual([
      b.id,
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastOrganizationId).toBe(b.id);

    // The choice survives signing in again.
    const again = new TestClient(t.app);
    expect((await again.login(user.email, TEST_PASSWORD)).json().currentUser.currentOrganization.id).toBe(
      b.id,
    );
  });

  it("refuses another tenant's organization with a 404 and changes nothing", async () => {
    const { a, client } = await buyerWithTwoOrganizations();
    const stranger = await createOrganization(t.database.db, { name: 'Not Yours' });
    const before = await t.database.db.select().from(sessions);
    const response = await client.post(`/web-api/organization/set?value=${stranger.organization.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(await t.database.db.select().from(sessions)).toEqual(before);
    expect((await client.post('/web-api/auth/current-user')).json().currentOrganization.id).toBe(a.id);
  });

  it('rejects a missing value', async () => {
    const { client } = await buyerWithTwoOrganizations();
    expect((await client.post('/web-api/organization/set')).statusCode).toBe(400);
  });
});

describe('regions', () => {
  it('remembers an anonymous visitor region in a cookie', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: '/web-api/organization/setRegion?region=west',
      headers: { 'x-requested-with': 'larder-web' },
    });
    expect(set.json()).toEqual({ region: 'west' });
    const cookie = set.cookies.find((c) => c.name === 'larder_region');
    expect(cookie?.value).toBe('west');
    const get = await t.app.inject({
      method: 'POST',
      url: '/web-api/organization/getRegion',
      headers: { 'x-requested-with': 'larder-web', cookie: 'larder_region=west' },
    });
    expect(get.json()).toEqual({ region: 'west' });
  });

  it('stores a signed-in user region and names its search index', async () => {
    const { client } = await buyerWithTwoOrganizations();
    await client.post('/web-api/organization/setRegion?region=southeast');
    expect((await client.post('/web-api/organization/getRegion')).json()).toEqual({ region: 'southeast' });
    const me = (await client.post('/web-api/auth/current-user')).json();
    expect(me).toMatchObject({ region: 'southeast', algoliaIndexName: 'larder_products_southeast' });
  });

  it('refuses an unknown region', async () => {
    const { client } = await buyerWithTwoOrganizations();
    const response = await client.post('/web-api/organization/setRegion?region=atlantis');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('region');
  });
});
