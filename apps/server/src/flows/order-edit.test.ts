import { cartSchema, submitCartResponseSchema, type Cart, type SubmitCartResponse } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  cartOf,
  createCartWorld,
  linesOf,
  type CartWorld,
} from '../modules/cart/cart-world.test-support.ts';
import { orderRow, passCutOff, placeOrder } from '../test-support/orders-world.ts';
import { TEST_PASSWORD, createUser } from '../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../test-support/test-app.ts';
import { EDIT_EMPTY_MESSAGE, EDIT_SPLIT_MESSAGE } from './submit-order-edit.flow.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function edit(world: CartWorld, orderNumber: string): Promise<Cart> {
  const response = await world.client.post('/web-api/cart/edit', { orderNumber });
  expect(response.statusCode, response.body).toBe(200);
  return cartSchema.parse(response.json());
}

function submitEdit(world: CartWorld, orderNumber: string, key: string) {
  return world.client.post(`/web-api/cart/submit?orderNumber=${orderNumber}`, undefined, {
    'idempotency-key': key,
  });
}

async function orderDetails(world: CartWorld, webOrderNumber: string) {
  return (await world.client.post('/web-api/order-history/details', { webOrderNumber })).json();
}

describe('editing a placed order', () => {
  it('loads the order into an edit cart, tracks changes, and submit updates the order', async () => {
    const world = await createCartWorld(t);
    const { plain, catchWeight } = world.products;
    await world.client.post('/web-api/cart/update/field', { name: 'poNumber', value: 'PO-EDIT' });
    const [order] = await placeOrder(world, [
      [plain.sku, 'CS', 2],
      [catchWeight.sku, 'LB', 1],
    ]);
    const number = order!.webOrderNumber;
    await add(world, plain.sku, 'EA', 7); // the open cart is not the edit cart

    const cart = await edit(world, number);
    expect(cart).toMatchObject({
      orderNumber: number,
      hasChanges: false,
      summary: { poNumber: { value: 'PO-EDIT' } },
    });
    // The delivery's PO box holds the order's PO as its value (not only as a hint).
    expect(cart.cartGroups.flatMap((g) => g.subCarts).map((s) => s.poNumber.value)).toEqual(['PO-EDIT']);
    expect(linesOf(cart).map((l) => [l.productSku, l.quantity])).toEqual([
      [plain.sku, 2],
      [catchWeight.sku, 1],
    ]);
    const line = linesOf(cart)[0]!;
    const changed = await world.client.post(`/web-api/cart/update-item?orderNumber=${number}`, {
      id: line.id,
      quantity: 5,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().hasChanges).toBe(true);
    const viewed = cartSchema.parse((await world.client.get(`/web-api/cart?orderNumber=${number}`)).json());
    expect(viewed.hasChanges).toBe(true);
    expect(linesOf(viewed)[0]!.quantity).toBe(5);
    // The order and the open cart are untouched until submit.
    expect((await orderDetails(world, number)).lines[0].quantity).toBe(2);
    expect(linesOf(await cartOf(world)).map((l) => [l.productSku, l.quantity])).toEqual([[plain.sku, 7]]);

    // Cancel changes puts the order's lines back and clears the flag.
    const cancelled = cartSchema.parse(
      (await world.client.post('/web-api/cart/cancel-changes', { orderNumber: number })).json(),
    );
    expect(cancelled.hasChanges).toBe(false);
    expect(linesOf(cancelled)[0]!.quantity).toBe(2);

    const again = linesOf(await edit(world, number))[0]!;
    await world.client.post(`/web-api/cart/update-item?orderNumber=${number}`, { id: again.id, quantity: 4 });
    const response = await submitEdit(world, number, 'edit-submit-0001');
    const body = submitCartResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.confirmedOrders).toHaveLength(1);
    expect(body.confirmedOrders[0]).toMatchObject({
      webOrderNumber: number,
      erpOrderNumber: order!.erpOrderNumber,
    });
    const updated = await orderDetails(world, number);
    expect(updated.lines.map((l: { quantity: number }) => l.quantity)).toEqual([4, 1]);
    expect(updated.header.purchaseOrderNumber).toBe('PO-EDIT');
    expect(updated.summary.orderTotal).toBe(body.confirmedOrders[0]!.total);
    expect(updated.summary.orderTotal).not.toBe(order!.total);
    expect((await orderRow(world, number)).version).toBe(1);
    // The confirmation page reads the edit's answer; a retry gets the same answer.
    const confirmation = await world.client.get(`/web-api/order-confirmation?cart=${cart.id}`);
    expect(confirmation.json().confirmedOrders).toEqual(body.confirmedOrders);
    expect(confirmation.json().editedOrderNumber).toBe(number);
    expect((await submitEdit(world, number, 'edit-submit-0001')).json()).toEqual(body);
    // Nothing is being edited any more.
    expect((await world.client.get(`/web-api/cart?orderNumber=${number}`)).statusCode).toBe(404);
  });

  it('delete-edit throws the edit away and leaves the order as placed', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
    const number = order!.webOrderNumber;
    const cart = await edit(world, number);
    await world.client.post(`/web-api/cart/update-item?orderNumber=${number}`, {
      id: linesOf(cart)[0]!.id,
      quantity: 9,
    });
    const deleted = await world.client.post('/web-api/cart/delete-edit', { orderNumber: number });
    expect(deleted.json()).toEqual({ success: true });
    expect((await world.client.get(`/web-api/cart?orderNumber=${number}`)).statusCode).toBe(404);
    expect(
      (
        await world.client.post(`/web-api/cart/update-item?orderNumber=${number}`, {
          id: linesOf(cart)[0]!.id,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await orderDetails(world, number)).lines[0].quantity).toBe(2);
    const fresh = await edit(world, number);
    expect(fresh.hasChanges).toBe(false);
    expect(linesOf(fresh)[0]!.quantity).toBe(2);
  });

  it('refuses edits after the cut-off and changes nothing', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
    const number = order!.webOrderNumber;
    const cart = await edit(world, number);
    await passCutOff(world, number);
    const before = await orderRow(world, number);
    const refusal = `Order ${number} can no longer be changed: its cut-off has passed. Please contact your Sales Rep.`;
    const change = await world.client.post(`/web-api/cart/update-item?orderNumber=${number}`, {
      id: linesOf(cart)[0]!.id,
      quantity: 6,
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().error.message).toBe(refusal);
    const submit = await submitEdit(world, number, 'edit-late-0001');
    expect(submit.statusCode).toBe(422);
    expect(submit.json().error.message).toBe(refusal);
    expect((await world.client.post('/web-api/cart/edit', { orderNumber: number })).statusCode).toBe(422);
    expect(await orderRow(world, number)).toEqual(before);
    expect((await orderDetails(world, number)).lines[0].quantity).toBe(2);
  });

  it('refuses an edit that empties the order, moves its date, or adds another warehouse', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
    const number = order!.webOrderNumber;
    const cart = await edit(world, number);
    const subCart = cart.cartGroups[0]!.subCarts[0]!;
    const date = await world.client.post(`/web-api/cart/update/deliveryDate?orderNumber=${number}`, {
      subCartKey: subCart.key,
      deliveryDate: subCart.deliveryInformation.availableDates[1]!.date,
    });
    expect(date.statusCode).toBe(422);
    const other = await world.client.post(`/web-api/cart/add?orderNumber=${number}`, {
      productSku: world.products.elsewhere.sku,
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    expect(other.statusCode).toBe(200);
    const split = (await submitEdit(world, number, 'edit-split-0001')).json() as SubmitCartResponse;
    expect(split.success).toBe(false);
    expect(split.validationMessages.map((m) => m.text)).toContain(EDIT_SPLIT_MESSAGE);
    for (const line of linesOf(
      cartSchema.parse((await world.client.get(`/web-api/cart?orderNumber=${number}`)).json()),
    )) {
      await world.client.post(`/web-api/cart/remove-item?orderNumber=${number}&id=${line.id}`);
    }
    const empty = (await submitEdit(world, number, 'edit-empty-0001')).json() as SubmitCartResponse;
    expect(empty.validationMessages.map((m) => m.text)).toEqual([EDIT_EMPTY_MESSAGE]);
    expect((await orderRow(world, number)).version).toBe(0);
  });
});

describe('coming back to an edit', () => {
  it('keeps an edit in progress, and starts over once someone else changed the order', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
    const number = order!.webOrderNumber;
    const line = linesOf(await edit(world, number))[0]!;
    await world.client.post(`/web-api/cart/update-item?orderNumber=${number}`, { id: line.id, quantity: 7 });
    const resumed = await edit(world, number);
    expect(resumed.hasChanges).toBe(true);
    expect(linesOf(resumed)[0]!.quantity).toBe(7);

    const colleague = await createUser(world.db, {}, [world.org.id]);
    const client = new TestClient(t.app);
    await client.login(colleague.email, TEST_PASSWORD);
    const other = { ...world, user: colleague, client };
    const theirs = linesOf(await edit(other, number))[0]!;
    await other.client.post(`/web-api/cart/update-item?orderNumber=${number}`, {
      id: theirs.id,
      quantity: 3,
    });
    expect((await submitEdit(other, number, 'edit-back-0001')).statusCode).toBe(200);

    const fresh = await edit(world, number);
    expect(fresh.hasChanges).toBe(false);
    expect(linesOf(fresh)[0]!.quantity).toBe(3);
  });
});

describe('concurrent edit submits', () => {
  it('one edit cart submitted 5 times at once yields one result and one order change', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
    const number = order!.webOrderNumber;
    const cart = await edit(world, number);
    await world.client.post(`/web-api/cart/update-item?orderNumber=${number}`, {
      id: linesOf(cart)[0]!.id,
      quantity: 3,
    });
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => submitEdit(world, number, `edit-race-${i}-0000`)),
    );
    const bodies = responses.map((r) => r.json() as SubmitCartResponse);
    expect(bodies.every((b) => b.success)).toBe(true);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect((await orderRow(world, number)).version).toBe(1);
    expect((await orderDetails(world, number)).lines[0].quantity).toBe(3);
  });

  it('two buyers editing one order: one submit wins, the other is a 409 and changes nothing', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
    const number = order!.webOrderNumber;
    const colleague = await createUser(world.db, {}, [world.org.id]);
    const client = new TestClient(t.app);
    await client.login(colleague.email, TEST_PASSWORD);
    const second = { ...world, user: colleague, client };
    const quantities = new Map([
      [world, 4],
      [second, 6],
    ]);
    for (const [buyer, quantity] of quantities) {
      const cart = await edit(buyer, number);
      await buyer.client.post(`/web-api/cart/update-item?orderNumber=${number}`, {
        id: linesOf(cart)[0]!.id,
        quantity,
      });
    }
    const [a, b] = await Promise.all([
      submitEdit(world, number, 'edit-two-a-0001'),
      submitEdit(second, number, 'edit-two-b-0001'),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 4 : 6;
    expect((await orderDetails(world, number)).lines[0].quantity).toBe(winner);
    expect((await orderRow(world, number)).version).toBe(1);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.message).toMatch(/changed since you started editing/);
  });
});
