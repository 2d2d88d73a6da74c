// The official algoliasearch client (v5, full) and algoliasearch-helper, written by nobody here, driven
// against our engine on a listening server: if they search, refine, page, fetch records and read our errors,
// the engine speaks Algolia's search API (ADR 009).
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import algoliasearchHelper from 'algoliasearch-helper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { INDEX, createSearchWorld } from '../../test-support/search-world.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof createSearchWorld>>;
let client: Algoliasearch;
let port: number;

type Hit = { objectID: string; brand?: string; name?: string } & Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createSearchWorld(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app is not listening on TCP');
  port = address.port;
  const hosts = [{ url: `127.0.0.1:${port}`, accept: 'readWrite' as const, protocol: 'http' as const }];
  client = algoliasearch('larder', 'search-only-key', { hosts });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const skus = (hits: readonly { objectID: string }[]) => hits.map((hit) => hit.objectID).sort();

describe('the official algoliasearch v5 client', () => {
  it("excludes a facet value written brand:-value, and reads '\\-' as a literal dash", async () => {
    const chicken = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: { query: 'chicken', facetFilters: ['brand:-Bramble Creek'] },
    });
    expect(skus(chicken.hits)).toEqual([world.products.tenders.sku]);
    const escaped = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: { query: 'chicken', facetFilters: ['brand:\\-Bramble Creek'] },
    });
    expect(escaped.nbHits).toBe(0);
    const nested = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: {
        filters: 'category:Protein',
        facetFilters: [['brand:Larder Prime', 'brand:Sunrise Farms'], 'subcategory:-Beef'],
      },
    });
    expect(skus(nested.hits)).toEqual([world.products.tenders.sku]);
  });

  it('answers searchSingleIndex with the params string too, and the legacy GET search', async () => {
    const fromString = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: { params: `query=ribeye&facets=${encodeURIComponent('["brand"]')}` },
    });
    expect(fromString.hits.map((hit) => hit.objectID)).toEqual([world.products.ribeye.sku]);
    expect(fromString.facets).toEqual({ brand: { 'Larder Prime': 1 } });
    const response = await fetch(`http://127.0.0.1:${port}/1/indexes/${INDEX}?query=spinach&hitsPerPage=1`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { hits: Hit[] };
    expect(body.hits.map((hit) => hit.objectID)).toEqual([world.products.spinach.sku]);
  });

  it('searches facet values, gets records one by one and several at once, and browses with a cursor', async () => {
    const values = await client.searchForFacetValues({
      indexName: INDEX,
      facetName: 'brand',
      searchForFacetValuesRequest: { facetQuery: 'bra' },
    });
    expect(values.facetHits).toEqual([
      { value: 'Bramble Creek', highlighted: '<em>Bramble</em> Creek', count: 2 },
    ]);

    const record = await client.getObject({
      indexName: INDEX,
      objectID: world.products.ribeye.sku,
      attributesToRetrieve: ['name', 'brand'],
    });
    expect(record).toEqual({
      objectID: world.products.ribeye.sku,
      name: 'Beef Ribeye Steak, Prime',
      brand: 'Larder Prime',
    });

    const { results } = await client.getObjects<Hit>({
      requests: [
        { indexName: INDEX, objectID: world.products.spinach.sku, attributesToRetrieve: ['name'] },
        { indexName: INDEX, objectID: 'no-such-sku' },
        // Restricted to organizations of its own brand: an anonymous visitor does not get it.
        { indexName: INDEX, objectID: world.products.wagyu.sku },
      ],
    });
    expect(results).toEqual([
      { objectID: world.products.spinach.sku, name: 'Organic Baby Spinach' },
      null,
      null,
    ]);

    const first = await client.browse<Hit>({
      indexName: INDEX,
      browseParams: { filters: 'category:Pantry', hitsPerPage: 20 },
    });
    expect([first.hits.length, first.nbHits, typeof first.cursor]).toEqual([20, 30, 'string']);
    expect(first.hits[0]).not.toHaveProperty('_highlightResult');
    const second = await client.browse<Hit>({ indexName: INDEX, browseParams: { cursor: first.cursor! } });
    expect([second.hits.length, second.cursor]).toEqual([10, undefined]);
    expect(new Set([...skus(first.hits), ...skus(second.hits)])).toEqual(
      new Set(skus(world.products.pantry.map((p) => ({ objectID: p.sku })))),
    );

    const browsed: Hit[] = [];
    await client.browseObjects<Hit>({
      indexName: INDEX,
      browseParams: { filters: 'category:Pantry', hitsPerPage: 7 },
      aggregator: (page) => browsed.push(...page.hits),
    });
    expect(browsed).toHaveLength(30);
  });

  it('reads our errors: the message and status of a bad filter, an unknown parameter, a missing record or index', async () => {
    await expect(
      client.searchSingleIndex({ indexName: INDEX, searchParams: { filters: 'brand:x) OR (1=1' } }),
    ).rejects.toMatchObject({ status: 400, message: 'filters has unexpected text after the end.' });
    await expect(
      client.searchSingleIndex({ indexName: INDEX, searchParams: { notAParameter: 1 } as never }),
    ).rejects.toMatchObject({ status: 400, message: 'Unknown parameter: notAParameter' });
    await expect(
      client.searchSingleIndex({ indexName: INDEX, searchParams: { aroundLatLng: '40.7, -74' } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('aroundLatLng') });
    await expect(client.getObject({ indexName: INDEX, objectID: 'no-such-sku' })).rejects.toMatchObject({
      status: 404,
      message: 'ObjectID does not exist',
    });
    await expect(
      client.searchSingleIndex({ indexName: 'someone_else', searchParams: {} }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Index someone_else does not exist.',
    });
    await expect(
      client.searchSingleIndex({ indexName: INDEX, searchParams: { hitsPerPage: 5000 } }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^hitsPerPage: /) });
  });

  it('honours attributesToRetrieve, attributesToHighlight, attributesToSnippet and getRankingInfo', async () => {
    const { hits } = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: {
        query: 'chiken brest',
        attributesToRetrieve: ['name'],
        attributesToHighlight: ['name', 'category'],
        attributesToSnippet: ['name:2'],
        getRankingInfo: true,
        highlightPreTag: '[',
        highlightPostTag: ']',
      },
    });
    const breast = hits.find((hit) => hit.objectID === world.products.chickenBreast.sku)!;
    expect(Object.keys(breast).sort()).toEqual([
      '_highlightResult',
      '_rankingInfo',
      '_snippetResult',
      'name',
      'objectID',
    ]);
    expect(breast._highlightResult).toMatchObject({
      name: { value: 'Boneless [Chicken] [Breast], Fresh', matchLevel: 'full' },
      category: { value: 'Protein', matchLevel: 'none' },
    });
    expect(breast._snippetResult).toEqual({ name: { value: '…[Chicken] [Breast],…', matchLevel: 'full' } });
    // Both words were misspelt and matched through their corrections.
    expect(breast._rankingInfo).toMatchObject({ nbTypos: 2, words: 2, nbExactWords: 0 });
  });

  it('pages by offset and length, keeps only the responseFields asked for, and turns typo tolerance off', async () => {
    const all = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: { filters: 'category:Pantry', hitsPerPage: 30 },
    });
    const window = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: { filters: 'category:Pantry', offset: 5, length: 3 },
    });
    expect(window.hits.map((hit) => hit.objectID)).toEqual(all.hits.slice(5, 8).map((hit) => hit.objectID));
    expect(window).toMatchObject({ offset: 5, length: 3, nbHits: 30 });

    const fields = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: { query: 'spinach', responseFields: ['nbHits', 'hits'] },
    });
    expect(Object.keys(fields).sort()).toEqual(['hits', 'nbHits']);

    const strict = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'chiken', typoTolerance: false },
    });
    expect(strict.nbHits).toBe(0);
    const tolerant = await client.searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'chiken', typoTolerance: 'min' },
    });
    expect(tolerant.nbHits).toBe(3);
    expect(tolerant.exhaustive).toEqual({ nbHits: true, facetsCount: true, typo: true });
  });

  it('filters by tagFilters, and answers renderingContent with the facet order', async () => {
    const organic = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: { tagFilters: [['Organic']] },
    });
    expect(organic.hits.map((hit) => hit.objectID)).toEqual([world.products.spinach.sku]);
    const notOrganic = await client.searchSingleIndex<Hit>({
      indexName: INDEX,
      searchParams: { query: 'spinach', tagFilters: ['-Organic'] },
    });
    expect(notOrganic.nbHits).toBe(0);
    expect(organic.renderingContent?.facetOrdering?.facets?.order).toEqual([
      'category',
      'subcategory',
      'brand',
      'tags',
      'unit',
    ]);
  });

  it('runs the multi-query search (search) in both its shapes', async () => {
    const { results } = await client.search<Hit>({
      requests: [
        { indexName: INDEX, query: 'chicken', facetFilters: ['brand:-Sunrise Farms'] },
        { indexName: INDEX, type: 'facet', facet: 'subcategory', facetQuery: 'poul' },
      ],
    });
    const [hits, facets] = results as [{ hits: Hit[] }, { facetHits: { value: string }[] }];
    expect(skus(hits.hits)).toEqual(
      skus([world.products.chickenBreast, world.products.chickenThigh].map((p) => ({ objectID: p.sku }))),
    );
    expect(facets.facetHits.map((hit) => hit.value)).toEqual(['Poultry']);
  });
});

