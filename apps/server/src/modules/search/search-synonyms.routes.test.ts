import type { SearchResult, SearchSynonym } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { INDEX, createSearchWorld } from '../../test-support/search-world.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { listStaffChanges } from '../staff-audit/staff-audit.service.ts';
import { DEFAULT_SEARCH_SYNONYMS } from './search-synonym-defaults.ts';

const PATH = '/web-api/staff/search/synonyms';

let t: TestApp;
let world: Awaited<ReturnType<typeof createSearchWorld>>;
let editor: TestClient;
let anonymous: TestClient;

async function signedIn(overrides: Parameters<typeof createUser>[1], memberOf: string[] = []) {
  const user = await createUser(t.database.db, overrides, memberOf);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createSearchWorld(t);
  editor = await signedIn({ isStaff: true, staffPermissions: ['edit-content'] });
  anonymous = new TestClient(t.app);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function names(query: string): Promise<string[]> {
  const response = await anonymous.post('/1/indexes/*/queries', {
    requests: [{ indexName: INDEX, query, hitsPerPage: 50 }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results[0] as SearchResult).hits.map((hit) => hit.name);
}

describe('search synonyms: the staff API', () => {
  it('is a 404 for visitors and customers and a 403 for staff without edit-content', async () => {
    expect((await anonymous.get(PATH)).statusCode).toBe(404);
    const { organization } = await createOrganization(t.database.db);
    const customer = await signedIn({}, [organization.id]);
    expect((await customer.get(PATH)).statusCode).toBe(404);
    expect((await customer.post(PATH, { phrases: ['a', 'b'] })).statusCode).toBe(404);
    const clerk = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
    const refused = await clerk.post(PATH, { phrases: ['pomodoro', 'tomatoes'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await clerk.get(PATH)).statusCode).toBe(403);
  });

  it('starts with the food-service set the migration inserted, the same as the defaults list', async () => {
    const response = await editor.get(PATH);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as SearchSynonym[];
    const byId = new Map(items.map((item) => [item.id, item.phrases]));
    for (const expected of DEFAULT_SEARCH_SYNONYMS) expect(byId.get(expected.id)).toEqual(expected.phrases);
    expect(items.length).toBe(DEFAULT_SEARCH_SYNONYMS.length);
    expect(byId.get('default-evoo')).toContain('extra virgin olive oil');
  });

  it('a new group changes what a search finds at once; replaced and removed likewise; every change audited', async () => {
    expect(await names('pomodoro')).toEqual([]);

    const created = await editor.post(PATH, { phrases: ['pomodoro', ' Tomatoes '] });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json() as SearchSynonym;
    expect(group.phrases).toEqual(['pomodoro', 'Tomatoes']);
    expect(await names('pomodoro')).toEqual(['Heirloom Tomatoes']);

    const replaced = await editor.request({
      method: 'PUT',
      url: `${PATH}/${group.id}`,
      payload: { phrases: ['pomodoro', 'baby spinach'] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await names('pomodoro')).toEqual(['Organic Baby Spinach']);

    const removed = await editor.request({ method: 'DELETE', url: `${PATH}/${group.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await names('pomodoro')).toEqual([]);
    expect(world.products.tomatoes.sku).toBeTruthy();

    const { items } = await listStaffChanges(
      t.database.db,
      { subjectType: 'search-synonym', subjectId: group.id },
      { limit: 10, offset: 0 },
    );
    expect(items.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['search-synonym.delete', { phrases: ['pomodoro', 'baby spinach'] }, null],
      [
        'search-synonym.update',
        { phrases: ['pomodoro', 'Tomatoes'] },
        { phrases: ['pomodoro', 'baby spinach'] },
      ],
      ['search-synonym.create', null, { phrases: ['pomodoro', 'Tomatoes'] }],
    ]);
  });

  it('refuses a bad group with a 400 naming the problem, and an unknown one with a 404', async () => {
    const bad: unknown[] = [
      {},
      { phrases: 'evoo' },
      { phrases: ['only one'] },
      { phrases: ['same', 'SAME'] },
      { phrases: ['ok', '   '] },
      { phrases: ['ok', '!!!'] },
      { phrases: ['ok', 'x'.repeat(101)] },
      { phrases: Array.from({ length: 21 }, (_, i) => `phrase ${i}`) },
      { phrases: ['ok', 'bad\u0000'] },
    ];
    for (const body of bad) {
      const response = await editor.post(PATH, body as object);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBeTruthy();
    }
    const missing = await editor.request({
      method: 'PUT',
      url: `${PATH}/no-such-group`,
      payload: { phrases: ['a', 'b'] },
    });
    expect(missing.statusCode).toBe(404);
    expect((await editor.request({ method: 'DELETE', url: `${PATH}/no-such-group` })).statusCode).toBe(404);
  });
});
