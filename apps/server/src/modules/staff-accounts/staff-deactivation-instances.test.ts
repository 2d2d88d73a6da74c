import { STAFF_PERMISSIONS } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '../../test-support/factories.ts';
import { TestClient } from '../../test-support/test-app.ts';
import { eventually, openTwoInstances, type TwoInstances } from '../../test-support/two-instances.ts';

// Two app instances on one database stand for two server processes: the second had the staff member's
// session cached and hears of the deactivation only through the database (NOTIFY, ADR 004).
let instances: TwoInstances;
beforeAll(async () => {
  instances = await openTwoInstances();
});
afterAll(() => instances.close());

describe('deactivating a staff account on one instance', () => {
  it('ends its session on the other at once, though that one had it cached', async () => {
    const db = instances.database.db;
    const admin = await createUser(db, { isStaff: true, staffPermissions: [...STAFF_PERMISSIONS] });
    const staff = await createUser(db, { isStaff: true, staffPermissions: ['manage-orders'] });
    const viaFirst = new TestClient(instances.first);
    await viaFirst.login(admin.email, TEST_PASSWORD);
    const viaSecond = new TestClient(instances.second);
    await viaSecond.login(staff.email, TEST_PASSWORD);
    const signedInOnSecond = async () =>
      (await viaSecond.post('/web-api/auth/current-user')).json().isAuthenticated as boolean;
    expect(await signedInOnSecond()).toBe(true);
    expect((await viaSecond.get('/web-api/staff/orders')).statusCode).toBe(200);

    const off = await viaFirst.post(`/web-api/staff/staff-accounts/${staff.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    await eventually(signedInOnSecond, false);
    expect((await viaSecond.get('/web-api/staff/orders')).statusCode).toBe(404);
  });
});
