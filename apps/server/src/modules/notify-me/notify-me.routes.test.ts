import type { ProductDetail } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { eventJobName } from '../../events/domain-event.ts';
import { stockChanged } from '../../events/stock-changed.event.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../test-support/orders-world.ts';
import { outboxMessages } from '../../test-support/outbox.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createSearchWorld, setVariantStock } from '../../test-support/search-world.ts';
import { notifyMeSubscriptions } from './notify-me.table.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof createSearchWorld>>;
let buyer: TestClient;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-notify-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    JOBS_POLL_MS: '100',
    PUBLIC_ORIGINS: 'https://shop.larder.test',
  });
  world = await createSearchWorld(t);
  buyer = await world.buyer();
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function outbox(): string[] {
  return outboxMessages(dataDir);
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('product detail', () => {
  it('gives every unit with price, catch weight, stock and tags to a buyer, and no prices anonymously', async () => {
    const { chickenBreast } = world.products;
    const response = await buyer.get(`/web-api/catalog/product?sku=${chickenBreast.sku}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as ProductDetail;
    expect(detail.name).toBe('Boneless Chicken Breast, Fresh');
    expect(detail.variants.map((v) => [v.text, v.priceText, v.catchWeight, v.inStock, v.tags])).toEqual([
      ['CS', '$45.50', null, true, []],
      ['LB', '$4.10 per LB', 'LB', false, ['Best Seller']],
    ]);
    const anonymous = await new TestClient(t.app).get(`/web-api/catalog/product?sku=${chickenBreast.sku}`);
    expect((anonymous.json() as ProductDetail).variants.map((v) => v.priceText)).toEqual([null, null]);
  });

  it('is a 404 for unknown skus and for restricted products of another brand', async () => {
    expect((await buyer.get('/web-api/catalog/product?sku=NOPE')).statusCode).toBe(404);
    expect((await buyer.get(`/web-api/catalog/product?sku=${world.products.wagyu.sku}`)).statusCode).toBe(
      404,
    );
    expect((await buyer.get('/web-api/catalog/product')).statusCode).toBe(400);
  });
});

describe('notify me', () => {
  it('needs a signed-in buyer', async () => {
    const response = await new TestClient(t.app).post('/web-api/notify-me', {
      productSku: world.products.tomatoes.sku,
      unitOfMeasure: 'CS',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses in-stock units, unknown units and bad input', async () => {
    const inStock = await buyer.post('/web-api/notify-me', {
      productSku: world.products.spinach.sku,
      unitOfMeasure: 'CS',
    });
    expect(inStock.statusCode).toBe(422);
    expect(inStock.json().error.message).toBe('This item is in stock. Add it to your cart instead.');
    const unknown = await buyer.post('/web-api/notify-me', {
      productSku: world.products.spinach.sku,
      unitOfMeasure: 'XX',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await buyer.post('/web-api/notify-me', { productSku: '' })).statusCode).toBe(400);
  });

  it('e-mails each subscriber once when stock returns, with a link that opens the product ready to add', async () => {
    const { tomatoes } = world.products;
    for (let i = 0; i < 2; i++) {
      const response = await buyer.post('/web-api/notify-me', {
        productSku: tomatoes.sku,
        unitOfMeasure: 'CS',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(`We'll e-mail ${world.user.email} when it is back in stock.`);
    }
    const detail = (await buyer.get(`/web-api/catalog/product?sku=${tomatoes.sku}`)).json() as ProductDetail;
    expect(detail.variants[0]!.notifyMeRequested).toBe(true);
    expect(outbox()).toHaveLength(0);

    await setVariantStock(t.database.db, tomatoes.variantIds[0]!, 12, world.unit.id);
    await until(() => outbox().length === 1);
    // Decoded: the one-tap link makes lines long enough for quoted-printable.
    const mail = await waitForMail(dataDir, 'Back in stock: Heirloom Tomatoes');
    expect(mail).toContain(`To: ${world.user.email}`);
    expect(mail).toMatch(/https:\/\/shop\.larder\.test\/cart\/\?backInStock=[\w-]{43}/);
    expect(mail).toContain('Subject: Back in stock: Heirloom Tomatoes');
    expect(mail).toContain(`https://shop.larder.test/product/${tomatoes.sku}/test/?unit=CS#add-to-cart`);

    // More stock later: nobody is waiting any more, so no second e-mail.
    await setVariantStock(t.database.db, tomatoes.variantIds[0]!, 0, world.unit.id);
    await setVariantStock(t.database.db, tomatoes.variantIds[0]!, 30, world.unit.id);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(outbox()).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(notifyMeSubscriptions)
      .where(eq(notifyMeSubscriptions.variantId, tomatoes.variantIds[0]!));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notifiedAt).not.toBeNull();
  });

  it('sends nothing for a restock that was rolled back, and one e-mail once a restock commits', async () => {
    const { chickenBreast } = world.products;
    const pound = chickenBreast.variantIds[1]!;
    const asked = await buyer.post('/web-api/notify-me', {
      productSku: chickenBreast.sku,
      unitOfMeasure: 'LB',
    });
    expect(asked.statusCode).toBe(200);
    const stockEvents = () =>
      t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.name, eventJobName(stockChanged)));
    const before = (await stockEvents()).length;

    await expect(
      t.database.db.transaction(async (tx) => {
        await setVariantStock(tx, pound, 25, world.unit.id);
        throw new Error('the feed failed half-way');
      }),
    ).rejects.toThrow('the feed failed half-way');
    // The fact was never recorded, so no subscriber can ever run for it.
    expect(await stockEvents()).toHaveLength(before);

    await setVariantStock(t.database.db, pound, 25, world.unit.id);
    expect(await stockEvents()).toHaveLength(before + 1);
    await until(() =>
      outbox().some((mail) => mail.includes('Subject: Back in stock: Boneless Chicken Breast, Fresh')),
    );
    expect(
      outbox().filter((mail) => mail.includes('Back in stock: Boneless Chicken Breast, Fresh')),
    ).toHaveLength(1);
  });
});
