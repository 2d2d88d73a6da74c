import { Readable } from 'node:stream';
import {
  ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
  orderGuideUploadResponseSchema,
  type ErrorResponse,
} from '@larder/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  SHEET_HEAD,
  SHEET_TAIL,
  deflatedEntry,
  inlineRow,
  longSheetEntry,
  repeatedEntry,
  sharedStringsEntry,
  workbookEntries,
  zipOf,
} from '../../test-support/workbook-files.ts';
import {
  createGuide,
  createGuideWorld,
  multipartBody,
  standardGuide,
  upload,
  type GuideWorld,
} from './order-guide-world.test-support.ts';
import { orderGuides } from './order-guides.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

async function guideCount(world: GuideWorld) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orderGuides)
    .where(eq(orderGuides.organizationId, world.home.id));
  return row!.n;
}

const xlsx = (content: Buffer) => ({ name: 'guide.xlsx', content });

/** A workbook whose sheet is the header 'Product SKU' and these rows. */
const workbookOf = (skus: readonly string[]) =>
  zipOf(
    workbookEntries(
      deflatedEntry(
        'sheet',
        `${SHEET_HEAD}${['Product SKU', ...skus].map((s, i) => inlineRow(i + 1, [s])).join('')}${SHEET_TAIL}`,
      ),
    ),
  );

function errorOf(body: string) {
  return (JSON.parse(body) as ErrorResponse).error;
}

describe('hostile workbooks', () => {
  it('refuses parts that unpack to a gigabyte, before unpacking any part whose size says so', async () => {
    const world = await createGuideWorld(t);
    const before = await guideCount(world);
    const gigabyteOf = (head: string, tail: string) =>
      repeatedEntry('bomb', { head, unit: Buffer.alloc(MIB, ' '), times: 1024, tail });
    const sheet = deflatedEntry('sheet', `${SHEET_HEAD}${inlineRow(1, ['Product SKU'])}${SHEET_TAIL}`);
    const stringsBomb = gigabyteOf('<sst><si><t>', '</t></si></sst>');
    expect(stringsBomb.uncompressedSize).toBeGreaterThan(GIB);
    expect(stringsBomb.data.length).toBeLessThan(1.1 * MIB);
    // A part stated at 1 GiB whose data is not deflate at all: refused as too large, so it was never unpacked.
    const notEvenUnpacked = { ...stringsBomb, data: Buffer.alloc(1000, 0xff) };
    const cases = [
      ['shared strings of 1 GiB', zipOf(workbookEntries(sheet, stringsBomb))],
      ['a 1 GiB part that is never unpacked', zipOf(workbookEntries(sheet, notEvenUnpacked))],
      ['a sheet of 1 GiB', zipOf(workbookEntries(gigabyteOf(SHEET_HEAD, SHEET_TAIL)))],
    ] as const;
    for (const [label, content] of cases) {
      const response = await upload(world.clients.owner, xlsx(content));
      expect(response.statusCode, label).toBe(413);
      expect(errorOf(response.body), label).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The workbook is too large to read once unpacked.',
        fields: { file: 'Save the order guide alone in a new workbook and upload that.' },
      });
    }
    // A part that states 1 KiB and unpacks to 1 GiB is stopped where it passes what it stated.
    const lying = { ...gigabyteOf(SHEET_HEAD, SHEET_TAIL), uncompressedSize: 1024 };
    const response = await upload(world.clients.owner, xlsx(zipOf(workbookEntries(lying))));
    expect(response.statusCode).toBe(415);
    expect(errorOf(response.body).fields).toEqual({ file: 'The workbook could not be read.' });
    expect(await guideCount(world)).toBe(before);
  });

  it('stops reading a 380,000-row workbook at the row limit', async () => {
    const world = await createGuideWorld(t);
    const strings = sharedStringsEntry([world.products.flour.sku]);
    // The sheet's deflate stream is cut short after its last row: reading it to its end fails, as the
    // small workbook cut the same way shows, so the row-limit answer proves the reading stopped at the limit.
    const cutShort = await upload(
      world.clients.owner,
      xlsx(zipOf(workbookEntries(longSheetEntry(10, true), strings))),
    );
    expect(cutShort.statusCode).toBe(415);
    expect(errorOf(cutShort.body).fields).toEqual({ file: 'The workbook could not be read.' });

    const long = zipOf(workbookEntries(longSheetEntry(380_000, true), strings));
    expect(long.length).toBeLessThan(2 * MIB);
    const response = await upload(world.clients.owner, xlsx(long));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response.body)).toEqual({
      code: 'RULE_BROKEN',
      message: 'The file has more than 5,000 product rows. Split it into smaller files.',
      fields: { file: 'At most 5,000 product rows.' },
    });
  });

  it('says a zip that is not a workbook is not one', async () => {
    const world = await createGuideWorld(t);
    const document = zipOf([
      deflatedEntry(
        '_rels/.rels',
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      deflatedEntry('word/document.xml', '<w:document xmlns:w="urn:w"><w:body/></w:document>'),
    ]);
    const photos = zipOf([deflatedEntry('holiday/notes.txt', 'not a workbook')]);
    for (const content of [document, photos]) {
      const response = await upload(world.clients.owner, xlsx(content));
      expect(response.statusCode).toBe(415);
      expect(errorOf(response.body)).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
        fields: { file: 'The file is not an Excel workbook.' },
      });
    }
  });

  it('reads a workbook written by hand and one downloaded from a guide', async () => {
    const world = await createGuideWorld(t);
    const { flour, oil } = world.products;
    const response = await upload(world.clients.owner, xlsx(workbookOf([flour.sku, 'NOPE-1', oil.sku])));
    expect(response.statusCode, response.body).toBe(200);
    expect(orderGuideUploadResponseSchema.parse(response.json())).toMatchObject({
      productCount: 2,
      errorCount: 1,
      errors: [{ row: 3, productSku: 'NOPE-1', message: 'No product has SKU NOPE-1.' }],
    });

    const id = await createGuide(world.clients.owner, standardGuide(world));
    const file = await world.clients.owner.get(
      `/web-api/order-guide-download/file?orderGuideId=${id}&format=xlsx`,
    );
    const again = await upload(world.clients.owner, { name: 'weekly-order.xlsx', content: file.rawPayload });
    expect(orderGuideUploadResponseSchema.parse(again.json())).toMatchObject({
      productCount: 4,
      errorCount: 0,
      groupCount: 2,
    });
  });
});

