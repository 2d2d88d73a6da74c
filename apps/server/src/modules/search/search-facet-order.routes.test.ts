import type { SearchResult } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { INDEX, createSearchWorld } from '../../test-support/search-world.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { listStaffChanges } from '../staff-audit/staff-audit.service.ts';

const PATH = '/web-api/staff/search/facet-order';

let t: TestApp;
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
  await createSearchWorld(t);
  editor = await signedIn({ isStaff: true, staffPermissions: ['edit-content'] });
  anonymous = new TestClient(t.app);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function renderedOrder(): Promise<SearchResult['renderingContent']> {
  const response = await anonymous.post('/1/indexes/*/queries', { requests: [{ indexName: INDEX }] });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results[0] as SearchResult).renderingContent;
}

describe('the search facet order: the staff API', () => {
  it('is a 404 for visitors and customers and a 403 for staff without edit-content', async () => {
    expect((await anonymous.get(PATH)).statusCode).toBe(404);
    const { organization } = await createOrganization(t.database.db);
    const customer = await signedIn({}, [organization.id]);
    expect(
      (await customer.request({ method: 'PUT', url: PATH, payload: { facets: ['brand'] } })).statusCode,
    ).toBe(404);
    const clerk = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
    expect(
      (await clerk.request({ method: 'PUT', url: PATH, payload: { facets: ['brand'] } })).statusCode,
    ).toBe(403);
    expect((await editor.get(PATH)).json()).toEqual({
      facets: ['category', 'subcategory', 'brand', 'tags', 'unit'],
    });
  });

  it('refuses unknown, repeated or mistyped facets with a 400 and changes nothing', async () => {
    for (const body of [
      { facets: ['secret'] },
      { facets: ['inStock'] },
      { facets: ['brand', 'brand'] },
      { facets: 'brand' },
      { facets: [null] },
      {},
    ]) {
      const refused = await editor.request({ method: 'PUT', url: PATH, payload: body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await editor.get(PATH)).json().facets).toEqual([
      'category',
      'subcategory',
      'brand',
      'tags',
      'unit',
    ]);
  });

  it('serves the staff order as renderingContent.facetOrdering at once, and audits the change', async () => {
    expect((await renderedOrder())?.facetOrdering?.facets?.order).toEqual([
      'category',
      'subcategory',
      'brand',
      'tags',
      'unit',
    ]);
    const saved = await editor.request({
      method: 'PUT',
      url: PATH,
      payload: { facets: ['brand', 'category', 'packSize'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await renderedOrder()).toEqual({
      facetOrdering: {
        facets: { order: ['brand', 'category', 'packSize'] },
        values: {
          brand: { sortRemainingBy: 'count' },
          category: { sortRemainingBy: 'count' },
          packSize: { sortRemainingBy: 'count' },
        },
      },
    });
    const { items } = await listStaffChanges(
      t.database.db,
      { subjectType: 'search-facet-order' },
      { limit: 10, offset: 0 },
    );
    expect(items[0]).toMatchObject({
      action: 'search-facet-order.update',
      before: { facets: ['category', 'subcategory', 'brand', 'tags', 'unit'] },
      after: { facets: ['brand', 'category', 'packSize'] },
    });
  });
});
