import { submitCartResponseSchema, type Cart, type SubmitCartResponse } from '@larder/contract';
import { eq, inArray } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  cartOf,
  createCartWorld,
  linesOf,
  storeDeliveryDate,
  type CartWorld,
} from '../modules/cart/cart-world.test-support.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { outboxMessages } from '../test-support/outbox.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'larder-submit-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
});
afterAll(() => t.close());

function submit(world: CartWorld, key: string, query = '') {
  return world.client.post(`/web-api/cart/submit?defaultCart=true${query}`, undefined, {
    'idempotency-key': key,
  });
}

async function ordersOf(world: CartWorld) {
  return t.database.db.select().from(orders).where(eq(orders.organizationId, world.org.id));
}

async function fullCart(world: CartWorld): Promise<Cart> {
  await add(world, world.products.plain.sku, 'CS', 2);
  await add(world, world.products.elsewhere.sku, 'CS', 1);
  await add(world, world.products.dropShip.sku, 'CS', 1);
  return cartOf(world);
}

describe('POST /web-api/cart/submit', () => {
  it('creates one order per sub-cart with web and ERP numbers and confirms them', async () => {
    const world = await createCartWorld(t);
    const cart = await fullCart(world);
    await world.client.post('/web-api/cart/update/field', { name: 'poNumber', value: 'PO-9' });
    const response = await submit(world, 'key-one-set-of-orders');
    expect(response.statusCode).toBe(200);
    const body = submitCartResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.orderConfirmationUrl).toBe(`/order-confirmation/?cart=${cart.id}`);
    expect(body.confirmedOrders).toHaveLength(3);
    expect(body.confirmedOrders.map((o) => o.isDropShip)).toEqual([false, true, false]);
    for (const order of body.confirmedOrders) {
      expect(order.webOrderNumber).toMatch(/^W\d+$/);
      expect(order.erpOrderNumber).toMatch(new RegExp(`^${order.businessUnitId}-\\d{8}$`));
      expect(order.purchaseOrderNumber).toBe('PO-9');
    }
    const stored = await ordersOf(world);
    expect(stored).toHaveLength(3);
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          stored.map((o) => o.id),
        ),
      );
    expect(lines.map((l) => l.productTitle).sort()).toEqual(['Aged Cheddar', 'Olive Oil', 'Plain Flour']);
    expect(stored.find((o) => o.isDropShip)?.total).toBe('105.00'); // 80.00 + 25.00 standard freight

    const confirmation = await world.client.get(`/web-api/order-confirmation?cart=${cart.id}`);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.json().confirmedOrders).toEqual(body.confirmedOrders);

    // The default cart is a new, empty one.
    const next = await cartOf(world);
    expect(next.id).not.toBe(cart.id);
    expect(linesOf(next)).toHaveLength(0);
  });

  it('returns the first answer to a retry with the same key and to a second tab, never a second set of orders', async () => {
    const world = await createCartWorld(t);
    const cart = await fullCart(world);
    const first = (await submit(world, 'key-retry-0001')).json() as SubmitCartResponse;
    const retry = (await submit(world, 'key-retry-0001')).json() as SubmitCartResponse;
    const secondTab = (
      await submit(world, 'key-other-tab-02', `&cartId=${cart.id}`)
    ).json() as SubmitCartResponse;
    expect(retry).toEqual(first);
    expect(secondTab).toEqual(first);
    expect(await ordersOf(world)).toHaveLength(3);
  });

  it('refuses an empty cart and an on-hold organization with the spec message', async () => {
    const world = await createCartWorld(t);
    const empty = (await submit(world, 'key-empty-cart')).json() as SubmitCartResponse;
    expect(empty.success).toBe(false);
    expect(empty.validationMessages[0]!.type).toBe('error');

    const held = await createCartWorld(t);
    await add(held, held.products.plain.sku, 'CS', 1);
    await t.database.db.execute(
      // Put the organization on hold after the line went in (holds arrive while carts are open).
      (await import('drizzle-orm'))
        .sql`update organizations set is_on_hold = true, hold_errors = '{}' where id = ${held.org.id}`,
    );
    const { announceSessionChange } = await import('../modules/auth/auth.service.ts');
    await announceSessionChange(t.database.db, `user:${held.user.id}`);
    const refused = (await submit(held, 'key-on-hold-01')).json() as SubmitCartResponse;
    expect(refused.success).toBe(false);
    expect(refused.validationMessages.map((m) => m.text)).toContain(
      'Account is on hold. Please contact your Sales Rep for further assistance.',
    );
    expect(await ordersOf(held)).toHaveLength(0);
  });

  it('refuses once when a cut-off moved a delivery, then submits with the new date', async () => {
    const world = await createCartWorld(t);
    const cart = await fullCart(world);
    const key = cart.cartGroups[0]!.subCarts[0]!.key;
    await storeDeliveryDate(t, cart.id, key, '2020-01-06');
    const refused = (await submit(world, 'key-moved-0001')).json() as SubmitCartResponse;
    expect(refused.success).toBe(false);
    expect(refused.validationMessages[0]).toMatchObject({ type: 'warning', subCartKey: key });
    const accepted = (await submit(world, 'key-moved-0002')).json() as SubmitCartResponse;
    expect(accepted.success).toBe(true);
    expect(accepted.confirmedOrders[0]!.deliveryDate).toBe(
      cart.cartGroups[0]!.subCarts[0]!.deliveryInformation.availableDates[0]!.date,
    );
  });

  it("hides another organization's confirmation", async () => {
    const owner = await createCartWorld(t);
    const stranger = await createCartWorld(t);
    const cart = await fullCart(owner);
    await submit(owner, 'key-private-conf');
    expect((await stranger.client.get(`/web-api/order-confirmation?cart=${cart.id}`)).statusCode).toBe(404);
  });

  it('e-mails the buyer a confirmation through a durable job', async () => {
    const world = await createCartWorld(t);
    await fullCart(world);
    const body = (await submit(world, 'key-email-0001')).json() as SubmitCartResponse;
    let message = '';
    for (let i = 0; i < 100 && !message; i++) {
      message = outboxMessages(dataDir).find((text) => text.includes(world.user.email)) ?? '';
      if (!message) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(message).toContain(
      `Subject: Order confirmation ${body.confirmedOrders.map((o) => o.webOrderNumber).join(', ')}`,
    );
    expect(message).toContain(body.confirmedOrders[0]!.erpOrderNumber);
  });
});
