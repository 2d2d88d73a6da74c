import { JIT_LINE_TYPE_FLAG, type Cart, type SubmitCartResponse } from '@larder/contract';
import { OUT_OF_STOCK_MESSAGE } from '@larder/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  cartOf,
  createCartWorld,
  linesOf,
  type CartWorld,
} from '../modules/cart/cart-world.test-support.ts';
import { writeContentBlock } from '../modules/content/content.service.ts';
import { jobs } from '../modules/jobs/jobs.table.ts';
import { searchProducts } from '../modules/search/search.table.ts';
import { stockAllocations } from '../modules/catalog/stock-allocations.table.ts';
import { TEST_PASSWORD, createUser } from '../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { setStock, stockOf } from './stock.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addresses = 0;

/** `count` more buyers of the world's organization, each signed in from an address of its own. */
async function buyersOf(world: CartWorld, count: number): Promise<CartWorld[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = await createUser(world.db, {}, [world.org.id]);
      const client = new TestClient(t.app, `10.88.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`);
      await client.login(user.email, TEST_PASSWORD);
      return { ...world, user, client };
    }),
  );
}

const submit = (buyer: CartWorld, key: string) =>
  buyer.client.post('/web-api/cart/submit?defaultCart=true', undefined, {
    'idempotency-key': `stock-test-${key}-${buyer.user.id}`,
  });

