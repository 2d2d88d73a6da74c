import {
  ORDER_GUIDE_FILE_COLUMNS,
  ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
  ORDER_GUIDE_UPLOAD_MAX_LISTED_ERRORS,
  ORDER_GUIDE_UPLOAD_MAX_BYTES,
  ORDER_GUIDE_UPLOAD_MAX_ROWS,
  orderGuideSchema,
  orderGuideUploadResponseSchema,
  type OrderGuide,
} from '@larder/contract';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { count, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { orderGuideItems, orderGuides } from './order-guides.table.ts';
import {
  createGuide,
  createGuideWorld,
  standardGuide,
  upload,
  type GuideWorld,
} from './order-guide-world.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guideOf(client: TestClient, id: number): Promise<OrderGuide> {
  const response = await client.post(`/web-api/order-guide?id=${id}&type=customGroups`);
  expect(response.statusCode, response.body).toBe(200);
  return orderGuideSchema.parse(response.json());
}

async function rowCounts(organizationId: string) {
  const db = t.database.db;
  const [guides] = await db
    .select({ n: count() })
    .from(orderGuides)
    .where(eq(orderGuides.organizationId, organizationId));
  const [items] = await db
    .select({ n: count() })
    .from(orderGuideItems)
    .innerJoin(orderGuides, eq(orderGuides.id, orderGuideItems.guideId))
    .where(eq(orderGuides.organizationId, organizationId));
  return { guides: guides!.n, items: items!.n };
}

const listedIds = async (client: TestClient) =>
  ((await client.post('/web-api/order-guide/list')).json().guides as { id: number }[]).map(
    (guide) => guide.id,
  );

function csvOf(world: GuideWorld) {
  const { flour, oil, truffle } = world.products;
  return [
    'Group,Product SKU,Unit,Effective Date,Expiry Date,Par Level',
    `Dry goods,${flour.sku},ea,2026-01-01,,12`,
    `Dry goods,${oil.sku},,,,`,
    `,${truffle.sku},EA,,12/31/2027,`,
    ',NOPE-404,CS,,,',
    `Dry goods,${oil.sku},CS,,,`,
    `Dry goods,${flour.sku},KG,,,`,
    `Dry goods,,CS,,,`,
    `Specials,${flour.sku},CS,yesterday,,`,
    `Specials,${flour.sku},CS,,,-1`,
    '',
  ].join('\r\n');
}

