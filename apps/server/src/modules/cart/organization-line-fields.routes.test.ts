import type { Cart, SubmitCartResponse } from '@larder/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { cartLines, carts } from './cart.table.ts';
import { add, cartOf, createCartWorld, linesOf, type CartWorld } from './cart-world.test-support.ts';

/** Spec section 6: a line carries only the organization-type fields of its organization's types. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addLine(world: CartWorld, sku: string): Promise<string> {
  const response = await add(world, sku, 'CS', 1);
  expect(response.statusCode).toBe(200);
  return response.json().lineId as string;
}

async function storedLine(lineId: string) {
  const [row] = await t.database.db.select().from(cartLines).where(eq(cartLines.id, lineId));
  return row!;
}

async function submitted(world: CartWorld) {
  const response = await world.client.post('/web-api/cart/submit?defaultCart=true', undefined, {
    'idempotency-key': `line-fields-${world.org.id}`,
  });
  expect((response.json() as SubmitCartResponse).success).toBe(true);
  const placed = await t.database.db.select().from(orders).where(eq(orders.organizationId, world.org.id));
  const ids = placed.map((order) => order.id);
  return t.database.db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
}

describe('organization-type line fields', () => {
  it('refuses cut instructions from a specialty organization with a 400 naming the field, storing nothing', async () => {
    const world = await createCartWorld(t);
    const lineId = await addLine(world, world.products.plain.sku);
    for (const field of ['cutInstructions1', 'cutInstructions2'] as const) {
      const response = await world.client.post('/web-api/cart/update-item', { id: lineId, [field]: 'Trim' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: expect.any(String) },
      });
    }
    expect(await storedLine(lineId)).toMatchObject({
      cutInstructions1: null,
      cutInstructions2: null,
      quantity: 1,
    });
    const [orderLine] = await submitted(world);
    expect(orderLine!.erpFields).not.toHaveProperty('cutInstructions1');
    expect(orderLine!.erpFields).not.toHaveProperty('cutInstructions2');
  });

  it("neither shows nor sends cut instructions stored on a specialty organization's line before the rule", async () => {
    const world = await createCartWorld(t);
    const lineId = await addLine(world, world.products.plain.sku);
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(cartLines)
        .set({ cutInstructions1: 'Trim', cutInstructions2: 'Cube' })
        .where(eq(cartLines.id, lineId));
      const [line] = await tx.select().from(cartLines).where(eq(cartLines.id, lineId));
      await tx
        .update(carts)
        .set({ version: sql`${carts.version} + 1` })
        .where(eq(carts.id, line!.cartId));
    });
    expect(linesOf(await cartOf(world))[0]).toMatchObject({ cutInstructions1: null, cutInstructions2: null });
    const [orderLine] = await submitted(world);
    expect(orderLine!.erpFields).not.toHaveProperty('cutInstructions1');
    expect(orderLine!.erpFields).not.toHaveProperty('cutInstructions2');
  });

  it("stores, shows and sends a protein organization's cut instructions", async () => {
    const world = await createCartWorld(t, { isProtein: true, isSpecialty: false, brand: 1 });
    const lineId = await addLine(world, world.products.plain.sku);
    const response = await world.client.post('/web-api/cart/update-item', {
      id: lineId,
      cutInstructions1: 'Trim',
      cutInstructions2: 'Cube',
    });
    expect(response.statusCode).toBe(200);
    expect(linesOf(response.json() as Cart)[0]).toMatchObject({
      cutInstructions1: 'Trim',
      cutInstructions2: 'Cube',
    });
    const [orderLine] = await submitted(world);
    expect(orderLine!.erpFields).toMatchObject({ cutInstructions1: 'Trim', cutInstructions2: 'Cube' });
  });

  it('takes customer notes only on the drop-ship lines of a specialty organization', async () => {
    const specialty = await createCartWorld(t);
    const regular = await addLine(specialty, specialty.products.plain.sku);
    const dropShip = await addLine(specialty, specialty.products.dropShip.sku);
    const refused = await specialty.client.post('/web-api/cart/update-item', {
      id: regular,
      customerNotes: 'Ring',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('customerNotes');
    const taken = await specialty.client.post('/web-api/cart/update-item', {
      id: dropShip,
      customerNotes: 'Ring',
    });
    expect(taken.statusCode).toBe(200);
    expect((await storedLine(dropShip)).customerNotes).toBe('Ring');

    const cme = await createCartWorld(t, { isCme: true, isSpecialty: false });
    const cmeLine = await addLine(cme, cme.products.dropShip.sku);
    const fromCme = await cme.client.post('/web-api/cart/update-item', {
      id: cmeLine,
      customerNotes: 'Ring',
    });
    expect(fromCme.statusCode).toBe(400);
    expect((await storedLine(cmeLine)).customerNotes).toBeNull();
  });
});
