import { cartSetLineResponseSchema } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { cartOf, createCartWorld, linesOf, type CartWorld } from './cart-world.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
function setLine(world: CartWorld, body: object, key = `offline-key-${++keys}-${Date.now()}`) {
  return world.client.post('/web-api/cart/set-line', body, { 'idempotency-key': key });
}

describe('POST /web-api/cart/set-line', () => {
  it('applies a replayed change once: the same key again answers the same and changes nothing', async () => {
    const world = await createCartWorld(t);
    const body = {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 3,
      changedAt: new Date().toISOString(),
    };
    const first = await setLine(world, body, 'replay-once-key-1');
    expect(first.statusCode).toBe(200);
    expect(cartSetLineResponseSchema.parse(first.json())).toMatchObject({ applied: true, cartQuantity: 3 });
    const again = await setLine(world, body, 'replay-once-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ applied: true, cartQuantity: 3 });
    expect(linesOf(await cartOf(world)).map((l) => [l.productSku, l.quantity])).toEqual([
      [world.products.plain.sku, 3],
    ]);
    // The same key with another quantity is another request: refused, not applied.
    const reused = await setLine(world, { ...body, quantity: 7 }, 'replay-once-key-1');
    expect(reused.statusCode).toBe(422);
    expect(linesOf(await cartOf(world))[0]!.quantity).toBe(3);
  });

  it('sets rather than adds, and 0 removes the line', async () => {
    const world = await createCartWorld(t);
    const sku = world.products.plain.sku;
    await setLine(world, {
      productSku: sku,
      unitOfMeasure: 'CS',
      quantity: 2,
      changedAt: '2026-11-27T10:00:00Z',
    });
    await setLine(world, {
      productSku: sku,
      unitOfMeasure: 'CS',
      quantity: 5,
      changedAt: '2026-11-27T10:01:00Z',
    });
    expect(linesOf(await cartOf(world))[0]!.quantity).toBe(5);
    await setLine(world, {
      productSku: sku,
      unitOfMeasure: 'CS',
      quantity: 0,
      changedAt: '2026-11-27T10:02:00Z',
    });
    expect(linesOf(await cartOf(world))).toHaveLength(0);
  });

  it('lets the later change of a line win between two devices and says the line changed elsewhere', async () => {
    const world = await createCartWorld(t);
    const sku = world.products.plain.sku;
    // Device B typed later but reconnects first.
    const later = await setLine(world, {
      productSku: sku,
      unitOfMeasure: 'CS',
      quantity: 4,
      changedAt: '2026-11-27T10:05:00Z',
      baseQuantity: 0,
    });
    expect(later.json()).toMatchObject({ applied: true, changedElsewhere: false, cartQuantity: 4 });
    // Device A's earlier change loses and is told so.
    const earlier = await setLine(world, {
      productSku: sku,
      unitOfMeasure: 'CS',
      quantity: 9,
      changedAt: '2026-11-27T10:00:00Z',
      baseQuantity: 0,
    });
    expect(earlier.json()).toMatchObject({ applied: false, changedElsewhere: true, cartQuantity: 4 });
    // A change made after B's wins, and says the cart held something else than the device saw.
    const latest = await setLine(world, {
      productSku: sku,
      unitOfMeasure: 'CS',
      quantity: 6,
      changedAt: '2026-11-27T10:09:00Z',
      baseQuantity: 0,
    });
    expect(latest.json()).toMatchObject({ applied: true, changedElsewhere: true, cartQuantity: 6 });
    expect(linesOf(await cartOf(world))[0]!.quantity).toBe(6);
  });

  it('refuses with the spec message a quantity below the minimum, and a price moved past the threshold', async () => {
    const world = await createCartWorld(t);
    const below = await setLine(world, {
      productSku: world.products.minMax.sku,
      unitOfMeasure: 'EA',
      quantity: 1,
      changedAt: new Date().toISOString(),
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().error.message).toBe('Minimum quantity of 3 required for this product.');
    const priced = await setLine(world, {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 1,
      changedAt: new Date().toISOString(),
      seenPrice: 20,
    });
    expect(priced.statusCode).toBe(422);
    expect(priced.json().error.message).toBe(
      'The price changed from $20.00 to $24.50 since you entered this quantity. Check it and enter it again.',
    );
    expect(linesOf(await cartOf(world))).toHaveLength(0);
  });

  it('refuses a missing key, bad input and impossible dates with 400 and changes nothing', async () => {
    const world = await createCartWorld(t);
    const sku = world.products.plain.sku;
    const noKey = await world.client.post('/web-api/cart/set-line', {
      productSku: sku,
      unitOfMeasure: 'CS',
      quantity: 1,
      changedAt: new Date().toISOString(),
    });
    expect(noKey.statusCode).toBe(400);
    for (const bad of [
      { productSku: sku, unitOfMeasure: 'CS', quantity: '1', changedAt: new Date().toISOString() },
      { productSku: sku, unitOfMeasure: 'CS', quantity: 1, changedAt: '2026-02-30T10:00:00Z' },
      { productSku: 'a\u0000b', unitOfMeasure: 'CS', quantity: 1, changedAt: new Date().toISOString() },
      { productSku: sku, unitOfMeasure: 'CS', quantity: null, changedAt: new Date().toISOString() },
    ]) {
      expect((await setLine(world, bad)).statusCode).toBe(400);
    }
    expect(linesOf(await cartOf(world))).toHaveLength(0);
  });
});
