import type { SearchResult } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { prices, products } from '../catalog/catalog.table.ts';
import { INDEX, createSearchWorld, setVariantStock } from '../../test-support/search-world.ts';

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

/** Posts a multi-query body the way InstantSearch does (a params string per request). */
async function queries(
  client: TestClient,
  requests: { indexName?: string; params: Record<string, unknown> }[],
) {
  return client.post('/1/indexes/*/queries', {
    requests: requests.map(({ indexName = INDEX, params }) => ({
      indexName,
      params: new URLSearchParams(
        Object.entries(params).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      ).toString(),
    })),
  });
}

async function searchOne(client: TestClient, params: Record<string, unknown>, indexName = INDEX) {
  const response = await queries(client, [{ indexName, params }]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results[0] as SearchResult;
}

const skusOf = (result: SearchResult) => result.hits.map((hit) => hit.objectID);

describe('search protocol', () => {
  it('finds by name, every hit carrying objectID, and answers both request shapes alike', async () => {
    const v4 = await searchOne(anonymous, { query: 'chicken', hitsPerPage: 10 });
    expect(v4.nbHits).toBe(3);
    expect(v4.hits.every((hit) => hit.objectID === hit.sku)).toBe(true);
    const flattened = await anonymous.post('/1/indexes/*/queries', {
      requests: [{ indexName: INDEX, query: 'chicken', hitsPerPage: 10 }],
    });
    expect(flattened.statusCode).toBe(200);
    expect(skusOf(flattened.json().results[0])).toEqual(skusOf(v4));
    expect(v4.hits[0]!._highlightResult.name!.value).toContain('<em>Chicken</em>');
  });

  it('puts an exact SKU first', async () => {
    const result = await searchOne(anonymous, { query: world.products.chickenBreast.sku });
    expect(result.hits[0]!.objectID).toBe(world.products.chickenBreast.sku);
  });

  it('still finds a misspelt name', async () => {
    const result = await searchOne(anonymous, { query: 'chiken brest' });
    expect(skusOf(result)).toContain(world.products.chickenBreast.sku);
    expect(skusOf(result)).toContain(world.products.tenders.sku);
    expect(skusOf(result)).not.toContain(world.products.chickenThigh.sku);
  });

  it('says how it read a misspelt query, and answers the words as typed when typos are not tolerated', async () => {
    const corrected = await searchOne(anonymous, { query: 'chiken brest' });
    expect(corrected.correctedQuery).toBe('chicken breast');
    const literal = await searchOne(anonymous, { query: 'chiken brest', typoTolerance: false });
    expect(literal.nbHits).toBe(0);
    expect(literal.correctedQuery).toBeUndefined();
    const asTyped = await searchOne(anonymous, { query: 'chicken breast' });
    expect(asTyped.correctedQuery).toBeUndefined();
    expect(asTyped.relaxed).toBeUndefined();
  });

  it('marks an answer relaxed when no product has every word, and a literal search does not relax', async () => {
    const relaxed = await searchOne(anonymous, { query: 'chicken truffle' });
    expect(relaxed.nbHits).toBeGreaterThan(0);
    expect(relaxed.relaxed).toBe(true);
    const literal = await searchOne(anonymous, { query: 'chicken truffle', typoTolerance: 'false' });
    expect(literal.nbHits).toBe(0);
    expect(literal.relaxed).toBeUndefined();
  });

  it('finds by brand', async () => {
    const result = await searchOne(anonymous, { query: 'sunrise' });
    expect(skusOf(result)).toEqual([world.products.tenders.sku]);
  });

  it('prices for the organization, says Price Pending when unpriced, and shows no price anonymously', async () => {
    const signedIn = await searchOne(buyer, { query: 'boneless chicken' });
    const hit = signedIn.hits[0]!;
    expect(hit.price).toBe(45.5);
    expect(hit.priceText).toBe('$45.50');
    expect(hit.variants.map((v) => [v.text, v.priceText, v.inStock])).toEqual([
      ['CS', '$45.50', true],
      ['LB', '$4.10 per LB', false],
    ]);
    const truffle = await searchOne(buyer, { query: 'truffle' });
    expect(truffle.hits[0]!.priceText).toBe('Price Pending');
    const anon = await searchOne(anonymous, { query: 'boneless chicken' });
    expect(anon.hits[0]!.price).toBeNull();
    expect(anon.hits[0]!.priceText).toBeNull();
  });

  it('shows restricted items only to organizations of their brand', async () => {
    expect((await searchOne(anonymous, { query: 'wagyu' })).nbHits).toBe(0);
    expect((await searchOne(buyer, { query: 'wagyu' })).nbHits).toBe(0);
    await t.database.db
      .update(products)
      .set({ brandCode: 1 })
      .where(eq(products.sku, world.products.wagyu.sku));
    expect(skusOf(await searchOne(buyer, { query: 'wagyu' }))).toEqual([world.products.wagyu.sku]);
    expect((await searchOne(anonymous, { query: 'wagyu' })).nbHits).toBe(0);
  });
});

describe('facets and filters', () => {
  it('counts facets, and counts them again after a refinement', async () => {
    const all = await searchOne(anonymous, { query: 'chicken', facets: ['brand', 'subcategory'] });
    expect(all.facets.brand).toEqual({ 'Bramble Creek': 2, 'Sunrise Farms': 1 });
    const refined = await searchOne(anonymous, {
      query: 'chicken',
      facets: ['brand', 'subcategory'],
      facetFilters: [['brand:Bramble Creek']],
    });
    expect(refined.nbHits).toBe(2);
    expect(refined.facets.brand).toEqual({ 'Bramble Creek': 2 });
  });

  it('answers the disjunctive queries InstantSearch sends: other values keep their counts', async () => {
    const response = await queries(anonymous, [
      {
        params: {
          query: '',
          facets: ['brand', 'category'],
          facetFilters: [['brand:Green Acre', 'brand:Bramble Creek'], ['category:Produce']],
        },
      },
      { params: { query: '', facets: ['brand'], hitsPerPage: 0, facetFilters: [['category:Produce']] } },
      {
        params: {
          query: '',
          facets: ['category'],
          hitsPerPage: 0,
          facetFilters: [['brand:Green Acre', 'brand:Bramble Creek']],
        },
      },
    ]);
    expect(response.statusCode).toBe(200);
    const [main, brands, categories] = response.json().results as SearchResult[];
    expect(main!.nbHits).toBe(2);
    expect(brands!.hits).toEqual([]);
    expect(brands!.facets.brand).toEqual({ 'Green Acre': 2 });
    expect(categories!.facets.category).toEqual({ Produce: 2, Protein: 2 });
  });

  it('filters with OR inside and AND across, negation, tags and stock', async () => {
    const both = await searchOne(anonymous, {
      facetFilters: [['subcategory:Poultry', 'subcategory:Greens'], 'brand:Bramble Creek'],
    });
    expect(new Set(skusOf(both))).toEqual(
      new Set([world.products.chickenBreast.sku, world.products.chickenThigh.sku]),
    );
    const notBramble = await searchOne(anonymous, {
      query: 'chicken',
      facetFilters: ['brand:-Bramble Creek'],
    });
    expect(skusOf(notBramble)).toEqual([world.products.tenders.sku]);
    const organic = await searchOne(anonymous, { facetFilters: ['tags:Organic'] });
    expect(skusOf(organic)).toEqual([world.products.spinach.sku]);
    const outOfStock = await searchOne(anonymous, { facets: ['inStock'], facetFilters: ['inStock:false'] });
    expect(skusOf(outOfStock)).toEqual([world.products.tomatoes.sku]);
  });

  it('applies numeric filters and the filters string on the viewer price', async () => {
    const mid = await searchOne(buyer, { query: 'chicken', numericFilters: ['price>=40', 'price<=50'] });
    expect(skusOf(mid)).toEqual([world.products.chickenBreast.sku]);
    const range = await searchOne(buyer, { filters: 'price:200 TO 250' });
    expect(skusOf(range)).toEqual([world.products.ribeye.sku]);
    const expression = await searchOne(buyer, {
      filters: '(brand:"Sunrise Farms" OR brand:"Green Acre") AND NOT subcategory:Tomatoes AND price > 10',
    });
    expect(new Set(skusOf(expression))).toEqual(
      new Set([world.products.tenders.sku, world.products.spinach.sku]),
    );
    expect((await searchOne(anonymous, { numericFilters: ['price>0'] })).nbHits).toBe(0);
  });

  it('answers facet-value searches with facetHits', async () => {
    const response = await anonymous.post('/1/indexes/*/queries', {
      requests: [
        { indexName: INDEX, type: 'facet', facet: 'brand', params: { facetQuery: 'mil', query: '' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { facetHits } = response.json().results[0];
    expect(facetHits).toEqual([
      { value: 'Even Mills', highlighted: 'Even <em>Mills</em>', count: 15 },
      { value: 'Odd Mills', highlighted: 'Odd <em>Mills</em>', count: 15 },
    ]);
  });
});

describe('sorting and paging', () => {
  it('sorts by the replica index: name, price both ways, brand', async () => {
    const filter = { facetFilters: ['subcategory:Poultry'] };
    const byName = await searchOne(buyer, filter, `${INDEX}_name_asc`);
    expect(byName.hits.map((h) => h.name)).toEqual([
      'Boneless Chicken Breast, Fresh',
      'Chicken Breast Tenders, Breaded',
      'Chicken Thigh, Skin-On',
    ]);
    const cheap = await searchOne(buyer, filter, `${INDEX}_price_asc`);
    expect(cheap.hits.map((h) => h.price)).toEqual([38, 45.5, 52]);
    const dear = await searchOne(buyer, filter, `${INDEX}_price_desc`);
    expect(dear.hits.map((h) => h.price)).toEqual([52, 45.5, 38]);
    const byBrand = await searchOne(buyer, filter, `${INDEX}_brand_asc`);
    expect(byBrand.hits.map((h) => h.brand)).toEqual(['Bramble Creek', 'Bramble Creek', 'Sunrise Farms']);
  });

  it('pages 0-based, with an empty page past the end', async () => {
    const params = { query: 'pantry staple', hitsPerPage: 12 };
    const first = await searchOne(anonymous, { ...params, page: 0 }, `${INDEX}_name_asc`);
    expect([first.nbHits, first.nbPages, first.hits.length]).toEqual([30, 3, 12]);
    expect(first.hits[0]!.name).toBe('Pantry Staple 01');
    const last = await searchOne(anonymous, { ...params, page: 2 }, `${INDEX}_name_asc`);
    expect(last.hits.map((h) => h.name)).toEqual([
      'Pantry Staple 25',
      'Pantry Staple 26',
      'Pantry Staple 27',
      'Pantry Staple 28',
      'Pantry Staple 29',
      'Pantry Staple 30',
    ]);
    const past = await searchOne(anonymous, { ...params, page: 3 });
    expect([past.hits.length, past.nbHits, past.page]).toEqual([0, 30, 3]);
  });

  it('refuses pages and page sizes out of bounds with a 400', async () => {
    for (const params of [{ page: -1 }, { page: 'two' }, { hitsPerPage: 1001 }, { hitsPerPage: -5 }]) {
      const response = await queries(anonymous, [{ params }]);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
  });
});

describe('bad input', () => {
  it('accepts 512 characters of query and refuses 513', async () => {
    expect((await queries(anonymous, [{ params: { query: 'a'.repeat(512) } }])).statusCode).toBe(200);
    const response = await queries(anonymous, [{ params: { query: 'a'.repeat(513) } }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The search text must be at most 512 characters.');
  });

  it('treats SQL in the query as words', async () => {
    for (const query of [
      "'; drop table products; --",
      "chicken') or 1=1 --",
      '%_\\',
      ':* & !',
      '<em>x</em>',
    ]) {
      const result = await searchOne(anonymous, { query });
      expect(result.query).toBe(query);
    }
    expect((await searchOne(anonymous, { query: 'chicken' })).nbHits).toBe(3);
  });

  it('treats SQL in facet values as values', async () => {
    const result = await searchOne(anonymous, { facetFilters: ["brand:' OR 1=1 --"] });
    expect(result.nbHits).toBe(0);
  });

  it('answers broken or hostile filters with a clear 400', async () => {
    const cases: Record<string, unknown>[] = [
      { filters: 'brand:x) OR (1=1' },
      { filters: 'price > 1; drop table products' },
      { filters: 'brand:"unclosed' },
      { filters: 'secret:1' },
      { filters: 'brand' },
      { filters: '((((((((((brand:a))))))))))' },
      { numericFilters: ['price>=abc'] },
      { numericFilters: ['price; delete from prices'] },
      { numericFilters: ['name>3'] },
      { facetFilters: ['noColonHere'] },
      { facetFilters: ['password:x'] },
      { facetFilters: '[["brand:a"' },
      { facetFilters: [[1]] },
      { facets: ['name; drop table products'] },
      { facetFilters: ['inStock:maybe'] },
    ];
    for (const params of cases) {
      const response = await queries(anonymous, [{ params }]);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().error.message.length).toBeGreaterThan(5);
    }
    expect((await searchOne(anonymous, { query: 'chicken' })).nbHits).toBe(3);
  });

  it('refuses a malformed body with a 400 and an unknown index with a 404', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: { 'content-type': 'text/plain' },
      payload: '{"requests": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await anonymous.post('/1/indexes/*/queries', { requests: [] })).statusCode).toBe(400);
    expect((await anonymous.post('/1/indexes/*/queries', { nope: 1 })).statusCode).toBe(400);
    const unknown = await queries(anonymous, [{ indexName: 'larder_products_mars', params: {} }]);
    expect(unknown.statusCode).toBe(404);
    const otherTable = await queries(anonymous, [{ indexName: 'users', params: {} }]);
    expect(otherTable.statusCode).toBe(404);
  });
});

describe('index freshness', () => {
  it('follows price, stock and catalog changes at once', async () => {
    const { chickenThigh, tomatoes } = world.products;
    await t.database.db
      .update(prices)
      .set({ price: '39.99' })
      .where(eq(prices.variantId, chickenThigh.variantIds[0]!));
    expect((await searchOne(buyer, { query: 'chicken thigh' })).hits[0]!.price).toBe(39.99);

    await setVariantStock(t.database.db, tomatoes.variantIds[0]!, 25, world.unit.id);
    expect((await searchOne(anonymous, { query: 'heirloom' })).hits[0]!.inStock).toBe(true);

    await t.database.db
      .update(products)
      .set({ name: 'Chicken Thigh, Boneless' })
      .where(eq(products.sku, chickenThigh.sku));
    expect(skusOf(await searchOne(anonymous, { query: 'thigh boneless' }))).toEqual([chickenThigh.sku]);
  });
});
