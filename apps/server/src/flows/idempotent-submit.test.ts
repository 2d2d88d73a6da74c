import type { SubmitCartResponse } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  cartOf,
  createCartWorld,
  linesOf,
  type CartWorld,
} from '../modules/cart/cart-world.test-support.ts';
import { orders } from '../modules/orders/orders.table.ts';
import { TEST_PASSWORD, createUser } from '../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function submit(world: CartWorld, key: string, query = '') {
  return world.client.post(`/web-api/cart/submit?defaultCart=true${query}`, undefined, {
    'idempotency-key': key,
  });
}

async function fillCart(world: CartWorld) {
  await add(world, world.products.plain.sku, 'CS', 1);
  await add(world, world.products.elsewhere.sku, 'CS', 1);
}

async function ordersOfUser(world: CartWorld) {
  return t.database.db.select().from(orders).where(eq(orders.userId, world.user.id));
}

/** A second buyer of the world's organization, signed in on their own client. */
async function colleagueOf(world: CartWorld): Promise<CartWorld> {
  const user = await createUser(world.db, {}, [world.org.id]);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { ...world, user, client };
}

describe('cart/submit with an Idempotency-Key', () => {
  it('answers 50 concurrent submits of one key without a cart id with one set of orders and one answer', async () => {
    const world = await createCartWorld(t);
    await fillCart(world);
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(world, 'key-fifty-at-once')));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const bodies = answers.map((r) => r.json() as SubmitCartResponse);
    expect(bodies[0]!.success).toBe(true);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const placed = await ordersOfUser(world);
    expect(placed.map((o) => o.webOrderNumber).sort()).toEqual(
      bodies[0]!.confirmedOrders.map((o) => o.webOrderNumber).sort(),
    );
    expect(placed).toHaveLength(2);
  }, 60_000);

  it("submits a colleague's own cart when they send a key another buyer of the organization used", async () => {
    const buyer = await createCartWorld(t);
    const colleague = await colleagueOf(buyer);
    await fillCart(buyer);
    await add(colleague, colleague.products.plain.sku, 'CS', 3);
    const first = (await submit(buyer, 'key-shared-by-two')).json() as SubmitCartResponse;
    const second = (await submit(colleague, 'key-shared-by-two')).json() as SubmitCartResponse;
    expect(first.success).toBe(true);
    expect(second.success).toBe(true);
    expect(second.orderConfirmationUrl).not.toBe(first.orderConfirmationUrl);
    const theirs = await ordersOfUser(colleague);
    expect(theirs.map((o) => o.webOrderNumber)).toEqual(second.confirmedOrders.map((o) => o.webOrderNumber));
    expect(linesOf(await cartOf(colleague))).toHaveLength(0);
    expect(await ordersOfUser(buyer)).toHaveLength(2);
  });

  it('refuses a key sent again with a different cart with a 422 and changes nothing', async () => {
    const world = await createCartWorld(t);
    await fillCart(world);
    const first = await submit(world, 'key-then-another-cart');
    expect((first.json() as SubmitCartResponse).success).toBe(true);
    await fillCart(world);
    const next = await cartOf(world);
    const reused = await submit(world, 'key-then-another-cart', `&cartId=${next.id}`);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toEqual({
      code: 'RULE_BROKEN',
      message:
        'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    });
    expect(await ordersOfUser(world)).toHaveLength(2);
    expect(linesOf(await cartOf(world))).toHaveLength(2);
  });

  it('keeps the first answer of a key, a refusal too, while the same request is sent again', async () => {
    const world = await createCartWorld(t);
    const empty = (await submit(world, 'key-first-refused')).json() as SubmitCartResponse;
    expect(empty.success).toBe(false);
    await fillCart(world);
    const again = (await submit(world, 'key-first-refused')).json() as SubmitCartResponse;
    expect(again).toEqual(empty);
    expect(await ordersOfUser(world)).toHaveLength(0);
  });
});