describe('allocating stock at submit (ADR 020)', () => {
  it('never allocates more than on hand when many buyers submit the last units at once; a cancel releases', async () => {
    const world = await createCartWorld(t);
    const variantId = `${world.products.plain.sku}-CS`;
    await setStock(world, variantId, 5);
    const buyers = await buyersOf(world, 12);
    for (const buyer of buyers)
      expect((await add(buyer, world.products.plain.sku, 'CS', 1)).statusCode).toBe(200);

    const answers = await Promise.all(buyers.map((buyer, i) => submit(buyer, `last-units-${i}`)));
    const bodies = answers.map((answer) => answer.json() as SubmitCartResponse);
    const placed = bodies.filter((body) => body.success);
    expect(placed).toHaveLength(5);
    for (const refused of bodies.filter((body) => !body.success)) {
      expect(refused.validationMessages.map((m) => m.text)).toEqual([`Plain Flour: ${OUT_OF_STOCK_MESSAGE}`]);
    }
    expect(await stockOf(world, variantId)).toEqual({ quantity: 0, onHand: 5, allocated: 5, held: 5 });

    // The buyers left out are told before they submit again: the cart line says it is out of stock.
    const left = buyers[bodies.findIndex((body) => !body.success)]!;
    const [line] = linesOf(await cartOf(left));
    expect(line!.quantityWarningMessage).toBe(OUT_OF_STOCK_MESSAGE);
    expect((await cartOf(left)).errors).toEqual([`Plain Flour: ${OUT_OF_STOCK_MESSAGE}`]);

    const winner = buyers[bodies.findIndex((body) => body.success)]!;
    const cancelled = await winner.client.post('/web-api/order-history/cancel', {
      webOrderNumber: placed[0]!.confirmedOrders[0]!.webOrderNumber,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(world, variantId)).toEqual({ quantity: 1, onHand: 5, allocated: 4, held: 4 });
    expect((await submit(left, 'after-cancel').then((r) => r.json())) as SubmitCartResponse).toMatchObject({
      success: true,
    });
    expect(await stockOf(world, variantId)).toEqual({ quantity: 0, onHand: 5, allocated: 5, held: 5 });
  }, 120_000);

  it('an allocation publishes no stock.changed and refreshes search only when it takes the last units; a cancel publishes', async () => {
    const world = await createCartWorld(t);
    const sku = world.products.plain.sku;
    const variantId = `${sku}-CS`;
    await setStock(world, variantId, 3);
    const stockEvents = async () =>
      (
        await world.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.name, 'event:stock.changed'),
              sql`${jobs.payload}->'changes' @> ${JSON.stringify([{ variantId }])}::jsonb`,
            ),
          )
      ).length;
    // The search row keeps, per variant, whether it is in stock (migration 0016: refreshed when it crosses 0).
    const inSearchStock = async () => {
      const [row] = await world.db
        .select({ variants: searchProducts.variants })
        .from(searchProducts)
        .where(eq(searchProducts.sku, sku));
      return (row!.variants as { id: string; inStock: boolean }[]).find((v) => v.id === variantId)?.inStock;
    };
    const eventsBefore = await stockEvents();
    expect(await inSearchStock()).toBe(true);

    const [first, second] = await buyersOf(world, 2);
    await add(first!, sku, 'CS', 2);
    const placed = (await submit(first!, 'events-first').then((r) => r.json())) as SubmitCartResponse;
    expect(placed.success).toBe(true);
    expect(await stockOf(world, variantId)).toMatchObject({ quantity: 1, allocated: 2 });
    expect(await stockEvents()).toBe(eventsBefore);
    expect(await inSearchStock()).toBe(true);

    await add(second!, sku, 'CS', 1);
    expect(((await submit(second!, 'events-last').then((r) => r.json())) as SubmitCartResponse).success).toBe(
      true,
    );
    expect(await stockOf(world, variantId)).toMatchObject({ quantity: 0, allocated: 3 });
    expect(await stockEvents()).toBe(eventsBefore);
    expect(await inSearchStock()).toBe(false);

    const cancelled = await first!.client.post('/web-api/order-history/cancel', {
      webOrderNumber: placed.confirmedOrders[0]!.webOrderNumber,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(world, variantId)).toMatchObject({ quantity: 2, allocated: 1 });
    expect(await stockEvents()).toBe(eventsBefore + 1);
    expect(await inSearchStock()).toBe(true);
  });

  it('40 buyers each ordering 3 of 5 on hand: one order, 2 left, the rest told the spec message', async () => {
    const world = await createCartWorld(t);
    const variantId = `${world.products.plain.sku}-CS`;
    await setStock(world, variantId, 5);
    const buyers = await buyersOf(world, 40);
    for (const buyer of buyers) await add(buyer, world.products.plain.sku, 'CS', 3);
    const bodies = (await Promise.all(buyers.map((buyer, i) => submit(buyer, `three-${i}`)))).map(
      (answer) => answer.json() as SubmitCartResponse,
    );
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    expect(bodies.find((body) => !body.success)!.validationMessages[0]!.text).toBe(
      'Plain Flour: Adjusting quantity to maximum allowed (2).',
    );
    expect(await stockOf(world, variantId)).toEqual({ quantity: 2, onHand: 5, allocated: 3, held: 3 });
  }, 120_000);

  it('buys just-in-time items to order: past stock, nothing allocated', async () => {
    const world = await createCartWorld(t);
    await writeContentBlock(t.database.db, 'global-settings', {
      siteAlert: null,
      featureFlags: { [JIT_LINE_TYPE_FLAG]: true },
      storeName: 'Larder Foodservice',
    });
    const variantId = `${world.products.jit.sku}-CS`;
    expect((await add(world, world.products.jit.sku, 'CS', 8)).statusCode).toBe(200);
    const cart = await cartOf(world);
    expect(cart.oosLines).toEqual([]);
    expect(linesOf(cart)[0]).toMatchObject({ quantityWarningMessage: null, boughtToOrder: true });
    expect(((await submit(world, 'jit').then((r) => r.json())) as SubmitCartResponse).success).toBe(true);
    expect(await stockOf(world, variantId)).toMatchObject({ quantity: 5, allocated: 0, held: 0 });
  });

  it('an edit takes back what its order held and allocates the new quantity', async () => {
    const world = await createCartWorld(t);
    const variantId = `${world.products.plain.sku}-CS`;
    await setStock(world, variantId, 4);
    await add(world, world.products.plain.sku, 'CS', 3);
    const placed = (await submit(world, 'edit-1').then((r) => r.json())) as SubmitCartResponse;
    const orderNumber = placed.confirmedOrders[0]!.webOrderNumber;
    expect(await stockOf(world, variantId)).toMatchObject({ quantity: 1, allocated: 3 });

    const edit = await world.client.post('/web-api/cart/edit', { orderNumber });
    expect(edit.statusCode).toBe(200);
    const [line] = linesOf(edit.json() as Cart);
    // 4 fits: the 3 the order holds come back to it. 5 does not.
    const tooMany = await world.client.post(`/web-api/cart/update-item?orderNumber=${orderNumber}`, {
      id: line!.id,
      quantity: 5,
    });
    expect(tooMany.statusCode).toBe(200);
    const refused = (await world.client
      .post(`/web-api/cart/submit?orderNumber=${orderNumber}`, undefined, {
        'idempotency-key': `stock-test-edit-2-${world.user.id}`,
      })
      .then((r) => r.json())) as SubmitCartResponse;
    expect(refused.validationMessages[0]!.text).toBe(
      'Plain Flour: Adjusting quantity to maximum allowed (4).',
    );
    expect(await stockOf(world, variantId)).toMatchObject({ quantity: 1, allocated: 3, held: 3 });

    await world.client.post(`/web-api/cart/update-item?orderNumber=${orderNumber}`, {
      id: line!.id,
      quantity: 4,
    });
    const edited = (await world.client
      .post(`/web-api/cart/submit?orderNumber=${orderNumber}`, undefined, {
        'idempotency-key': `stock-test-edit-3-${world.user.id}`,
      })
      .then((r) => r.json())) as SubmitCartResponse;
    expect(edited.success).toBe(true);
    expect(await stockOf(world, variantId)).toEqual({ quantity: 0, onHand: 4, allocated: 4, held: 4 });
  }, 60_000);

  it('an order placed before allocation began counts its own lines as held when edited', async () => {
    const world = await createCartWorld(t);
    const variantId = `${world.products.plain.sku}-CS`;
    await setStock(world, variantId, 4);
    await add(world, world.products.plain.sku, 'CS', 3);
    const placed = (await submit(world, 'legacy-1').then((r) => r.json())) as SubmitCartResponse;
    const orderNumber = placed.confirmedOrders[0]!.webOrderNumber;
    // As the demo's seeded orders are: no allocation on record, and 1 unit free besides the order's 3.
    await world.db.delete(stockAllocations).where(eq(stockAllocations.variantId, variantId));
    await setStock(world, variantId, 1);

    const edit = await world.client.post('/web-api/cart/edit', { orderNumber });
    const [line] = linesOf(edit.json() as Cart);
    await world.client.post(`/web-api/cart/update-item?orderNumber=${orderNumber}`, {
      id: line!.id,
      quantity: 4,
    });
    const edited = (await world.client
      .post(`/web-api/cart/submit?orderNumber=${orderNumber}`, undefined, {
        'idempotency-key': `stock-test-legacy-2-${world.user.id}`,
      })
      .then((r) => r.json())) as SubmitCartResponse;
    expect(edited.validationMessages).toEqual([]);
    expect(edited.success).toBe(true);
    expect(await stockOf(world, variantId)).toEqual({ quantity: 0, onHand: 1, allocated: 4, held: 4 });
  }, 60_000);
});
