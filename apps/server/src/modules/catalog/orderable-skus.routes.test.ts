import type { OrderableSkusResponse } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartWorld, type CartWorld } from '../../test-support/orders-world.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createProduct } from '../../test-support/catalog-factories.ts';

let t: TestApp;
let world: CartWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createCartWorld(t);
}, 60_000);
afterAll(() => t.close());

const orderable = async (client: TestClient, skus: string[]) => {
  const response = await client.get(`/web-api/catalog/orderable?skus=${skus.join(',')}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderableSkusResponse;
};

describe('GET /web-api/catalog/orderable (similar items)', () => {
  it('offers only what the buyer can order: not restricted, taken online, in stock; none on hold', async () => {
    const groups = [world.org.customerGroupId];
    const restricted = await createProduct(world.db, {
      customerGroupIds: groups,
      businessUnitId: world.own.id,
      name: 'Restricted Caviar',
      variants: [{ text: 'EA', price: 90, stock: 5, overrides: { isRestrictedProduct: true } }],
    });
    const soldOut = await createProduct(world.db, {
      customerGroupIds: groups,
      businessUnitId: world.own.id,
      name: 'Sold Out Butter',
      variants: [{ text: 'CS', price: 40, stock: 0 }],
    });
    const { plain, jit } = world.products;
    const skus = [plain.sku, restricted.sku, soldOut.sku, jit.sku, 'NO-SUCH'];
    expect(await orderable(world.client, skus)).toEqual({ skus: [plain.sku], canOrder: true, message: null });
    // Anonymous visitors see what could be ordered, without prices.
    expect((await orderable(new TestClient(t.app), skus)).skus).toEqual([plain.sku]);

    const onHold = await createCartWorld(t, { isOnHold: true, holdErrors: ['Payment overdue.'] });
    expect(await orderable(onHold.client, [onHold.products.plain.sku])).toEqual({
      skus: [],
      canOrder: false,
      message: 'Payment overdue.',
    });
  });

  it('answers 400 for no skus or too many', async () => {
    expect((await world.client.get('/web-api/catalog/orderable?skus=')).statusCode).toBe(400);
    const many = Array.from({ length: 61 }, (_, i) => `S${i}`).join(',');
    expect((await world.client.get(`/web-api/catalog/orderable?skus=${many}`)).statusCode).toBe(400);
  });
});
