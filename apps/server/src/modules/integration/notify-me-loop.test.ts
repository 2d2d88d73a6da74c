import type { BackInStockLinkResponse } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartOf,
  createCartWorld,
  linesOf,
  waitForMail,
  type CartWorld,
} from '../../test-support/orders-world.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { outboxMessages } from '../../test-support/outbox.ts';
import { notifyMeSubscriptions } from '../notify-me/notify-me.table.ts';
import { createApiKey, erp } from './integration.test-support.ts';

let t: TestApp;
let world: CartWorld;
let key: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-loop-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    JOBS_POLL_MS: '50',
    PUBLIC_ORIGINS: 'https://shop.larder.test',
  });
  world = await createCartWorld(t);
  key = (await createApiKey(t, { scopes: ['inventory'] })).secret;
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('notify-me closes the loop through the integration API', () => {
  it('stock 0 by the feed, a buyer subscribes, the feed brings 10, the e-mail link puts the item in the cart once', async () => {
    const sku = world.products.elsewhere.sku;
    const feed = (onHand: number) =>
      erp(t, key).post('/integration/v1/inventory', {
        items: [{ sku, unitOfMeasure: 'CS', businessUnitId: world.other.id, onHand }],
      });
    expect((await feed(0)).json()).toEqual({ received: 1, changed: 1 });
    const subscribed = await world.client.post('/web-api/notify-me', {
      productSku: sku,
      unitOfMeasure: 'CS',
    });
    expect(subscribed.statusCode).toBe(200);

    expect((await feed(10)).json()).toEqual({ received: 1, changed: 1 });
    const mail = await waitForMail(dataDir, 'Back in stock: Olive Oil');
    const token = /https:\/\/shop\.larder\.test\/cart\/\?backInStock=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();
    // The e-mail is written inside the transaction that marks the subscription notified, so the file can
    // appear a moment before that transaction commits: wait for the mark rather than read it once.
    const subscription = await vi.waitFor(
      async () => {
        const [row] = await world.db
          .select()
          .from(notifyMeSubscriptions)
          .where(eq(notifyMeSubscriptions.userId, world.user.id));
        expect(row!.notifiedAt).not.toBeNull();
        return row!;
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(subscription.linkTokenHash).not.toContain(token);

    // Someone else, or nobody, cannot use it.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/web-api/notify-me/link',
      payload: { token },
      headers: { 'x-requested-with': 'larder-web' },
    });
    expect(anonymous.statusCode).toBe(401);

    const used = await world.client.post('/web-api/notify-me/link', { token });
    expect(used.statusCode).toBe(200);
    expect(used.json() as BackInStockLinkResponse).toMatchObject({
      productSku: sku,
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    expect(linesOf(await cartOf(world)).map((line) => [line.productSku, line.quantity])).toEqual([[sku, 1]]);

    const again = await world.client.post('/web-api/notify-me/link', { token });
    expect(again.statusCode).toBe(422);
    expect(linesOf(await cartOf(world))).toHaveLength(1);
  }, 60_000);

  it('sends no back-in-stock e-mail to a buyer who turned them off on the account page', async () => {
    const quiet = await createCartWorld(t);
    const sku = quiet.products.elsewhere.sku;
    const feed = (onHand: number) =>
      erp(t, key).post('/integration/v1/inventory', {
        items: [{ sku, unitOfMeasure: 'CS', businessUnitId: quiet.other.id, onHand }],
      });
    await feed(0);
    const off = await quiet.client.post('/web-api/account/notifications', {
      orderEmails: true,
      backInStock: false,
      messages: true,
    });
    expect(off.statusCode).toBe(200);
    expect(
      (await quiet.client.post('/web-api/notify-me', { productSku: sku, unitOfMeasure: 'CS' })).statusCode,
    ).toBe(200);
    await feed(10);
    let notifiedAt: Date | null = null;
    for (let i = 0; i < 150 && !notifiedAt; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await quiet.db
        .select()
        .from(notifyMeSubscriptions)
        .where(eq(notifyMeSubscriptions.userId, quiet.user.id));
      notifiedAt = row?.notifiedAt ?? null;
    }
    expect(notifiedAt).not.toBeNull();
    expect(outboxMessages(dataDir).filter((raw) => raw.includes(quiet.user.email))).toEqual([]);
  }, 60_000);
});
