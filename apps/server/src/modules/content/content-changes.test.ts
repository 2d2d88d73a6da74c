import { STAFF_PERMISSIONS } from '@larder/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '../../test-support/factories.ts';
import { TestClient } from '../../test-support/test-app.ts';
import type { TestDatabase } from '../../test-support/test-database.ts';
import { eventually, openTwoInstances, type TwoInstances } from '../../test-support/two-instances.ts';
import { writeContentBlock } from './content-blocks.ts';
import { CONTENT_CHANNEL } from './content-changes.ts';

// Two app instances, each with its own connection pool on one database, stand for two server processes
// behind a load balancer (on PostgreSQL, with TEST_DATABASE_URL): the second hears of a publish only
// through NOTIFY. Each keeps published blocks cached for ten seconds, so without the notification the
// second would serve the old footer well past the checks below.
let instances: TwoInstances;
let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  instances = await openTwoInstances();
  ({ database, first, second } = instances);
  await writeContentBlock(database.db, 'footer', { columns: [], contactText: 'Old', copyright: '©' });
});
afterAll(() => instances.close());

const footerOf = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/web-api/content/footer' })).json().contactText as string;
const alertOf = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/web-api/content/global-settings' })).json().siteAlert?.message ??
  null;

describe('publishing across server processes', () => {
  it('a publish through one instance is served at once by the other, though it had the block cached', async () => {
    expect(await footerOf(first)).toBe('Old');
    expect(await footerOf(second)).toBe('Old');
    expect(await alertOf(second)).toBeNull();

    const user = await createUser(database.db, { isStaff: true, staffPermissions: [...STAFF_PERMISSIONS] });
    const admin = new TestClient(first);
    await admin.login(user.email, TEST_PASSWORD);
    const draft = { columns: [], contactText: 'New', copyright: '©' };
    expect(
      (await admin.request({ method: 'PUT', url: '/web-api/staff/content/footer/draft', payload: draft }))
        .statusCode,
    ).toBe(200);
    expect(await footerOf(second)).toBe('Old');
    expect((await admin.post('/web-api/staff/content/footer/publish')).statusCode).toBe(200);
    expect(await footerOf(first)).toBe('New');
    await eventually(() => footerOf(second), 'New');

    await admin.request({
      method: 'PUT',
      url: '/web-api/staff/content/site-alert',
      payload: { text: 'Storm' },
    });
    await eventually(() => alertOf(second), 'Storm');
  });

  it('a change notified by another process makes this one forget its cached block', async () => {
    expect(await footerOf(second)).toBe('New');
    // Written behind the cache's back, as another process would, then announced on the channel only.
    await database.db.execute(
      sql`update content_blocks set properties = jsonb_set(properties, '{contactText}', '"Elsewhere"') where key = 'footer'`,
    );
    expect(await footerOf(second)).toBe('New');
    await database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'footer:en')`);
    await eventually(() => footerOf(second), 'Elsewhere');
  });
});