describe('algoliasearch-helper', () => {
  it('excludes a facet value (addFacetExclusion) and keeps the other brands', async () => {
    const helper = algoliasearchHelper(client as never, INDEX, { facets: ['brand'] });
    helper.setQuery('chicken').addFacetExclusion('brand', 'Bramble Creek');
    const { content } = await helper.searchOnce({});
    expect(content.hits.map((hit: Hit) => hit.objectID)).toEqual([world.products.tenders.sku]);
    // The helper lists the excluded value itself (count 0, isExcluded); the results hold only the others.
    expect(content.getFacetValues('brand', { sortBy: ['name:asc'] })).toEqual([
      expect.objectContaining({ name: 'Bramble Creek', isExcluded: true }),
      expect.objectContaining({ name: 'Sunrise Farms', count: 1, isExcluded: false }),
    ]);
  });

  it('refines disjunctive facets and pages as InstantSearch does', async () => {
    const helper = algoliasearchHelper(client as never, INDEX, {
      disjunctiveFacets: ['subcategory'],
      hitsPerPage: 2,
    });
    helper
      .addDisjunctiveFacetRefinement('subcategory', 'Poultry')
      .addDisjunctiveFacetRefinement('subcategory', 'Beef');
    const { content } = await helper.searchOnce({});
    // The two subcategories an anonymous visitor sees: three poultry and one beef (the wagyu is restricted).
    expect([content.nbHits, content.nbPages, content.hits.length]).toEqual([4, 2, 2]);
    const counts = Object.fromEntries(
      (content.getFacetValues('subcategory', {}) as { name: string; count: number }[]).map((v) => [
        v.name,
        v.count,
      ]),
    );
    expect(counts).toMatchObject({ Poultry: 3, Beef: 1, Greens: 1 });
  });
});
