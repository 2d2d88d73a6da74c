import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPictureWorld, uploadProductPicture } from '../test-support/product-picture-world.ts';
import type { TestClient, TestApp } from '../test-support/test-app.ts';
import { createApiKey, erp, until } from '../modules/integration/integration.test-support.ts';
import { PermanentJobError } from '../modules/jobs/jobs.service.ts';
import { mediaStoreOf } from '../modules/media/media.service.ts';
import { products } from '../modules/catalog/catalog.table.ts';
import { productImagePullJob } from '../modules/catalog/product-image.service.ts';

let t: TestApp;
let dataDir: string;
let admin: TestClient;
let picture: Buffer;
let imageServer: Server;
let imageBase: string;
let sku: string;
let unitId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-media-'));
  // The ERP's picture server below listens on loopback: the outbound guard lets it through only here.
  ({ t, admin, sku, unitId } = await productPictureWorld(
    { DATA_DIR: dataDir, JOBS_POLL_MS: '50', OUTBOUND_ALLOW_PRIVATE: 'true' },
    'Pictured Tomato',
  ));
  picture = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  imageServer = createServer((request, response) => {
    if (request.url === '/tomato.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    } else if (request.url === '/page.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a picture</p>');
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await t.close();
  imageServer.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (content: Buffer, name?: string) => uploadProductPicture(admin, sku, content, name);

describe('product pictures', () => {
  it('takes an upload, stores it by content hash in the storefront sizes, and serves them for a year', async () => {
    const response = await upload(picture);
    expect(response.statusCode, response.body).toBe(200);
    const { imageUrl } = response.json() as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/media\/images\/[a-f0-9]{64}\/640\.webp$/);
    const [row] = await t.database.db.select().from(products).where(eq(products.sku, sku));
    expect(row!.imageUrl).toBe(imageUrl);
    for (const width of [96, 320, 640]) {
      const served = await t.app.inject({ method: 'GET', url: imageUrl.replace('640', String(width)) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/images/${'0'.repeat(64)}/640.webp` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/images/..%2F..%2Fetc/640.webp' })).statusCode,
    ).toBe(404);
  });

  it('refuses what is not a picture', async () => {
    expect((await upload(Buffer.from('%PDF-1.4 not a picture'), 'x.png')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(415);
  });

  it("pulls a feed's imageUrl through the outbound guard and shows it", async () => {
    const key = (await createApiKey(t)).secret;
    const body = {
      products: [
        {
          sku: '920001',
          name: 'Pulled Tomato',
          brand: 'Valley Farms',
          category: 'Produce',
          imageUrl: `${imageBase}/tomato.png`,
          variants: [{ unitOfMeasure: 'CS', businessUnit: unitId }],
        },
      ],
    };
    const answer = await erp(t, key).post('/integration/v1/products', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const imageOf = async () =>
      (await t.database.db.select().from(products).where(eq(products.sku, '920001')))[0]!.imageUrl;
    await until(async () => (await imageOf()).startsWith('/media/images/'));
  });

  it('refuses a pull from inside the network unless allowed, and a page that is not a picture', async () => {
    const store = mediaStoreOf({ DATA_DIR: dataDir });
    const context = {
      jobId: 1,
      attempt: 1,
      maxAttempts: 1,
      signal: new AbortController().signal,
      log: t.app.log,
    };
    const guarded = productImagePullJob(t.database.db, store, { allowPrivate: false });
    await expect(guarded.run({ sku, url: `${imageBase}/tomato.png` }, context)).rejects.toBeInstanceOf(
      PermanentJobError,
    );
    const open = productImagePullJob(t.database.db, store, { allowPrivate: true });
    await expect(open.run({ sku, url: `${imageBase}/page.html` }, context)).rejects.toBeInstanceOf(
      PermanentJobError,
    );
    await expect(open.run({ sku, url: `${imageBase}/missing.png` }, context)).rejects.toBeInstanceOf(
      PermanentJobError,
    );
  });
});
