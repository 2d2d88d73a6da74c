import type { CatalogImportResult } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { createBusinessUnit } from '../../test-support/catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';
import { inventory, prices, products } from './catalog.table.ts';

let t: TestApp;
let admin: TestClient;
let customerGroupId: string;

async function signedIn(overrides: Parameters<typeof createUser>[1], organizationIds: string[] = []) {
  const user = await createUser(t.database.db, overrides, organizationIds);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  await createBusinessUnit(t.database.db, { id: 'IMP01' });
  customerGroupId = (await createOrganization(t.database.db, { businessUnitId: 'IMP01' })).organization
    .customerGroupId;
  admin = await signedIn({ isStaff: true, staffPermissions: ['manage-catalog'] });
}, 60_000);
afterAll(() => t.close());

/** Posts a file as the console does: multipart/form-data, field "file". */
function upload(client: TestClient, url: string, name: string, content: string | Buffer) {
  const boundary = '----larder-import-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const HEADER = 'sku,name,brand,category,subcategory,unitOfMeasure,default,sellByMultiple,businessUnit';
const fixed = [
  HEADER,
  '810001,Heirloom Tomatoes,Valley Farms,Produce,Tomatoes,CS,yes,1,IMP01',
  '810001,Heirloom Tomatoes,Valley Farms,Produce,Tomatoes,EA,no,1,IMP01',
  '810002,Cherry Tomatoes,Valley Farms,Produce,Tomatoes,CS,yes,2,IMP01',
].join('\n');

describe('staff catalog import', () => {
  it('offers a template per kind', async () => {
    const response = await admin.get('/web-api/staff/catalog/import-template?kind=products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('larder-products-template.csv');
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^sku,name,brand,category,/);
  });

  it('previews a products file with every bad row named, and changes nothing', async () => {
    const broken = [
      HEADER,
      '810001,Heirloom Tomatoes,Valley Farms,Produce,Tomatoes,CS,yes,1,NOWHERE',
      '810001,Heirloom Tomatoes,Valley Farms,Produce,Tomatoes,EA,no,1,IMP01',
      '810002,Cherry Tomatoes,Valley Farms,Produce,Tomatoes,CS,yes,often,ELSEWHERE',
    ].join('\n');
    const response = await upload(
      admin,
      '/web-api/staff/catalog/import?kind=products',
      'products.csv',
      broken,
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as CatalogImportResult;
    expect(result).toMatchObject({ applied: false, counts: { errors: 2 } });
    expect(result.rows).toEqual([
      {
        row: 2,
        sku: '810001',
        status: 'error',
        errors: [{ column: 'businessUnit', message: 'No business unit NOWHERE.' }],
      },
      {
        row: 4,
        sku: '810002',
        status: 'error',
        errors: [
          expect.objectContaining({ column: 'sellByMultiple' }),
          { column: 'businessUnit', message: 'No business unit ELSEWHERE.' },
        ],
      },
    ]);
    expect(await t.database.db.select().from(products).where(eq(products.sku, '810001'))).toEqual([]);
  });

  it('previews the fixed file as new, applies it, then previews it as unchanged', async () => {
    const url = '/web-api/staff/catalog/import?kind=products';
    const preview = (await upload(admin, url, 'products.csv', fixed)).json() as CatalogImportResult;
    expect(preview).toMatchObject({
      applied: false,
      counts: { new: 2, changed: 0, unchanged: 0, errors: 0 },
    });
    expect(preview.rows.map((row) => [row.row, row.status])).toEqual([
      [2, 'new'],
      [3, 'new'],
      [4, 'new'],
    ]);
    expect(await t.database.db.select().from(products).where(eq(products.sku, '810001'))).toEqual([]);
    const applied = (await upload(admin, `${url}&apply=true`, 'products.csv', fixed)).json();
    expect(applied).toMatchObject({ applied: true, counts: { new: 2 } });
    const [row] = await t.database.db.select().from(products).where(eq(products.sku, '810002'));
    expect(row).toMatchObject({ name: 'Cherry Tomatoes', subcategory: 'Tomatoes' });
    const again = (await upload(admin, url, 'products.csv', fixed)).json();
    expect(again).toMatchObject({ counts: { new: 0, changed: 0, unchanged: 2 } });
    const [audit] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'catalog.import-products'));
    expect(audit).toMatchObject({ after: expect.objectContaining({ rows: 3, new: 2 }) });
  });

  it('previews and applies prices and stock', async () => {
    const priceFile = `sku,unitOfMeasure,customerGroupId,price\n810001,CS,${customerGroupId},$12.50\n810001,EA,${customerGroupId},1.25`;
    const url = '/web-api/staff/catalog/import?kind=prices';
    const preview = (await upload(admin, url, 'prices.csv', priceFile)).json() as CatalogImportResult;
    expect(preview).toMatchObject({
      applied: false,
      counts: { new: 2, changed: 0, unchanged: 0, errors: 0 },
    });
    expect(preview.rows).toEqual([
      {
        row: 2,
        sku: '810001',
        status: 'new',
        detail: `CS for ${customerGroupId}: no price → $12.50`,
        errors: [],
      },
      {
        row: 3,
        sku: '810001',
        status: 'new',
        detail: `EA for ${customerGroupId}: no price → $1.25`,
        errors: [],
      },
    ]);
    expect(await t.database.db.select().from(prices).where(eq(prices.variantId, '810001-CS'))).toEqual([]);
    expect((await upload(admin, `${url}&apply=true`, 'prices.csv', priceFile)).json()).toMatchObject({
      applied: true,
      counts: { new: 2 },
    });
    const [price] = await t.database.db.select().from(prices).where(eq(prices.variantId, '810001-CS'));
    expect(price!.price).toBe('12.50');
    // Row by row against what the catalog holds now: one price changes, the other is as it is.
    const repriced = priceFile.replace('$12.50', '13');
    const second = (await upload(admin, url, 'prices.csv', repriced)).json() as CatalogImportResult;
    expect(second.counts).toEqual({ new: 0, changed: 1, unchanged: 1, errors: 0 });
    expect(second.rows.map((row) => [row.row, row.status, row.detail])).toEqual([
      [2, 'changed', `CS for ${customerGroupId}: $12.50 → $13.00`],
      [3, 'unchanged', `EA for ${customerGroupId}: $1.25`],
    ]);

    const stockFile = 'sku,unitOfMeasure,businessUnitId,onHand\n810001,CS,IMP01,30\n810009,CS,IMP01,3';
    const bad = (
      await upload(admin, '/web-api/staff/catalog/import?kind=stock', 'stock.csv', stockFile)
    ).json();
    expect(bad.rows).toEqual([
      {
        row: 3,
        sku: '810009',
        status: 'error',
        errors: [{ column: 'sku', message: 'No product 810009 sold by CS.' }],
      },
    ]);
    const good = await upload(
      admin,
      '/web-api/staff/catalog/import?kind=stock&apply=true',
      'stock.csv',
      stockFile.split('\n').slice(0, 2).join('\n'),
    );
    expect(good.json()).toMatchObject({ applied: true, counts: { new: 1, changed: 0 } });
    const [stock] = await t.database.db.select().from(inventory).where(eq(inventory.variantId, '810001-CS'));
    expect(stock!.onHand).toBe(30);
    const restock = 'sku,unitOfMeasure,businessUnitId,onHand\n810001,CS,IMP01,45\n810001,EA,IMP01,0';
    const again = (
      await upload(admin, '/web-api/staff/catalog/import?kind=stock', 'stock.csv', restock)
    ).json() as CatalogImportResult;
    expect(again.rows.map((row) => [row.row, row.status, row.detail])).toEqual([
      [2, 'changed', 'CS at IMP01: 30 → 45 on hand'],
      [3, 'new', 'EA at IMP01: none → 0 on hand'],
    ]);
    expect(again.counts).toEqual({ new: 1, changed: 1, unchanged: 0, errors: 0 });
  });

  it('offers the templates as XLSX too, and reads a products workbook like a CSV: the bad row named, then the fixed one applied', async () => {
    const template = await admin.get('/web-api/staff/catalog/import-template?kind=prices&format=xlsx');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    expect(template.headers['content-disposition']).toContain('larder-prices-template.xlsx');
    expect(await readSheet(template.rawPayload)).toEqual([
      ['sku', 'unitOfMeasure', 'customerGroupId', 'price'],
      ['900001', 'CS', 'CG-STD', '32.50'],
    ]);

    const url = '/web-api/staff/catalog/import?kind=products';
    const header = HEADER.split(',');
    const workbook = (businessUnit: string) =>
      writeXlsxFile(
        [
          header.map((value) => ({ value })),
          ['830001', 'Blood Oranges', 'Valley Farms', 'Produce', 'Citrus', 'CS', 'yes', 1, businessUnit].map(
            (value) => ({ value }),
          ),
          ['830002', 'Meyer Lemons', 'Valley Farms', 'Produce', 'Citrus', 'CS', 'yes', 1, 'IMP01'].map(
            (value) => ({ value }),
          ),
        ],
        {},
      ).toBuffer();
    const broken = (await upload(admin, url, 'products.xlsx', await workbook('NOWHERE'))).json();
    expect(broken).toMatchObject({ applied: false, counts: { errors: 1 } });
    expect(broken.rows).toEqual([
      {
        row: 2,
        sku: '830001',
        status: 'error',
        errors: [{ column: 'businessUnit', message: 'No business unit NOWHERE.' }],
      },
    ]);
    const fixedFile = await workbook('IMP01');
    const preview = (await upload(admin, url, 'products.xlsx', fixedFile)).json() as CatalogImportResult;
    expect(preview.rows.map((row) => [row.row, row.sku, row.status])).toEqual([
      [2, '830001', 'new'],
      [3, '830002', 'new'],
    ]);
    const applied = (await upload(admin, `${url}&apply=true`, 'products.xlsx', fixedFile)).json();
    expect(applied).toMatchObject({ applied: true, counts: { new: 2 } });
    const [row] = await t.database.db.select().from(products).where(eq(products.sku, '830002'));
    expect(row).toMatchObject({ name: 'Meyer Lemons', subcategory: 'Citrus' });
  });

  it('refuses files without a sku column, beyond 50,000 rows, of another type, and staff without the permission', async () => {
    const url = '/web-api/staff/catalog/import?kind=products';
    expect((await upload(admin, url, 'x.csv', 'name\nA')).statusCode).toBe(422);
    const many = `sku\n${Array.from({ length: 50_001 }, (_, i) => `9${i}`).join('\n')}`;
    const tooMany = await upload(admin, url, 'many.csv', many);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toContain('more than 50,000 rows');
    expect((await upload(admin, url, 'x.pdf', 'sku\n1')).statusCode).toBe(415);
    const support = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
    expect((await upload(support, url, 'products.csv', fixed)).statusCode).toBe(403);
    const buyer = await signedIn({});
    expect((await upload(buyer, url, 'products.csv', fixed)).statusCode).toBe(404);
  });
});
