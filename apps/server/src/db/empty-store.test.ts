import { STAFF_PERMISSIONS } from '@larder/domain';
import { STAFF_SECTIONS } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/auth.table.ts';
import { organizations } from '../modules/organizations/organizations.table.ts';
import { products } from '../modules/catalog/catalog.table.ts';
import { firstAdmin, startEmptyStore, type EmptyStore } from '../test-support/empty-store.ts';
import { TestClient } from '../test-support/test-app.ts';
import { CREATE_ADMIN_COMMAND, prepareEmptyStore } from './empty-store.ts';
import { ensureSiteStructure } from './seed/site-structure.ts';

let store: EmptyStore;
beforeAll(async () => {
  store = await startEmptyStore();
});
afterAll(() => store.close());

/** The storefront's pages every store has, as a browser asks for them (the page model in JSON). */
const STOREFRONT_PAGES = [
  '/',
  '/products/',
  '/search/',
  '/search/results/?q=tomato',
  '/order-guides/',
  '/cart/',
  '/order-history/',
  '/sign-in/',
  '/sign-up/',
  '/reset-password/',
  '/account/',
];

const pageOf = (client: TestClient, url: string) =>
  client.request({ method: 'GET', url, headers: { accept: 'application/json' } });

describe('an empty store (SEED_DEMO=false)', () => {
  it('holds no demo data and no account, and prints how to create the first administrator', async () => {
    const db = store.database.db;
    expect(await db.select().from(users)).toEqual([]);
    expect(await db.select().from(organizations)).toEqual([]);
    expect(await db.select().from(products)).toEqual([]);
    expect(store.printed).toHaveLength(1);
    expect(store.printed[0]).toContain(CREATE_ADMIN_COMMAND);
    expect(CREATE_ADMIN_COMMAND).toBe('npm run staff:create-admin -- --email ADDRESS');
  });

  it('answers every storefront page to a visitor, and the staff console not at all', async () => {
    const visitor = new TestClient(store.app);
    for (const url of STOREFRONT_PAGES) {
      const response = await pageOf(visitor, url);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    expect((await pageOf(visitor, '/staff/')).statusCode).toBe(404);
    expect((await pageOf(visitor, '/no-such-page/')).statusCode).toBe(404);
    for (const block of ['header', 'footer', 'global-settings']) {
      expect((await visitor.get(`/web-api/content/${block}`)).statusCode, block).toBe(200);
    }
  });

  it('the first administrator holds every permission, opens every console section, and the hint stops', async () => {
    const admin = await firstAdmin(store);
    const me = (await admin.post('/web-api/auth/current-user')).json();
    expect(me.staffPermissions).toEqual([...STAFF_PERMISSIONS]);
    for (const section of STAFF_SECTIONS) {
      const response = await pageOf(admin, section.path);
      expect(response.statusCode, section.path).toBe(200);
    }
    for (const url of STOREFRONT_PAGES) {
      expect((await pageOf(admin, url)).statusCode, url).toBe(200);
    }
    // The console's lists answer on zero rows.
    for (const url of [
      '/web-api/staff/summary',
      '/web-api/staff/organizations',
      '/web-api/staff/orders',
      '/web-api/staff/applications?status=pending',
      '/web-api/staff/staff-accounts',
      '/web-api/staff/integration-keys',
      '/web-api/staff/punchout-buyers',
      '/web-api/staff/content/pages',
    ]) {
      const response = await admin.get(url);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }

    const printed: string[] = [];
    await prepareEmptyStore(store.database.db, { info: () => undefined }, false, (text) =>
      printed.push(text),
    );
    expect(printed).toEqual([]);
    expect(await ensureSiteStructure(store.database.db)).toBe(0);
  });
});
