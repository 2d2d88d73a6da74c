import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { findCartContents, findCartLines } from './cart-contents.repository.ts';
import { add, cartOf, createCartWorld } from './cart-world.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('findCartContents', () => {
  it('reads every column of every line as a plain select of the table does', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.plain.sku, 'CS', 2);
    await add(world, world.products.dropShip.sku, 'CS', 1);
    const cart = await cartOf(world);
    const { lines } = await findCartContents(t.database.db, cart.id);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(await findCartLines(t.database.db, cart.id));
  });
});
