import { INTEGRATION_SCOPES, type CreatedIntegrationKey, type IntegrationKey } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { listStaffChanges } from '../staff-audit/staff-audit.service.ts';
import { erp } from './integration.test-support.ts';

const PATH = '/web-api/staff/integration-keys';

let t: TestApp;
let admin: TestClient;

async function signedIn(overrides: Parameters<typeof createUser>[1], memberOf: string[] = []) {
  const user = await createUser(t.database.db, overrides, memberOf);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn({ isStaff: true, staffPermissions: ['manage-integrations'] });
}, 60_000);
afterAll(() => t.close());

describe('staff integration keys', () => {
  it('makes a key with every scope, as the console offers them all', async () => {
    const created = await admin.post(PATH, { name: 'Whole ERP', scopes: [...INTEGRATION_SCOPES] });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as CreatedIntegrationKey).key.scopes).toEqual([...INTEGRATION_SCOPES]);
  });

  it('creates a key shown once, stored hashed, listed without it, and revoked so it stops working', async () => {
    const created = await admin.post(PATH, { name: 'Warehouse ERP', scopes: ['inventory', 'orders'] });
    expect(created.statusCode).toBe(201);
    const { key, secret, webhookSecret } = created.json() as CreatedIntegrationKey;
    expect(secret).toMatch(/^lk_[\w-]{43}$/);
    expect(webhookSecret).toMatch(/^whsec_/);
    expect(key).toMatchObject({
      name: 'Warehouse ERP',
      scopes: ['inventory', 'orders'],
      keyPrefix: secret.slice(0, 10),
    });

    const listed = await admin.get(PATH);
    expect(listed.body).not.toContain(secret);
    expect((listed.json().items as IntegrationKey[]).map((k) => k.id)).toContain(key.id);
    expect((await erp(t, secret).get('/integration/v1/orders')).statusCode).toBe(200);

    const revoked = await admin.post(`${PATH}/${key.id}/revoke`);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await erp(t, secret).get('/integration/v1/orders')).statusCode).toBe(401);
    expect((await admin.post(`${PATH}/${key.id}/revoke`)).statusCode).toBe(404);

    const { items } = await listStaffChanges(
      t.database.db,
      { subjectType: 'integration-key', subjectId: key.id },
      { limit: 10, offset: 0 },
    );
    expect(items.map((item) => item.action).sort()).toEqual([
      'integration-key.create',
      'integration-key.revoke',
    ]);
  });

  it('is a 404 for customers and a 403 for staff without the permission; bad input is a 400', async () => {
    const { organization } = await createOrganization(t.database.db);
    const customer = await signedIn({}, [organization.id]);
    const support = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
    expect((await customer.get(PATH)).statusCode).toBe(404);
    expect((await support.get(PATH)).statusCode).toBe(403);
    expect((await support.post(PATH, { name: 'x', scopes: ['orders'] })).statusCode).toBe(403);
    for (const body of [
      {},
      { name: '', scopes: ['orders'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['root'] },
    ]) {
      expect((await admin.post(PATH, body)).statusCode).toBe(400);
    }
    expect(
      (await admin.post(PATH, { name: 'x', scopes: ['orders'], webhookUrl: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(400);
    expect(((await admin.get(PATH)).json().items as IntegrationKey[]).map((k) => k.name)).not.toContain('x');
  });
});
