import type { Cart, SubmitCartResponse } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, cartOf, createCartWorld, linesOf } from '../modules/cart/cart-world.test-support.ts';
import { inventory } from '../modules/catalog/catalog.table.ts';
import { orders } from '../modules/orders/orders.table.ts';
import { TEST_PASSWORD, createUser } from '../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('carts under concurrent requests', () => {
  it('counts every one of 50 parallel adds and 50 parallel line updates, totals matching the lines', async () => {
    const world = await createCartWorld(t);
    const adds = await Promise.all(
      Array.from({ length: 50 }, () => add(world, world.products.plain.sku, 'EA', 1)),
    );
    expect(adds.every((r) => r.statusCode === 200)).toBe(true);
    expect(linesOf(await cartOf(world))[0]!.quantity).toBe(50);

    await add(world, world.products.plain.sku, 'CS', 1);
    await add(world, world.products.elsewhere.sku, 'CS', 1);
    const lines = linesOf(await cartOf(world));
    const updates = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const line = lines[i % lines.length]!;
        return world.client.post('/web-api/cart/update-item', {
          id: line.id,
          quantity: 10 + (i % lines.length),
        });
      }),
    );
    expect(updates.every((r) => r.statusCode === 200)).toBe(true);
    const cart = await cartOf(world);
    const after = linesOf(cart);
    expect(after.map((l) => l.quantity).sort()).toEqual([10, 11, 12]);
    const cents = after.reduce(
      (sum, l) => sum + Math.round((l.priceInfo.unitPrice ?? 0) * 100) * l.quantity,
      0,
    );
    expect(cart.summary.totals.totalValue).toBeCloseTo(cents / 100, 2);
  });

  it('turns 100 carts, each submitted 5 times at once, into exactly one set of orders per cart', async () => {
    const world = await createCartWorld(t);
    const buyers = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const user = await createUser(world.db, {}, [world.org.id]);
        // Each buyer signs in from its own address: 100 sign-ins at once from one address are throttled.
        const client = new TestClient(t.app, `10.77.0.${i + 1}`);
        await client.login(user.email, TEST_PASSWORD);
        return { ...world, user, client };
      }),
    );
    // Enough stock for every buyer: this test is about submitting once, not about the last units (ADR 020).
    await world.db.update(inventory).set({ quantity: 1_000, onHand: 1_000 });
    for (const buyer of buyers) {
      await add(buyer, buyer.products.plain.sku, 'CS', 1);
      await add(buyer, buyer.products.elsewhere.sku, 'CS', 1);
    }
    const carts = new Map<string, Cart>();
    for (const buyer of buyers) carts.set(buyer.user.id, await cartOf(buyer));

    const answers = await Promise.all(
      buyers.flatMap((buyer) =>
        // Two tabs with one key each, a double click (same key twice) and a retry with the cart id.
        ['a', 'a', 'b', 'c', 'd'].map((tab) =>
          buyer.client.post(
            `/web-api/cart/submit?defaultCart=true&cartId=${carts.get(buyer.user.id)!.id}`,
            undefined,
            { 'idempotency-key': `${buyer.user.id}-${tab}` },
          ),
        ),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const bodies = answers.map((r) => r.json() as SubmitCartResponse);
    expect(bodies.every((b) => b.success)).toBe(true);
    for (let i = 0; i < buyers.length; i++) {
      const five = bodies.slice(i * 5, i * 5 + 5);
      for (const body of five) expect(body).toEqual(five[0]);
    }
    const placed = await t.database.db.select().from(orders).where(eq(orders.organizationId, world.org.id));
    expect(placed).toHaveLength(200);
    expect(new Set(placed.map((o) => o.cartId)).size).toBe(100);
    expect(new Set(placed.map((o) => o.webOrderNumber)).size).toBe(200);
  }, 120_000);
});
