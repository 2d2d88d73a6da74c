import type { SearchResult } from '@larder/contract';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { INDEX, createSearchWorld } from '../../test-support/search-world.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof createSearchWorld>>;
let client: ReturnType<typeof liteClient>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createSearchWorld(t);
  // Port 0: the system picks a free loopback port, so parallel test runs never collide.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app is not listening on TCP');
  client = liteClient('larder', 'search-only-key', {
    hosts: [{ url: `127.0.0.1:${address.port}`, accept: 'read', protocol: 'http' }],
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the official algoliasearch lite client', () => {
  it('searches our engine with custom hosts: hits, facets and paging', async () => {
    const { results } = await client.search({
      requests: [
        { indexName: INDEX, query: 'chiken brest', facets: ['brand'], hitsPerPage: 5 },
        { indexName: INDEX, query: '', facetFilters: [['brand:Bramble Creek']], hitsPerPage: 1, page: 1 },
      ],
    });
    const [typo, paged] = results as SearchResult[];
    expect(typo!.hits.map((hit) => hit.objectID)).toContain(world.products.chickenBreast.sku);
    expect(typo!.facets).toEqual({ brand: { 'Bramble Creek': 1, 'Sunrise Farms': 1 } });
    expect([paged!.nbHits, paged!.page, paged!.hits.length]).toEqual([2, 1, 1]);
  });

  it('uses the legacy v4 signature and facet-value searches', async () => {
    const { results } = await client.search([
      { indexName: INDEX, params: { query: world.products.ribeye.sku } },
      { indexName: INDEX, type: 'facet', facet: 'subcategory', params: { facetQuery: 'poul' } as never },
    ]);
    const [bySku, facetValues] = results as [SearchResult, { facetHits: { value: string; count: number }[] }];
    expect(bySku.hits[0]!.objectID).toBe(world.products.ribeye.sku);
    expect(facetValues.facetHits).toEqual([expect.objectContaining({ value: 'Poultry', count: 3 })]);
  });

  it('gets a 400 it can read for a bad filter', async () => {
    await expect(
      client.search({ requests: [{ indexName: INDEX, filters: 'brand:x) OR (1=1' }] }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
