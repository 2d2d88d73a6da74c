import type { OrderDetails, OrderFeedResponse, ProductOptions } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, createCartWorld, placeOrder, type CartWorld } from '../../test-support/orders-world.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { inventory } from '../catalog/catalog.table.ts';
import { revokeApiKey } from './api-keys.repository.ts';
import { createApiKey, erp, until } from './integration.test-support.ts';

let t: TestApp;
let world: CartWorld;
let key: string;

beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '50' });
  world = await createCartWorld(t);
  key = (await createApiKey(t)).secret;
}, 60_000);
afterAll(() => t.close());

async function stockRow(variantId: string, businessUnitId: string) {
  const [row] = await world.db
    .select({ quantity: inventory.quantity, onHand: inventory.onHand, allocated: inventory.allocated })
    .from(inventory)
    .where(and(eq(inventory.variantId, variantId), eq(inventory.businessUnitId, businessUnitId)));
  return row;
}

describe('API keys', () => {
  it('answers 401 without a live key and 403 for a key without the scope, changing nothing', async () => {
    const body = {
      items: [
        { sku: world.products.plain.sku, unitOfMeasure: 'CS', businessUnitId: world.own.id, onHand: 1 },
      ],
    };
    expect((await erp(t, null).post('/integration/v1/inventory', body)).statusCode).toBe(401);
    expect((await erp(t, 'not-a-key').post('/integration/v1/inventory', body)).statusCode).toBe(401);
    const pricesOnly = await createApiKey(t, { scopes: ['prices'] });
    const forbidden = await erp(t, pricesOnly.secret).post('/integration/v1/inventory', body);
    expect(forbidden.statusCode).toBe(403);
    const revoked = await createApiKey(t);
    await revokeApiKey(t.database.db, revoked.row.id);
    expect((await erp(t, revoked.secret).get('/integration/v1/orders')).statusCode).toBe(401);
    // A session cookie is no key: a signed-in buyer cannot call the ERP's API.
    expect((await world.client.get('/integration/v1/orders')).statusCode).toBe(401);
    expect(await stockRow(`${world.products.plain.sku}-CS`, world.own.id)).toMatchObject({ onHand: 50 });
  });
});

