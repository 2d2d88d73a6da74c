import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX, createSearchWorld } from '../../test-support/search-world.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { searchProducts } from './search.table.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof createSearchWorld>>;
let anonymous: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  world = await createSearchWorld(t);
  anonymous = new TestClient(t.app);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A request as another site's page (or the official client on another origin) sends it: no client header. */
function fromElsewhere(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'text/plain',
    },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
}

describe('the Algolia routes', () => {
  it('answer the search-only reads from another origin, as the multi-query route does', async () => {
    const sku = world.products.ribeye.sku;
    const reads = [
      fromElsewhere('POST', '/1/indexes/*/queries', { requests: [{ indexName: INDEX, query: 'ribeye' }] }),
      fromElsewhere('POST', `/1/indexes/${INDEX}/query`, { query: 'ribeye' }),
      fromElsewhere('POST', `/1/indexes/${INDEX}/facets/brand/query`, { facetQuery: 'lard' }),
      fromElsewhere('POST', '/1/indexes/*/objects', { requests: [{ indexName: INDEX, objectID: sku }] }),
      fromElsewhere('POST', `/1/indexes/${INDEX}/browse`, { hitsPerPage: 1 }),
      fromElsewhere('GET', `/1/indexes/${INDEX}/${sku}`),
      fromElsewhere('GET', `/1/indexes/${INDEX}?query=ribeye`),
    ];
    for (const response of await Promise.all(reads)) expect(response.statusCode, response.body).toBe(200);
  });

  it("refuse Algolia's writes: nothing under /1/ changes the index, whoever asks", async () => {
    const before = await t.database.db.select().from(searchProducts);
    const writes = [
      fromElsewhere('PUT', `/1/indexes/${INDEX}/${world.products.ribeye.sku}`, { name: 'x' }),
      fromElsewhere('DELETE', `/1/indexes/${INDEX}/${world.products.ribeye.sku}`),
      fromElsewhere('POST', `/1/indexes/${INDEX}/batch`, { requests: [] }),
      fromElsewhere('POST', `/1/indexes/${INDEX}/clear`, {}),
      fromElsewhere('POST', `/1/indexes/${INDEX}/deleteByQuery`, { filters: 'brand:x' }),
      fromElsewhere('POST', '/1/indexes/*/batch', { requests: [] }),
    ];
    for (const response of await Promise.all(writes)) expect([403, 404]).toContain(response.statusCode);
    const ownPage = await anonymous.request({ method: 'DELETE', url: `/1/indexes/${INDEX}` });
    expect(ownPage.statusCode).toBe(404);
    expect(await t.database.db.select().from(searchProducts)).toEqual(before);
  });

  it("answer errors in Algolia's shape with our error object beside it", async () => {
    const response = await anonymous.post(`/1/indexes/${INDEX}/query`, { filters: 'brand:"open' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'filters has an unclosed quote.',
      status: 400,
      error: { code: 'BAD_REQUEST', message: 'filters has an unclosed quote.' },
    });
    const validation = await anonymous.post('/1/indexes/*/queries', { requests: 'all' });
    expect(validation.json()).toMatchObject({ status: 400, message: expect.stringMatching(/^requests: /) });
    const missing = await anonymous.get(`/1/indexes/${INDEX}/no-such-sku`);
    expect(missing.json()).toMatchObject({ status: 404, message: 'ObjectID does not exist' });
  });

  it('refuse bad input with a 400: wrong types, NUL, huge and nested values, bad cursors', async () => {
    const bodies: [string, object][] = [
      [`/1/indexes/${INDEX}/query`, { query: 'a\u0000b' }],
      [`/1/indexes/${INDEX}/query`, { hitsPerPage: 'many' }],
      [`/1/indexes/${INDEX}/query`, { query: null }],
      [`/1/indexes/${INDEX}/query`, { attributesToRetrieve: { name: true } }],
      [`/1/indexes/${INDEX}/query`, { attributesToSnippet: ['description:0'] }],
      [`/1/indexes/${INDEX}/query`, { facetFilters: [[['brand:a']]] }],
      [`/1/indexes/${INDEX}/query`, { facetFilters: Array.from({ length: 201 }, () => 'brand:a') }],
      [`/1/indexes/${INDEX}/query`, { typoTolerance: 'sometimes' }],
      [`/1/indexes/${INDEX}/query`, { length: 5 }],
      [`/1/indexes/${INDEX}/query`, { offset: 0, length: 1001 }],
      [`/1/indexes/${INDEX}/query`, { distinct: true }],
      [`/1/indexes/${INDEX}/query`, { facetQuery: 'only for facet values' }],
      [`/1/indexes/${INDEX}/query`, { cursor: 'only for browse' }],
      [`/1/indexes/${INDEX}/query`, { params: 'query=a&frobnicate=1' }],
      [`/1/indexes/${INDEX}/facets/password/query`, { facetQuery: 'a' }],
      [`/1/indexes/${INDEX}/browse`, { cursor: 'not a cursor' }],
      [`/1/indexes/${INDEX}/browse`, { cursor: Buffer.from('{"params":1}').toString('base64url') }],
      [`/1/indexes/${INDEX}/browse`, { cursor: 7 }],
      ['/1/indexes/*/objects', { requests: [] }],
      ['/1/indexes/*/objects', { requests: [{ indexName: INDEX }] }],
      [
        '/1/indexes/*/objects',
        { requests: Array.from({ length: 1001 }, () => ({ indexName: INDEX, objectID: 'x' })) },
      ],
    ];
    for (const [url, body] of bodies) {
      const response = await anonymous.post(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(response.json().message.length).toBeGreaterThan(5);
    }
    const unknownQuery = await anonymous.get(`/1/indexes/${INDEX}/${world.products.ribeye.sku}?secret=1`);
    expect(unknownQuery.statusCode).toBe(400);
    const otherIndex = await anonymous.post('/1/indexes/users/objects', {
      requests: [{ indexName: INDEX, objectID: 'x' }],
    });
    expect(otherIndex.statusCode).toBe(404);
    const objectsOfOtherIndex = await anonymous.post('/1/indexes/*/objects', {
      requests: [{ indexName: 'users', objectID: 'x' }],
    });
    expect(objectsOfOtherIndex.statusCode).toBe(404);
  });

  it('keep restricted products and prices from those who may not see them in every read', async () => {
    const wagyu = world.products.wagyu.sku;
    expect((await anonymous.get(`/1/indexes/${INDEX}/${wagyu}`)).statusCode).toBe(404);
    const browsed = await anonymous.post(`/1/indexes/${INDEX}/browse`, { query: 'wagyu' });
    expect(browsed.json().nbHits).toBe(0);
    const ribeye = (await anonymous.get(`/1/indexes/${INDEX}/${world.products.ribeye.sku}`)).json();
    expect([ribeye.price, ribeye.priceText]).toEqual([null, null]);
    const buyer = await world.buyer();
    const priced = (await buyer.get(`/1/indexes/${INDEX}/${world.products.ribeye.sku}`)).json();
    expect(priced.price).toBe(210);
  });
});
