import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPictureWorld, uploadProductPicture } from '../test-support/product-picture-world.ts';
import type { TestClient, TestApp } from '../test-support/test-app.ts';
import { products } from '../modules/catalog/catalog.table.ts';

// A real S3-compatible server (s3rver) on this test's own port: it checks every request's SigV4 signature
// against its key pair, so a store that signed wrongly, or spoke another protocol, fails here.
const S3_PORT = 4150;
const BUCKET = 'larder-media';
const KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3: S3rver;
let s3Dir: string;
let dataDir: string;
let t: TestApp;
let admin: TestClient;
let sku: string;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'larder-s3-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-media-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: S3_PORT,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();
  ({ t, admin, sku } = await productPictureWorld(
    {
      DATA_DIR: dataDir,
      MEDIA_S3_BUCKET: BUCKET,
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_ACCESS_KEY_ID: KEY.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: KEY.secretAccessKey,
    },
    'Bucket Tomato',
  ));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (content: Buffer) => uploadProductPicture(admin, sku, content, 'tomato.png');

describe('product pictures in an S3-compatible bucket (MEDIA_S3_BUCKET)', () => {
  it('stores an upload in the bucket and serves it from there through the media route', async () => {
    const picture = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 160, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(picture);
    expect(response.statusCode, response.body).toBe(200);
    const { imageUrl } = response.json() as { imageUrl: string };
    const [, hash] = /^\/media\/images\/([a-f0-9]{64})\/640\.webp$/.exec(imageUrl)!;

    // The objects are in the bucket, with their type and cache header; nothing went to DATA_DIR/media.
    const bucket = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${S3_PORT}`,
      forcePathStyle: true,
      credentials: KEY,
    });
    const object = await bucket.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `images/${hash}/320.webp` }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata()).width).toBe(320);
    bucket.destroy();
    expect(readdirSync(dataDir)).not.toContain('media');

    for (const width of [96, 320, 640]) {
      const served = await t.app.inject({ method: 'GET', url: imageUrl.replace('640', String(width)) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    // A key the bucket does not hold is the route's 404, not an error.
    const missing = await t.app.inject({ method: 'GET', url: `/media/images/${'a'.repeat(64)}/640.webp` });
    expect(missing.statusCode).toBe(404);

    // The product is shown with the bucket's picture.
    const [row] = await t.database.db.select().from(products).where(eq(products.sku, sku));
    expect(row!.imageUrl).toBe(imageUrl);
  });
});