describe('POST /integration/v1/inventory', () => {
  it('sets on hand per sku, unit and business unit, idempotently; what can be ordered nets open orders', async () => {
    const sku = world.products.plain.sku;
    await placeOrder(world, [[sku, 'CS', 4]]);
    const body = {
      items: [
        { sku, unitOfMeasure: 'CS', businessUnitId: world.own.id, onHand: 10 },
        { sku, unitOfMeasure: 'ea', businessUnitId: world.other.id, onHand: 3 },
      ],
    };
    const first = await erp(t, key).post('/integration/v1/inventory', body);
    expect(first.json()).toEqual({ received: 2, changed: 2 });
    expect(await stockRow(`${sku}-CS`, world.own.id)).toEqual({ quantity: 6, onHand: 10, allocated: 4 });
    expect(await stockRow(`${sku}-EA`, world.other.id)).toEqual({ quantity: 3, onHand: 3, allocated: 0 });
    expect((await erp(t, key).post('/integration/v1/inventory', body)).json()).toEqual({
      received: 2,
      changed: 0,
    });
  });

  it('refuses the whole call with an error per bad row, applying none of it', async () => {
    const sku = world.products.plain.sku;
    const response = await erp(t, key).post('/integration/v1/inventory', {
      items: [
        { sku, unitOfMeasure: 'CS', businessUnitId: world.own.id, onHand: 99 },
        { sku: 'NO-SUCH-SKU', unitOfMeasure: 'CS', businessUnitId: world.own.id, onHand: 1 },
        { sku, unitOfMeasure: 'CS', businessUnitId: 'BU-NOWHERE', onHand: 1 },
        { sku, unitOfMeasure: 'CS', businessUnitId: world.own.id, onHand: 5 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'items.1.sku': 'No product NO-SUCH-SKU sold by CS.',
      'items.2.businessUnitId': 'No business unit BU-NOWHERE.',
      'items.3': `${sku} CS at ${world.own.id} is listed twice.`,
    });
    expect(await stockRow(`${sku}-CS`, world.own.id)).toMatchObject({ onHand: 10 });
    const badType = await erp(t, key).post('/integration/v1/inventory', {
      items: [{ sku, unitOfMeasure: 'CS', businessUnitId: world.own.id, onHand: -1 }],
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields).toHaveProperty(['items.0.onHand']);
  });
});

describe('POST /integration/v1/prices', () => {
  it("sets a group's price and a null price makes it 'Price Pending'", async () => {
    const sku = world.products.plain.sku;
    const group = world.org.customerGroupId;
    const options = async () =>
      (
        (await world.client.get(`/web-api/cart/product-options?sku=${sku}`)).json() as ProductOptions
      ).variants.find((v) => v.text === 'CS')!.price;
    const set = await erp(t, key).post('/integration/v1/prices', {
      prices: [{ sku, unitOfMeasure: 'CS', customerGroupId: group, price: 31.25 }],
    });
    expect(set.json()).toEqual({ received: 1, changed: 1 });
    expect(await options()).toBe('$31.25');
    await erp(t, key).post('/integration/v1/prices', {
      prices: [{ sku, unitOfMeasure: 'CS', customerGroupId: group, price: null }],
    });
    expect(await options()).toBe('Price Pending');
    const bad = await erp(t, key).post('/integration/v1/prices', {
      prices: [
        { sku, unitOfMeasure: 'CS', customerGroupId: group, price: 10 },
        { sku, unitOfMeasure: 'CS', customerGroupId: 'CG-NONE', price: 10 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'prices.1.customerGroupId': 'No customer group CG-NONE.' });
    expect(await options()).toBe('Price Pending');
  });
});

describe('the order feed and ERP statuses', () => {
  async function feedAfter(cursor: string | null): Promise<OrderFeedResponse> {
    const response = await erp(t, key).get(`/integration/v1/orders${cursor ? `?cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json() as OrderFeedResponse;
  }

  it('lists a submitted order, then its edit and its cancel, after the cursor', async () => {
    const start = (await feedAfter(null)).nextCursor;
    const [order] = await placeOrder(world, [[world.products.elsewhere.sku, 'CS', 2]]);
    const number = order!.webOrderNumber;
    await until(async () => (await feedAfter(start)).items.length === 1);
    const placed = await feedAfter(start);
    expect(placed.items[0]).toMatchObject({
      kind: 'placed',
      order: {
        webOrderNumber: number,
        lines: [{ lineNumber: 1, sku: world.products.elsewhere.sku, quantity: 2 }],
      },
    });

    const editing = await world.client.post('/web-api/cart/edit', { orderNumber: number });
    const lineId = editing.json().cartGroups[0].subCarts[0].lines[0].id as string;
    await world.client.post(`/web-api/cart/update-item?orderNumber=${number}`, { id: lineId, quantity: 3 });
    const edited = await world.client.post(`/web-api/cart/submit?orderNumber=${number}`, undefined, {
      'idempotency-key': `feed-edit-${number}`,
    });
    expect(edited.json().success).toBe(true);
    await world.client.post('/web-api/order-history/cancel', { webOrderNumber: number });
    await until(async () => (await feedAfter(placed.nextCursor)).items.length === 2);
    const later = await feedAfter(placed.nextCursor);
    expect(later.items.map((item) => [item.kind, item.order.webOrderNumber])).toEqual([
      ['edited', number],
      ['cancelled', number],
    ]);
    expect(later.items[1]!.order).toMatchObject({ status: 'Cancelled', lines: [{ quantity: 3 }] });
    expect((await feedAfter(later.nextCursor)).items).toEqual([]);
    expect((await erp(t, key).get('/integration/v1/orders?cursor=abc')).statusCode).toBe(400);
  });

  it("moves an order along; the buyer's details show tracking and what the delivery really brought", async () => {
    const sku = world.products.plain.sku;
    const [order] = await placeOrder(world, [
      [sku, 'CS', 2],
      [world.products.catchWeight.sku, 'LB', 1],
    ]);
    const erpNumber = order!.erpOrderNumber;
    const before = await stockRow(`${sku}-CS`, world.own.id);
    const status = (body: object) => erp(t, key).post(`/integration/v1/orders/${erpNumber}/status`, body);
    expect((await status({ status: 'Processing' })).json()).toEqual({
      erpOrderNumber: erpNumber,
      status: 'Processing',
      changed: true,
    });
    expect(
      (await status({ status: 'Shipped', carrier: 'Larder Fleet', trackingNumber: 'TRK-1' })).statusCode,
    ).toBe(200);
    // Shipped: the units left the warehouse; what can be ordered does not move.
    expect(await stockRow(`${sku}-CS`, world.own.id)).toEqual({
      quantity: before!.quantity,
      onHand: before!.onHand - 2,
      allocated: before!.allocated - 2,
    });
    const wrongLine = await status({ status: 'Delivered', lines: [{ lineNumber: 9, deliveredQuantity: 1 }] });
    expect(wrongLine.statusCode).toBe(400);
    expect(wrongLine.json().error.fields).toEqual({
      'lines.0.lineNumber': `Order ${erpNumber} has no line 9.`,
    });
    const delivered = await status({
      status: 'Delivered',
      lines: [
        { lineNumber: 1, deliveredQuantity: 1 },
        {
          lineNumber: 2,
          deliveredQuantity: 1,
          substituteSku: '99999',
          substituteTitle: 'Beef Brisket, Choice',
        },
      ],
    });
    expect(delivered.json()).toMatchObject({ status: 'Delivered', changed: true });
    expect((await status({ status: 'Processing' })).statusCode).toBe(409);
    expect(
      (await erp(t, key).post('/integration/v1/orders/NOPE-1/status', { status: 'Processing' })).statusCode,
    ).toBe(404);

    const details = (
      await world.client.post('/web-api/order-history/details', { webOrderNumber: order!.webOrderNumber })
    ).json() as OrderDetails;
    expect(details.detailsHeader.status).toBe('Delivered');
    expect(details.tracking).toEqual({ carrier: 'Larder Fleet', trackingNumber: 'TRK-1' });
    expect(details.lines.map((line) => line.delivered)).toEqual([
      { quantity: 1, substituteSku: null, substituteTitle: null },
      { quantity: 1, substituteSku: '99999', substituteTitle: 'Beef Brisket, Choice' },
    ]);

    // The buyer asks for a credit for the short line from the report-issue form.
    const reported = await world.client.post('/web-api/order-history/report-issue', {
      webOrderNumber: order!.webOrderNumber,
      wholeOrder: false,
      lines: [
        { lineNumber: 1, checked: true, comment: 'One case short.', creditRequested: true },
        { lineNumber: 2, checked: false, comment: '', creditRequested: true },
      ],
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const after = (
      await world.client.post('/web-api/order-history/details', { webOrderNumber: order!.webOrderNumber })
    ).json() as OrderDetails;
    expect(after.issueReports[0]!.lines).toEqual([
      expect.objectContaining({ lineNumber: 1, comment: 'One case short.', creditRequested: true }),
    ]);
  });
});

describe('feed body limits', () => {
  it('answers 400 for a wrong shape and never a 500', async () => {
    for (const body of [
      null,
      {},
      { items: 'x' },
      { items: [{ sku: 'a\u0000', unitOfMeasure: 'CS', businessUnitId: 'x', onHand: 1 }] },
    ]) {
      const response = await erp(t, key).post('/integration/v1/inventory', body);
      expect(response.statusCode).toBe(400);
    }
    const nul = await erp(t, key).post('/integration/v1/prices', {
      prices: [{ sku: 'x', unitOfMeasure: 'CS', customerGroupId: 'a\u0000', price: 1 }],
    });
    expect(nul.json().error.fields).toEqual({
      'prices.0.customerGroupId': 'Remove the NUL character (U+0000); it cannot be stored.',
    });
    expect((await add(world, world.products.plain.sku, 'CS', 1)).statusCode).toBe(200);
  });
});