describe('uploads', () => {
  it('holds a CSV in a pending guide with its row errors; finish makes it a guide, listed and grouped', async () => {
    const world = await createGuideWorld(t);
    const { flour, oil, truffle } = world.products;
    const response = await upload(world.clients.owner, { name: 'Weekly_produce.csv', content: csvOf(world) });
    expect(response.statusCode, response.body).toBe(200);
    const result = orderGuideUploadResponseSchema.parse(response.json());
    expect(result).toMatchObject({
      orderGuideName: 'Weekly produce',
      productCount: 3,
      errorCount: 6,
      targetOrderGuideId: null,
      groupCount: 1,
      isPending: true,
    });
    expect(result.errors).toEqual([
      { row: 5, productSku: 'NOPE-404', message: 'No product has SKU NOPE-404.' },
      { row: 6, productSku: oil.sku, message: 'Same product and unit as row 3.' },
      { row: 7, productSku: flour.sku, message: `${flour.sku} is not sold by KG; use CS or EA.` },
      { row: 8, productSku: null, message: 'Product SKU is missing.' },
      { row: 9, productSku: flour.sku, message: 'Effective Date must be a date like 2026-11-24.' },
      { row: 10, productSku: flour.sku, message: 'Par Level must be a whole number from 0 to 99999.' },
    ]);
    expect(await listedIds(world.clients.owner)).not.toContain(result.orderGuideId);
    expect(
      (await world.clients.owner.post(`/web-api/order-guide?id=${result.orderGuideId}`)).statusCode,
    ).toBe(404);
    expect(
      (await world.clients.mate.post('/web-api/order-guide/finish-upload', { id: result.orderGuideId }))
        .statusCode,
    ).toBe(404);

    const finished = await world.clients.owner.post('/web-api/order-guide/finish-upload', {
      id: result.orderGuideId,
      name: 'Produce',
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({
      success: true,
      id: result.orderGuideId,
      name: 'Produce',
      productCount: 3,
    });
    expect(await listedIds(world.clients.mate)).toContain(result.orderGuideId);
    const guide = await guideOf(world.clients.owner, result.orderGuideId);
    expect(
      guide.categories.map((g) => [g.name, g.lineItems.map((i) => [i.productSku, i.unitOfMeasure])]),
    ).toEqual([
      [
        'Dry goods',
        [
          [flour.sku, 'EA'],
          [oil.sku, 'CS'],
        ],
      ],
    ]);
    expect(guide.categories[0]!.lineItems[0]).toMatchObject({ effectiveDate: '2026-01-01', parLevel: 12 });
    expect(guide.ungroupedProducts.lineItems[0]).toMatchObject({
      productSku: truffle.sku,
      expiryDate: '2027-12-31',
    });
  });

  it('reads XLSX workbooks, and cancel leaves nothing behind', async () => {
    const world = await createGuideWorld(t);
    const before = await rowCounts(world.home.id);
    const expiry = { value: new Date(Date.UTC(2027, 0, 15)), type: Date, format: 'yyyy-mm-dd' };
    const content = await writeXlsxFile(
      [
        ['SKU', 'UOM', 'Group', 'Expiry Date', 'Par'],
        [world.products.oil.sku, 'CS', 'Oils', expiry, 4],
        [null, null, null, null, null],
        [world.products.salt.sku, 'CS', null, null, null],
      ],
      { sheet: 'Guide' },
    ).toBuffer();
    const response = await upload(
      world.clients.owner,
      { name: 'guide.xlsx', content },
      { name: 'From Excel' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = orderGuideUploadResponseSchema.parse(response.json());
    expect(result).toMatchObject({
      orderGuideName: 'From Excel',
      productCount: 2,
      errorCount: 0,
      groupCount: 1,
    });
    expect((await rowCounts(world.home.id)).items).toBe(before.items + 2);

    const cancelled = await world.clients.owner.post('/web-api/order-guide/cancel-upload', {
      id: result.orderGuideId,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await rowCounts(world.home.id)).toEqual(before);
    expect(
      (await world.clients.owner.post('/web-api/order-guide/finish-upload', { id: result.orderGuideId }))
        .statusCode,
    ).toBe(404);
  });

  it('adds an upload into an existing guide on finish, keeping items it already holds where they are', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const csv = `Product SKU,Group\n${world.products.flour.sku},Specials\n${world.products.eggs.sku},Breakfast\n`;
    const response = await upload(
      world.clients.owner,
      { name: 'more.csv', content: csv },
      { orderGuideId: id },
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = orderGuideUploadResponseSchema.parse(response.json());
    expect(result).toMatchObject({ targetOrderGuideId: id, orderGuideName: 'Weekly order', productCount: 2 });
    expect((await guideOf(world.clients.owner, id)).itemCount).toBe(4);
    const finished = await world.clients.owner.post('/web-api/order-guide/finish-upload', {
      id: result.orderGuideId,
    });
    expect(finished.json()).toEqual({ success: true, id, name: 'Weekly order', productCount: 1 });
    const guide = await guideOf(world.clients.owner, id);
    expect(guide.categories.map((g) => [g.name, g.itemCount])).toEqual([
      ['Dry goods', 2],
      ['Specials', 1],
      ['Breakfast', 1],
    ]);
    expect(await listedIds(world.clients.owner)).toEqual([id]);
  });

  it('refuses uploads into a guide the user may not change', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const csv = `Product SKU\n${world.products.flour.sku}\n`;
    expect(
      (await upload(world.clients.stranger, { name: 'a.csv', content: csv }, { orderGuideId: id }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses empty, too large, non-spreadsheet and malformed files whole, leaving nothing half-imported', async () => {
    const world = await createGuideWorld(t);
    const before = await rowCounts(world.home.id);
    const sku = world.products.flour.sku;
    const tooManyRows = [
      'Product SKU',
      ...Array.from({ length: ORDER_GUIDE_UPLOAD_MAX_ROWS + 1 }, () => sku),
    ].join('\n');
    const cases: [string, { name: string; content: Buffer | string } | null, number, string, string?][] = [
      ['empty file', { name: 'empty.csv', content: '' }, 422, 'The file is empty.'],
      ['blank lines only', { name: 'blank.csv', content: '\n\n , \n' }, 422, 'The file is empty.'],
      [
        'header only',
        { name: 'header.csv', content: 'Product SKU,Unit\n' },
        422,
        'The file has no product rows.',
      ],
      [
        'too large',
        { name: 'big.csv', content: Buffer.alloc(ORDER_GUIDE_UPLOAD_MAX_BYTES + 10, 'a') },
        413,
        'The file is larger than 2 MB.',
      ],
      [
        'too many rows',
        { name: 'many.csv', content: tooManyRows },
        422,
        'The file has more than 5,000 product rows. Split it into smaller files.',
      ],
      [
        'a PDF',
        { name: 'guide.pdf', content: '%PDF-1.4' },
        415,
        ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
        'Upload a .csv or .xlsx file.',
      ],
      [
        'an image named .xlsx',
        { name: 'guide.xlsx', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]) },
        415,
        ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
        'The file is not a real .xlsx workbook.',
      ],
      [
        'a broken zip named .xlsx',
        { name: 'guide.xlsx', content: Buffer.from('PK\u0003\u0004 not really a zip') },
        415,
        ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
        'The workbook could not be read.',
      ],
      [
        'binary named .csv',
        { name: 'guide.csv', content: Buffer.from([0x00, 0x01, 0x02]) },
        415,
        ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
        'The file is not a text CSV file.',
      ],
      [
        'no SKU column',
        { name: 'guide.csv', content: 'Name,Qty\nFlour,2\n' },
        415,
        ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
        'The first row must name the columns, with a "Product SKU" column.',
      ],
      ['no file', null, 400, 'Choose a file to upload.'],
    ];
    for (const [label, file, status, message, detail] of cases) {
      const response = await upload(world.clients.owner, file);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().error.message, label).toBe(message);
      if (detail) expect(response.json().error.fields.file, label).toBe(detail);
    }
    const json = await world.clients.owner.post('/web-api/order-guide/import-file', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe(ORDER_GUIDE_UPLOAD_FAILED_MESSAGE);
    expect(await rowCounts(world.home.id)).toEqual(before);
  });

  it('accepts a file just under the size limit', async () => {
    const world = await createGuideWorld(t);
    const padding = 'x'.repeat(400);
    const rows = Array.from({ length: 4000 }, (_, index) =>
      index === 0 ? `${world.products.oil.sku},${padding}` : `NOPE-${index},${padding}`,
    );
    const content = ['Product SKU,Name', ...rows].join('\n');
    expect(content.length).toBeGreaterThan(ORDER_GUIDE_UPLOAD_MAX_BYTES * 0.75);
    expect(content.length).toBeLessThan(ORDER_GUIDE_UPLOAD_MAX_BYTES);
    const response = await upload(world.clients.owner, { name: 'big.csv', content });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json()).toMatchObject({ productCount: 1, errorCount: 3999 });
    expect(response.json().errors).toHaveLength(ORDER_GUIDE_UPLOAD_MAX_LISTED_ERRORS);
  });

  it('keeps the pending upload but refuses to finish one where no row could be imported', async () => {
    const world = await createGuideWorld(t);
    const response = await upload(world.clients.owner, { name: 'bad.csv', content: 'SKU\nNOPE-1\nNOPE-2\n' });
    const result = orderGuideUploadResponseSchema.parse(response.json());
    expect(result).toMatchObject({ productCount: 0, errorCount: 2 });
    const finished = await world.clients.owner.post('/web-api/order-guide/finish-upload', {
      id: result.orderGuideId,
    });
    expect(finished.statusCode).toBe(422);
    expect(await listedIds(world.clients.owner)).toEqual([]);
  });
});

describe('downloads', () => {
  it('links to the guide as CSV and as XLSX, each with groups, units, dates and par levels', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world, '=Weekly order'));
    const link = await world.clients.owner.get(`/web-api/order-guide-download?orderGuideId=${id}`);
    expect(link.json()).toEqual({
      isSuccessful: true,
      downloadLink: `/web-api/order-guide-download/file?orderGuideId=${id}&format=csv`,
      errors: [],
    });
    const csv = await world.clients.owner.get(link.json().downloadLink);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="weekly-order.csv"');
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const { flour, oil, truffle, salt } = world.products;
    expect(rows.map((row) => [row[0], row[1], row[2], row[7]])).toEqual([
      ['Group', 'Product SKU', 'Unit', 'Par Level'],
      ['Dry goods', flour.sku, 'CS', ''],
      ['Dry goods', oil.sku, 'CS', ''],
      ['Specials', truffle.sku, 'EA', '3'],
      ['', salt.sku, 'CS', ''],
    ]);

    const xlsxLink = await world.clients.owner.get(
      `/web-api/order-guide-download?orderGuideId=${id}&format=xlsx`,
    );
    const xlsx = await world.clients.owner.get(xlsxLink.json().downloadLink);
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet).toHaveLength(5);
    expect(sheet[0]).toEqual([...ORDER_GUIDE_FILE_COLUMNS]);
    // Empty fields are blank cells; the par level is a number.
    expect(sheet[3]).toEqual(['Specials', truffle.sku, 'EA', 'Black Truffle', 'Test Brand', null, null, 3]);

    // A downloaded file uploads back into the same guide without changes.
    const again = await upload(world.clients.owner, { name: 'weekly-order.csv', content: csv.rawPayload });
    expect(orderGuideUploadResponseSchema.parse(again.json())).toMatchObject({
      productCount: 4,
      errorCount: 0,
    });
  });

  it('is a 404 for another organization', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    expect(
      (await world.clients.stranger.get(`/web-api/order-guide-download?orderGuideId=${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await world.clients.stranger.get(`/web-api/order-guide-download/file?orderGuideId=${id}&format=csv`))
        .statusCode,
    ).toBe(404);
  });
});
