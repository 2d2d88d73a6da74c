import type { SearchResult } from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessUnit } from '../../test-support/catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { categories, products, variants, vendors } from '../catalog/catalog.table.ts';
import { createApiKey, erp } from './integration.test-support.ts';

let t: TestApp;
let key: string;
let buyer: TestClient;
let customerGroupId: string;

/** The minimal call, exactly as written. */
const MINIMAL = {
  products: [
    {
      sku: '900001',
      name: 'Heirloom Tomatoes, Mixed',
      brand: 'Valley Farms',
      category: 'Produce',
      subcategory: 'Tomatoes',
      description: 'Mixed heirloom tomatoes, 10 lb case.',
      packSize: '1/10 LB',
      variants: [
        {
          unitOfMeasure: 'CS',
          text: 'CS',
          weight: '10 LB',
          default: true,
          sellByMultiple: 1,
          stockingType: 'P',
          businessUnit: 'NYC01',
        },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A buyer of the business unit the minimal call names, which delivers every day.
  await createBusinessUnit(db, {
    id: 'NYC01',
    deliveryWeekdays: [1, 2, 3, 4, 5, 6, 7],
    cutoffTime: '23:00',
    timezone: 'Pacific/Kiritimati',
  });
  const { organization } = await createOrganization(db, {
    brand: 0,
    businessUnitId: 'NYC01',
    routeWeekdays: [1, 2, 3, 4, 5, 6, 7],
  });
  customerGroupId = organization.customerGroupId;
  const user = await createUser(db, { region: 'midwest' }, [organization.id]);
  buyer = new TestClient(t.app);
  await buyer.login(user.email, TEST_PASSWORD);
  key = (await createApiKey(t)).secret;
}, 60_000);
afterAll(() => t.close());

async function search(query: string): Promise<string[]> {
  const response = await buyer.post('/1/indexes/*/queries', {
    requests: [{ indexName: 'larder_products_midwest', params: new URLSearchParams({ query }).toString() }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results[0] as SearchResult).hits.map((hit) => hit.objectID);
}

const productCount = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('POST /integration/v1/products', () => {
  it('takes the minimal call as written: the item is found by search at once, and orderable once priced and stocked', async () => {
    const first = await erp(t, key).post('/integration/v1/products', MINIMAL);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ received: 1, created: 1, changed: 1, categoriesCreated: 2 });
    expect(await search('heirloom tomatoes')).toContain('900001');

    const [tomatoes] = await t.database.db.select().from(categories).where(eq(categories.name, 'Tomatoes'));
    expect(tomatoes).toMatchObject({ level: 2, url: '/products/produce/tomatoes/' });
    const [product] = await t.database.db.select().from(products).where(eq(products.sku, '900001'));
    expect(product).toMatchObject({ categoryId: tomatoes!.id, subcategory: 'Tomatoes', packSize: '1/10 LB' });

    const priced = await erp(t, key).post('/integration/v1/prices', {
      prices: [{ sku: '900001', unitOfMeasure: 'CS', customerGroupId, price: 32.5 }],
    });
    expect(priced.json()).toEqual({ received: 1, changed: 1 });
    const stocked = await erp(t, key).post('/integration/v1/inventory', {
      items: [{ sku: '900001', unitOfMeasure: 'CS', businessUnitId: 'NYC01', onHand: 40 }],
    });
    expect(stocked.json()).toEqual({ received: 1, changed: 1 });
    const added = await buyer.post('/web-api/cart/add', {
      productSku: '900001',
      unitOfMeasure: 'CS',
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('checks the call on a thread that yields the core to the request thread', async () => {
    // The check thread lowers its own priority when it starts (ADR 051): after a call it is still up
    // (let go after a minute idle), one thread of this process at nice 10 while this one stays at 0.
    expect((await erp(t, key).post('/integration/v1/products', MINIMAL)).statusCode).toBe(200);
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    const threads = readdirSync('/proc/self/task').map((tid) => ({
      tid: Number(tid),
      nice: niceOf(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')),
    }));
    expect(threads.find((thread) => thread.tid === process.pid)?.nice).toBe(0);
    expect(threads.filter((thread) => thread.nice === 10)).toHaveLength(1);
  });

  it('answers that nothing changed when the same call comes again', async () => {
    const again = await erp(t, key).post('/integration/v1/products', MINIMAL);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      received: 1,
      created: 0,
      updated: 0,
      unchanged: 1,
      restored: 0,
      categoriesCreated: 0,
      changed: 0,
      message: 'Nothing changed: every product is already as sent.',
    });
  });

  it('reports ten different bad rows in one answer, each with its row and field, and changes nothing', async () => {
    const good = MINIMAL.products[0]!;
    const unit = good.variants[0]!;
    const bad = [
      { ...good, sku: '' },
      { ...good, sku: '910002', name: 'Nul\u0000name' },
      { ...good, sku: '910003', variants: [{ ...unit, businessUnit: 'NOWHERE' }] },
      { ...good, sku: '910004', variants: [] },
      { ...good, sku: '910005', variants: [{ ...unit, stockingType: 'Q' }] },
      { ...good, sku: '910006', variants: [{ ...unit, metadata: { vendorId: 'V-NONE' } }] },
      { ...good, sku: '910007', substitutes: ['NO-SUCH-SKU'] },
      { ...good, sku: '910008', variants: [unit, { ...unit, default: false }] },
      { ...good, sku: '910009', variants: [{ ...unit, minQuantity: 10, maxQuantity: 2 }] },
      { ...good, sku: '910010', category: 42 },
    ];
    const products_ = [{ ...good, sku: '910000', name: 'A fine new product' }, ...bad];
    const before = await productCount();
    const response = await erp(t, key).post('/integration/v1/products', { products: products_ });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'products.1.sku',
        'products.2.name',
        'products.3.variants.0.businessUnit',
        'products.4.variants',
        'products.5.variants.0.stockingType',
        'products.6.variants.0.metadata.vendorId',
        'products.7.substitutes.0',
        'products.8.variants.1.unitOfMeasure',
        'products.9.variants.0.maxQuantity',
        'products.10.category',
      ].sort(),
    );
    expect(response.json().error.message).toMatch(/^10 products cannot be applied, so nothing was changed/);
    expect(fields['products.3.variants.0.businessUnit']).toBe('No business unit NOWHERE.');
    expect(await productCount()).toBe(before);
  });

  it('lists every bad row, however many', async () => {
    const good = MINIMAL.products[0]!;
    const rows = Array.from({ length: 450 }, (_, index) => ({ ...good, sku: `95${index}`, name: '' }));
    const response = await erp(t, key).post('/integration/v1/products', { products: rows });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toHaveLength(450);
  });

  it('refuses a key without the catalog scope, and a call of more than 10,000 products', async () => {
    const pricesOnly = await createApiKey(t, { scopes: ['prices'] });
    expect((await erp(t, pricesOnly.secret).post('/integration/v1/products', MINIMAL)).statusCode).toBe(403);
    expect((await erp(t, null).post('/integration/v1/products', MINIMAL)).statusCode).toBe(401);
    const tooMany = { products: Array.from({ length: 10_001 }, () => 1) };
    const response = await erp(t, key).post('/integration/v1/products', tooMany);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['products']);
    // The body is parsed in the worker thread: what is not JSON, or nests past the limit, is still a 400.
    const deep = `{"products":[${'['.repeat(40)}${']'.repeat(40)}]}`;
    for (const payload of ['{"products": [', 'not json', '', deep]) {
      const raw = await t.app.inject({
        method: 'POST',
        url: '/integration/v1/products',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload,
      });
      expect(raw.statusCode, payload).toBe(400);
      expect(raw.json().error.code).toBeTypeOf('string');
    }
    for (const body of [null, [], { products: 'x' }, { products: [null] }]) {
      expect((await erp(t, key).post('/integration/v1/products', body)).statusCode).toBe(400);
    }
  });

  it('updates what changed, keeps the ids of units, and files a product under a deeper new category', async () => {
    const changed = {
      products: [
        {
          ...MINIMAL.products[0]!,
          subsubcategory: 'Heirloom',
          similarItems: [],
          searchKeywords: ['ugly tomatoes'],
          specSheetUrl: 'https://erp.example.com/spec/900001.pdf',
        },
      ],
    };
    const response = await erp(t, key).post('/integration/v1/products', changed);
    expect(response.json()).toMatchObject({ updated: 1, created: 0, categoriesCreated: 1, changed: 1 });
    const units = await t.database.db.select().from(variants).where(eq(variants.productSku, '900001'));
    expect(units.map((unit) => unit.id)).toEqual(['900001-CS']);
    expect(await search('ugly')).toContain('900001');
  });

  it('rewrites a unit only when what is sent for it changed (ADR 053)', async () => {
    // xmin is the transaction that wrote the row's current version: unchanged means the row was not written.
    const unitVersion = async () =>
      (
        (await t.database.db.execute(
          sql`select xmin::text as version, weight from variants where id = '900001-CS'`,
        )) as unknown as { rows: { version: string; weight: string }[] }
      ).rows[0]!;
    const product = {
      ...MINIMAL.products[0]!,
      subsubcategory: 'Heirloom',
      searchKeywords: ['ugly tomatoes'],
    };
    const before = await unitVersion();
    const renamed = await erp(t, key).post('/integration/v1/products', {
      products: [{ ...product, name: 'Heirloom Tomatoes, Mixed Colors' }],
    });
    expect(renamed.json()).toMatchObject({ updated: 1, changed: 1 });
    expect(await unitVersion()).toEqual(before);
    const reweighed = await erp(t, key).post('/integration/v1/products', {
      products: [
        {
          ...product,
          name: 'Heirloom Tomatoes, Mixed Colors',
          variants: [{ ...product.variants[0]!, weight: '12 LB' }],
        },
      ],
    });
    expect(reweighed.json()).toMatchObject({ updated: 1, changed: 1 });
    const after = await unitVersion();
    expect(after.weight).toBe('12 LB');
    expect(after.version).not.toBe(before.version);
  });

  it('writes a call larger than one write slice whole: every product with its unit, in one transaction', async () => {
    // 2,500 products go to the database in three statements of at most 1,000 (ADR 040).
    const base = MINIMAL.products[0]!;
    const many = Array.from({ length: 2_500 }, (_, index) => ({
      ...base,
      sku: `95${String(index).padStart(4, '0')}`,
      name: `Slice Test Item ${index}`,
    }));
    const response = await erp(t, key).post('/integration/v1/products', { products: many });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ received: 2_500, created: 2_500, changed: 2_500 });
    const [written] = await t.database.db
      .select({
        products: sql<number>`count(distinct ${products.sku})::int`,
        units: sql<number>`count(${variants.id})::int`,
      })
      .from(products)
      .innerJoin(variants, eq(variants.productSku, products.sku))
      .where(sql`${products.sku} like '95%' and length(${products.sku}) = 6`);
    expect(written).toEqual({ products: 2_500, units: 2_500 });
  });

  it('writes names of several bytes a letter exactly as sent, each product with its own units', async () => {
    // The worker hands over the rows as UTF-8 bytes with each product's place in them (ADR 051): a letter of
    // two, three or four bytes must not shift the next product's row or units.
    const base = MINIMAL.products[0]!;
    const names = ['Jalapeño Peppers, Fresh', '絹ごし豆腐 Silken Tofu', 'Tomato 🍅 Medley', 'Plain Item'];
    const sent = names.map((name, index) => ({
      ...base,
      sku: `96000${index}`,
      name,
      description: `${name} — ${'ü'.repeat(index + 1)}`,
      variants: [
        { ...base.variants[0]!, weight: `${index + 1}0 LB` },
        { ...base.variants[0]!, unitOfMeasure: 'EA', text: 'EA', weight: 'ß', default: false },
      ],
    }));
    const response = await erp(t, key).post('/integration/v1/products', { products: sent });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.database.db
      .select({ sku: products.sku, name: products.name, description: products.description })
      .from(products)
      .where(sql`${products.sku} like '96000%'`)
      .orderBy(products.sku);
    expect(rows).toEqual(sent.map(({ sku, name, description }) => ({ sku, name, description })));
    const units = await t.database.db
      .select({ id: variants.id, weight: variants.weight })
      .from(variants)
      .where(sql`${variants.productSku} like '96000%'`)
      .orderBy(variants.id);
    expect(units).toEqual(
      sent.flatMap(({ sku }, index) => [
        { id: `${sku}-CS`, weight: `${index + 1}0 LB` },
        { id: `${sku}-EA`, weight: 'ß' },
      ]),
    );
  });

  it('keeps a case barcode sent as gtin or upc as a 14-digit GTIN, and refuses one that is not', async () => {
    const withUpc = { products: [{ ...MINIMAL.products[0]!, sku: '900077', upc: '012345678905' }] };
    expect((await erp(t, key).post('/integration/v1/products', withUpc)).statusCode).toBe(200);
    const withGtin = { products: [{ ...MINIMAL.products[0]!, sku: '900078', gtin: '4006381333931' }] };
    expect((await erp(t, key).post('/integration/v1/products', withGtin)).statusCode).toBe(200);
    const kept = await t.database.db
      .select({ sku: products.sku, gtin: products.gtin })
      .from(products)
      .where(sql`${products.sku} in ('900077', '900078')`)
      .orderBy(products.sku);
    expect(kept).toEqual([
      { sku: '900077', gtin: '00012345678905' },
      { sku: '900078', gtin: '04006381333931' },
    ]);
    const bad = await erp(t, key).post('/integration/v1/products', {
      products: [{ ...MINIMAL.products[0]!, sku: '900079', gtin: '12AB' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(
      'Use a GTIN of 8, 12, 13 or 14 digits (a UPC is 12 digits).',
    );
  });
});

describe('POST /integration/v1/vendors', () => {
  it('upserts vendors by id, says when nothing changed, and lets products name them', async () => {
    const body = {
      vendors: [
        {
          id: 'V9001',
          name: 'Hudson Valley Creamery',
          isDropShip: true,
          dropShipRestrictedStates: ['HI', 'AK'],
        },
      ],
    };
    expect((await erp(t, key).post('/integration/v1/vendors', body)).json()).toMatchObject({
      created: 1,
      changed: 1,
    });
    const again = await erp(t, key).post('/integration/v1/vendors', body);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 1, changed: 0 });
    const [vendor] = await t.database.db.select().from(vendors).where(eq(vendors.id, 'V9001'));
    expect(vendor).toMatchObject({ dropShipRestrictedStates: ['AK', 'HI'], cutOffTime: null });
    const renamed = await erp(t, key).post('/integration/v1/vendors', {
      vendors: [{ ...body.vendors[0]!, name: 'Hudson Valley Creamery Co.', cutOffTime: '11:00' }],
    });
    expect(renamed.json()).toMatchObject({ updated: 1, changed: 1 });

    const good = MINIMAL.products[0]!;
    const withVendor = await erp(t, key).post('/integration/v1/products', {
      products: [
        {
          ...good,
          sku: '900002',
          name: 'Cultured Butter',
          variants: [{ ...good.variants[0]!, metadata: { vendorId: 'V9001' } }],
        },
      ],
    });
    expect(withVendor.statusCode, withVendor.body).toBe(200);
    const bad = await erp(t, key).post('/integration/v1/vendors', {
      vendors: [body.vendors[0], { ...body.vendors[0], cutOffTime: '25:00' }],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /integration/v1/products/discontinue', () => {
  it('takes the item out of search and new carts; a later upsert brings it back', async () => {
    const unknown = await erp(t, key).post('/integration/v1/products/discontinue', {
      skus: ['900001', 'NOPE'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'skus.1': 'No product NOPE.' });
    expect(await search('heirloom tomatoes')).toContain('900001');

    const response = await erp(t, key).post('/integration/v1/products/discontinue', { skus: ['900001'] });
    expect(response.json()).toEqual({ received: 1, changed: 1, message: '1 product discontinued.' });
    expect(await search('heirloom tomatoes')).not.toContain('900001');
    const again = await erp(t, key).post('/integration/v1/products/discontinue', { skus: ['900001'] });
    expect(again.json()).toMatchObject({ changed: 0 });

    const refused = await buyer.post('/web-api/cart/add', {
      productSku: '900001',
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      'This item has been discontinued and can no longer be ordered.',
    );

    const back = await erp(t, key).post('/integration/v1/products', MINIMAL);
    expect(back.json()).toMatchObject({ restored: 1, changed: 1 });
    expect(await search('heirloom tomatoes')).toContain('900001');
  });
});

describe('GET /web-api/catalog/by-barcode', () => {
  it('finds a product by its scanned GTIN or UPC, however many digits the scanner reads', async () => {
    const withUpc = { products: [{ ...MINIMAL.products[0]!, sku: '900088', upc: '036000291452' }] };
    expect((await erp(t, key).post('/integration/v1/products', withUpc)).statusCode).toBe(200);
    for (const code of ['036000291452', '0036000291452', '00036000291452']) {
      const found = await buyer.get(`/web-api/catalog/by-barcode?code=${code}`);
      expect(found.json()).toEqual({
        productSku: '900088',
        name: MINIMAL.products[0]!.name,
        unitOfMeasure: 'CS',
        gtin: '00036000291452',
      });
    }
    // A guide's items carry their barcode, so a scan finds them in a guide kept offline (ADR 047).
    const created = await buyer.post('/web-api/order-guide/update', {
      id: -1,
      name: 'Scanned',
      categories: [{ name: 'Dry goods', lineItems: [{ productSku: '900088', unitOfMeasure: 'CS' }] }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const guide = await buyer.post(`/web-api/order-guide?id=${created.json().id}&type=customGroups`);
    expect(guide.json().categories[0].lineItems[0]).toMatchObject({
      productSku: '900088',
      gtin: '00036000291452',
    });
    expect((await buyer.get('/web-api/catalog/by-barcode?code=99999999')).statusCode).toBe(404);
    expect((await buyer.get('/web-api/catalog/by-barcode?code=12ab')).statusCode).toBe(400);
    expect(
      (await new TestClient(t.app).get('/web-api/catalog/by-barcode?code=036000291452')).statusCode,
    ).toBe(401);
  });
});
