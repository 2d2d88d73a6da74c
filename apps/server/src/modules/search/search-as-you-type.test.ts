import type { SearchAsYouType } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchWorld } from '../../test-support/search-world.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof createSearchWorld>>;
let anonymous: TestClient;
let buyer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await createSearchWorld(t);
  anonymous = new TestClient(t.app);
  buyer = await world.buyer();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function asYouType(client: TestClient, query: string): Promise<SearchAsYouType> {
  const response = await client.get(`/search/SearchAsYouType/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /search/SearchAsYouType/', () => {
  it('answers products, names to search for and categories for a misspelt partial query', async () => {
    const answer = await asYouType(buyer, 'q=chiken%20bre');
    expect(answer.query).toBe('chiken bre');
    expect(answer.searchUrl).toBe('/search/?q=chiken%20bre');
    const skus = answer.products.map((p) => p.sku);
    expect(skus).toContain(world.products.chickenBreast.sku);
    expect(skus).not.toContain(world.products.chickenThigh.sku);
    expect(answer.nbHits).toBe(answer.products.length);
    expect(answer.suggestions.map((s) => s.value)).toContain('Boneless Chicken Breast');
    expect(answer.suggestions.find((s) => s.value === 'Boneless Chicken Breast')!.highlighted).toBe(
      'Boneless <em>Chicken</em> <em>Breast</em>',
    );
    expect(answer.categories).toEqual([{ name: 'Test', url: '/products/test/', count: answer.nbHits }]);
    // Priced for the buyer's organization, like search hits.
    expect(answer.products.find((p) => p.sku === world.products.chickenBreast.sku)!.price).toBe(45.5);
  });

  it('shows a visitor no prices and no restricted products, and answers without the trailing slash too', async () => {
    const answer = await asYouType(anonymous, 'q=wagyu');
    expect(answer.products).toEqual([]);
    const chicken = (
      await anonymous.get('/search/SearchAsYouType?q=chicken&limit=1')
    ).json() as SearchAsYouType;
    expect(chicken.products).toHaveLength(1);
    expect(chicken.nbHits).toBe(3);
    expect(chicken.products[0]!.price).toBeNull();
  });

  it('answers empty lists for nothing typed, and 400 for bad input', async () => {
    expect(await asYouType(anonymous, 'q=%20')).toMatchObject({ nbHits: 0, products: [], suggestions: [] });
    expect(await asYouType(anonymous, '')).toMatchObject({ nbHits: 0, products: [], categories: [] });
    for (const bad of ['limit=0', 'limit=21', 'limit=x', `q=${'a'.repeat(513)}`, 'q=%00']) {
      const response = await anonymous.get(`/search/SearchAsYouType/?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
  });
});