describe('one import at a time', () => {
  it("answers a user's second import while the first is under way with 429, and other users as usual", async () => {
    const world = await createGuideWorld(t);
    const body = multipartBody(xlsx(workbookOf([world.products.flour.sku])));
    // The first upload's body comes in two halves: the first once the server starts reading it (so the
    // import is under way), the second only after the other calls are answered.
    let reading!: () => void;
    const underWay = new Promise<void>((resolve) => (reading = resolve));
    let sent = false;
    const slow = new Readable({
      read() {
        if (sent) return;
        sent = true;
        this.push(body.payload.subarray(0, 200));
        reading();
      },
    });
    const first = world.clients.owner.request({
      method: 'POST',
      url: '/web-api/order-guide/import-file',
      payload: slow,
      headers: body.headers,
    });
    await underWay;

    const second = await upload(world.clients.owner, xlsx(workbookOf([world.products.oil.sku])));
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('5');
    expect(errorOf(second.body)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Your previous file is still being imported. Try again when it has finished.',
    });
    const mates = await upload(world.clients.mate, xlsx(workbookOf([world.products.oil.sku])));
    expect(mates.statusCode, mates.body).toBe(200);

    slow.push(body.payload.subarray(200));
    slow.push(null);
    expect((await first).statusCode).toBe(200);
    const third = await upload(world.clients.owner, xlsx(workbookOf([world.products.oil.sku])));
    expect(third.statusCode, third.body).toBe(200);
  });
});
