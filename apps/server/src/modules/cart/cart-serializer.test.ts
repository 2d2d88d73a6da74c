import { cartSchema, cartUpdateResponseSchema } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { prices } from '../catalog/catalog.table.ts';
import { add, cartOf, createCartWorld, linesOf } from './cart-world.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('cart answers built from kept line views', () => {
  it('write exactly what validating and writing the whole answer would', async () => {
    const world = await createCartWorld(t);
    const { plain, elsewhere, dropShip, catchWeight } = world.products;
    for (const [sku, unit, quantity] of [
      [plain.sku, 'CS', 2],
      [plain.sku, 'EA', 3],
      [elsewhere.sku, 'CS', 1],
      [dropShip.sku, 'CS', 1],
      [catchWeight.sku, 'LB', 4],
    ] as const) {
      expect((await add(world, sku, unit, quantity)).statusCode).toBe(200);
    }
    const first = await world.client.get('/web-api/cart');
    const again = await world.client.get('/web-api/cart');
    expect(again.body).toBe(first.body);
    expect(first.body).toBe(JSON.stringify(cartSchema.parse(JSON.parse(first.body))));
    // Each sub-cart's lines in the order they were added, each line once.
    const lines = linesOf(first.json());
    expect(lines.map((l) => `${l.productSku} ${l.unitOfMeasure}`)).toEqual([
      `${plain.sku} CS`,
      `${plain.sku} EA`,
      `${catchWeight.sku} LB`,
      `${dropShip.sku} CS`,
      `${elsewhere.sku} CS`,
    ]);

    const line = linesOf(first.json()).find((l) => l.productSku === plain.sku && l.unitOfMeasure === 'CS')!;
    const updated = await world.client.post('/web-api/cart/update-item', { id: line.id, quantity: 5 });
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toBe(JSON.stringify(cartUpdateResponseSchema.parse(JSON.parse(updated.body))));
    expect(linesOf(updated.json()).find((l) => l.id === line.id)?.quantity).toBe(5);
    expect(linesOf(updated.json())).toHaveLength(5);
  });

  it('show a line anew once its price changes', async () => {
    const world = await createCartWorld(t);
    const { plain } = world.products;
    await add(world, plain.sku, 'CS', 2);
    expect(linesOf(await cartOf(world))[0]?.unitPrice).toBe('$24.50');
    await world.db
      .update(prices)
      .set({ price: '30.00' })
      .where(
        and(eq(prices.variantId, `${plain.sku}-CS`), eq(prices.customerGroupId, world.org.customerGroupId)),
      );
    const [line] = linesOf(await cartOf(world));
    expect(line?.unitPrice).toBe('$30.00');
    expect(line?.totalPrice).toBe('$60.00');
  });
});
