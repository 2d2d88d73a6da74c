import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient } from '../../test-support/test-app.ts';
import type { TestDatabase } from '../../test-support/test-database.ts';
import { eventually, openTwoInstances, type TwoInstances } from '../../test-support/two-instances.ts';

// Two app instances, each with its own connection pool on one database, stand for two server
// processes behind a load balancer: the second hears of changes only through NOTIFY.
let instances: TwoInstances;
let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  instances = await openTwoInstances();
  ({ database, first, second } = instances);
});
afterAll(() => instances.close());

describe('sessions across server processes', () => {
  it('a change made through one process is seen by the other, though it had the session cached', async () => {
    const a = await createOrganization(database.db, { name: 'Aardvark Deli' });
    const b = await createOrganization(database.db, { name: 'Badger Bistro' });
    const user = await createUser(database.db, {}, [a.organization.id, b.organization.id]);
    const viaFirst = new TestClient(first);
    await viaFirst.login(user.email, TEST_PASSWORD);
    const viaSecond = new TestClient(second);
    viaSecond.cookie = viaFirst.cookie;

    const organizationSeenBySecond = async () =>
      (await viaSecond.post('/web-api/auth/current-user')).json().currentOrganization?.id;
    expect(await organizationSeenBySecond()).toBe(a.organization.id);

    await viaFirst.post(`/web-api/organization/set?value=${b.organization.id}`);
    expect((await viaFirst.post('/web-api/auth/current-user')).json().currentOrganization.id).toBe(
      b.organization.id,
    );
    await eventually(organizationSeenBySecond, b.organization.id);

    await viaFirst.post('/web-api/auth/logout-api');
    await eventually(
      async () => (await viaSecond.post('/web-api/auth/current-user')).json().isAuthenticated,
      false,
    );
  });
});
