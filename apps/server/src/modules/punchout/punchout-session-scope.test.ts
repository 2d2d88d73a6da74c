import type { OrderHistoryResponse } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer, setupRequest } from '../../test-support/procurement-documents.ts';
import { createCartWorld, orderRow, placeOrder, type CartWorld } from '../../test-support/orders-world.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { orders } from '../orders/orders.table.ts';
import { createBuyers, openStartPage, postXml, RETURN_URL } from './punchout.test-support.ts';

let t: TestApp;
let world: CartWorld;
let punchIn: TestClient;
/** An order the buyer placed in the storefront, and one the procurement system placed through punchout. */
let ordinary: string;
let throughPunchout: string;

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
  world = await createCartWorld(t);
  const buyers = await createBuyers(t.database.db, world.org.id);
  const [first] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
  const [second] = await placeOrder(world, [[world.products.plain.sku, 'CS', 2]]);
  ordinary = first!.webOrderNumber;
  throughPunchout = second!.webOrderNumber;
  await t.database.db
    .update(orders)
    .set({ punchoutSystem: 'Test Ariba' })
    .where(eq(orders.webOrderNumber, throughPunchout));

  const setup = setupRequest({ credentials: buyers.cxml, returnUrl: RETURN_URL, buyerCookie: 'scope-1' });
  const answer = readAnswer((await postXml(t.app, '/punchout/cxml/setup', setup)).body);
  punchIn = (await openStartPage(t.app, answer.startPage!)).client;
}, 60_000);
afterAll(() => t.close());

describe('a punchout session', () => {
  it('cannot cancel or edit an order, its own system’s or the buyers’; the orders stay placed', async () => {
    for (const webOrderNumber of [ordinary, throughPunchout]) {
      const cancel = await punchIn.post('/web-api/order-history/cancel', { webOrderNumber });
      expect(cancel.statusCode, cancel.body).toBe(403);
      const edit = await punchIn.post('/web-api/cart/edit', { orderNumber: webOrderNumber });
      expect(edit.statusCode, edit.body).toBe(403);
      expect((await orderRow(world, webOrderNumber))!.status).toBe('Submitted');
    }
  });

  it('sees only the orders placed through its procurement system', async () => {
    const history = (await punchIn.post('/web-api/order-history/list', {})).json() as OrderHistoryResponse;
    expect(history.orders.map((o) => o.webOrderNumber)).toEqual([throughPunchout]);
    expect(history.totalCount).toBe(1);

    expect(
      (await punchIn.post('/web-api/order-history/details', { webOrderNumber: ordinary })).statusCode,
    ).toBe(404);
    const erp = (await orderRow(world, ordinary))!.erpOrderNumber;
    expect((await punchIn.post('/web-api/order-history/details', { erpOrderNumber: erp })).statusCode).toBe(
      404,
    );
    const details = await punchIn.post('/web-api/order-history/details', { webOrderNumber: throughPunchout });
    expect(details.statusCode).toBe(200);
    // Offered no edit or cancel: the procurement system changes its orders.
    expect(details.json().detailsHeader).toMatchObject({ isEditable: false, isCancelable: false });
    expect(history.orders[0]!.linkToCartPage).toBeNull();
    expect(
      (await punchIn.post('/web-api/order-history/reorder', { webOrderNumber: ordinary })).statusCode,
    ).toBe(404);
    expect(
      (await punchIn.post('/web-api/order-history/reorder', { webOrderNumber: throughPunchout })).statusCode,
    ).toBe(200);

    // The buyers of the organization still see both.
    const own = (await world.client.post('/web-api/order-history/list', {})).json() as OrderHistoryResponse;
    expect(own.orders.map((o) => o.webOrderNumber).sort()).toEqual([ordinary, throughPunchout].sort());
  });

  it('shops, but reaches no route a punch-in has no business on', async () => {
    expect((await punchIn.post('/web-api/order-guide/list', {})).statusCode).toBe(200);
    expect((await punchIn.get('/web-api/cart')).statusCode).toBe(200);
    expect(
      (
        await punchIn.post('/web-api/cart/add', {
          productSku: world.products.plain.sku,
          unitOfMeasure: 'CS',
          quantity: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect((await punchIn.post('/web-api/impersonation/organizations?search=a')).statusCode).toBe(403);
    // Refused before the body is read: a bad body gets the same answer.
    expect((await punchIn.post('/web-api/order-history/cancel', { webOrderNumber: 7 })).statusCode).toBe(403);
  });
});
