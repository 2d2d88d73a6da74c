import type { Cart, CurrentUser, OrderHistoryResponse } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderRequest,
  readAnswer,
  readOrderMessage,
  setupRequest,
} from '../../test-support/procurement-documents.ts';
import { createCartWorld, type CartWorld } from '../../test-support/orders-world.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { orders } from '../orders/orders.table.ts';
import { createBuyers, openStartPage, postXml, RETURN_URL, transferFields } from './punchout.test-support.ts';

let t: TestApp;
let world: CartWorld;
let buyers: Awaited<ReturnType<typeof createBuyers>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createCartWorld(t);
  buyers = await createBuyers(t.database.db, world.org.id);
});
afterAll(() => t.close());

async function punchIn(options: Partial<Parameters<typeof setupRequest>[0]> = {}) {
  const xml = setupRequest({
    credentials: buyers.cxml,
    returnUrl: RETURN_URL,
    buyerCookie: 'cookie-1',
    ...options,
  });
  const response = await postXml(t.app, '/punchout/cxml/setup', xml);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/xml');
  return readAnswer(response.body);
}

async function transferredCart(client: Awaited<ReturnType<typeof openStartPage>>['client']) {
  const page = await client.get('/punchout/postbackMessage?singleEncoding=true');
  expect(page.statusCode).toBe(200);
  const xml = transferFields(page.body).get('cxml-urlencoded')!;
  return { page, message: readOrderMessage(xml) };
}

async function ordersOfPo(poNumber: string) {
  return t.database.db.select().from(orders).where(eq(orders.purchaseOrderNumber, poNumber));
}

describe('punchout: cXML round trip', () => {
  it('sets up, opens the StartPage, transfers the cart, and an OrderRequest sent twice places one set of orders', async () => {
    const answer = await punchIn({ userEmail: 'chef@hotel.test' });
    expect(answer.code).toBe('200');
    const { client, response } = await openStartPage(t.app, answer.startPage!);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);

    const me = (await client.post('/web-api/auth/current-user')).json() as CurrentUser;
    expect(me.punchout).toEqual({ systemName: 'Test Ariba' });
    expect(me.currentOrganization?.id).toBe(world.org.id);

    const { plain, elsewhere } = world.products;
    expect(
      (await client.post('/web-api/cart/add', { productSku: plain.sku, unitOfMeasure: 'CS', quantity: 2 }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await client.post('/web-api/cart/add', {
          productSku: elsewhere.sku,
          unitOfMeasure: 'CS',
          quantity: 1,
        })
      ).statusCode,
    ).toBe(200);
    // Submit is not a punchout session's to make: the procurement system orders after approval.
    expect((await client.post('/web-api/cart/submit')).statusCode).toBe(403);
    const cart = (await client.get('/web-api/cart')).json() as Cart;

    const { page, message } = await transferredCart(client);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:4999");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).toContain('action="http://localhost:4999/punchout/return?session=abc"');
    expect(message.buyerCookie).toBe('cookie-1');
    expect(Number(message.total)).toBeCloseTo(cart.summary.totals.totalValue, 2);
    expect(message.items.map((i) => [i.sku, i.quantity, i.unitOfMeasure])).toEqual([
      [plain.sku, 2, 'CS'],
      [elsewhere.sku, 1, 'CS'],
    ]);
    expect(message.items.every((i) => i.classification === '50000000' && i.auxiliaryId.length > 0)).toBe(
      true,
    );
    expect(message.items[0]!.unitPrice).toBe('24.50');

    const order = (payloadId: string) =>
      orderRequest({
        credentials: buyers.cxml,
        payloadId,
        poNumber: 'PO-4500012345',
        total: message.total,
        items: message.items.map((i) => ({
          sku: i.sku,
          quantity: i.quantity,
          auxiliaryId: i.auxiliaryId,
          unitPrice: i.unitPrice,
        })),
      });
    const first = await postXml(t.app, '/punchout/cxml/order', order('order-1@procurement.test'));
    const second = await postXml(t.app, '/punchout/cxml/order', order('order-1@procurement.test'));
    expect(readAnswer(first.body).code).toBe('200');
    expect(second.body.replace(/payloadID="[^"]*" timestamp="[^"]*"/, '')).toBe(
      first.body.replace(/payloadID="[^"]*" timestamp="[^"]*"/, ''),
    );
    const placed = await ordersOfPo('PO-4500012345');
    // Two warehouses: two sub-carts, two orders, once.
    expect(placed).toHaveLength(2);
    expect(placed.every((o) => o.punchoutSystem === 'Test Ariba')).toBe(true);
    for (const o of placed) expect(readAnswer(first.body).text).toContain(o.webOrderNumber);

    const history = (
      await world.client.post('/web-api/order-history/list', { search: 'PO-4500012345' })
    ).json() as OrderHistoryResponse;
    expect(history.orders).toHaveLength(2);
    expect(
      history.orders.every(
        (o) => o.punchoutSystem === 'Test Ariba' && o.purchaseOrderNumber === 'PO-4500012345',
      ),
    ).toBe(true);
  });

  it('encodes the PunchOutOrderMessage once with the single-encoding flag, twice without it', async () => {
    const answer = await punchIn({ buyerCookie: 'cookie-encoding' });
    const { client } = await openStartPage(t.app, answer.startPage!);
    await client.post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    const once = transferFields((await client.get('/punchout/postbackMessage?singleEncoding=true')).body);
    const twice = transferFields((await client.get('/punchout/postbackMessage?singleEncoding=false')).body);
    expect(once.get('cxml-urlencoded')).toMatch(/^<\?xml/);
    expect(twice.get('cxml-urlencoded')).toMatch(/^%3C%3Fxml/);
    expect(decodeURIComponent(twice.get('cxml-urlencoded')!).split('\n').length).toBe(
      once.get('cxml-urlencoded')!.split('\n').length,
    );
  });

  it('edit brings the transferred lines back into a new cart; inspect shows them read-only', async () => {
    const first = await punchIn({ buyerCookie: 'cookie-edit' });
    const { client } = await openStartPage(t.app, first.startPage!);
    await client.post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'EA',
      quantity: 3,
    });
    const { message } = await transferredCart(client);
    const items = message.items.map((i) => ({
      sku: i.sku,
      quantity: i.quantity,
      auxiliaryId: i.auxiliaryId,
    }));

    const edit = await punchIn({ buyerCookie: 'cookie-edit-2', operation: 'edit', items });
    const edited = await openStartPage(t.app, edit.startPage!);
    expect(edited.response.headers.location).toBe('/cart/');
    const cart = (await edited.client.get('/web-api/cart')).json() as Cart;
    const lines = cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines));
    expect(lines.map((l) => [l.productSku, l.unitOfMeasure, l.quantity])).toEqual([
      [world.products.plain.sku, 'EA', 3],
    ]);

    const inspect = await punchIn({ buyerCookie: 'cookie-inspect', operation: 'inspect', items });
    const inspected = await openStartPage(t.app, inspect.startPage!);
    const change = await inspected.client.post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'EA',
      quantity: 1,
    });
    expect(change.statusCode).toBe(403);
  });

  it('places one set of orders when the same OrderRequest arrives twice at once', async () => {
    const answer = await punchIn({ buyerCookie: 'cookie-race' });
    const { client } = await openStartPage(t.app, answer.startPage!);
    await client.post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 3,
    });
    const { message } = await transferredCart(client);
    const xml = orderRequest({
      credentials: buyers.cxml,
      payloadId: 'race@procurement.test',
      poNumber: 'PO-RACE',
      total: message.total,
      items: message.items.map((i) => ({ sku: i.sku, quantity: i.quantity, auxiliaryId: i.auxiliaryId })),
    });
    const answers = await Promise.all([1, 2].map(() => postXml(t.app, '/punchout/cxml/order', xml)));
    const codes = answers.map((a) => readAnswer(a.body).code).sort();
    // The loser either waits for and replays the answer, or is told to retry; never a second order.
    expect(codes[0]).toBe('200');
    expect(['200', '409']).toContain(codes[1]);
    const retry = readAnswer((await postXml(t.app, '/punchout/cxml/order', xml)).body);
    expect(retry.code).toBe('200');
    const placed = await ordersOfPo('PO-RACE');
    expect(placed).toHaveLength(1);
    expect(retry.text).toContain(placed[0]!.webOrderNumber);
  });

  it('refuses an OrderRequest whose total does not match or that names an unknown item, and places nothing', async () => {
    const answer = await punchIn({ buyerCookie: 'cookie-bad' });
    const { client } = await openStartPage(t.app, answer.startPage!);
    await client.post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    const { message } = await transferredCart(client);
    const item = message.items[0]!;
    const wrongTotal = orderRequest({
      credentials: buyers.cxml,
      payloadId: 'bad-total@procurement.test',
      poNumber: 'PO-BAD-TOTAL',
      total: '1.00',
      items: [{ sku: item.sku, quantity: 1, auxiliaryId: item.auxiliaryId }],
    });
    expect(readAnswer((await postXml(t.app, '/punchout/cxml/order', wrongTotal)).body).code).toBe('400');
    const unknown = orderRequest({
      credentials: buyers.cxml,
      payloadId: 'unknown@procurement.test',
      poNumber: 'PO-UNKNOWN',
      total: message.total,
      items: [{ sku: 'NO-SUCH-SKU', quantity: 1, auxiliaryId: item.auxiliaryId }],
    });
    const refused = readAnswer((await postXml(t.app, '/punchout/cxml/order', unknown)).body);
    expect(refused).toMatchObject({ code: '400' });
    expect(refused.text).toContain('Unknown item');
    expect(await ordersOfPo('PO-BAD-TOTAL')).toHaveLength(0);
    expect(await ordersOfPo('PO-UNKNOWN')).toHaveLength(0);
  });
});

describe('punchout: refusals', () => {
  it('answers a wrong secret and an unknown identity with a cXML Status 401', async () => {
    const wrong = await punchIn({ credentials: { ...buyers.cxml, secret: 'not-the-secret' } });
    expect(wrong).toMatchObject({ code: '401', startPage: null });
    const unknown = await punchIn({ credentials: { ...buyers.cxml, identity: 'nobody' } });
    expect(unknown).toMatchObject({ code: '401', startPage: null });
  });

  it('refuses an external entity and leaks nothing of the file', async () => {
    const xml = setupRequest({ credentials: buyers.cxml, returnUrl: RETURN_URL, buyerCookie: 'xxe' })
      .replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')
      .replace('<BuyerCookie>xxe</BuyerCookie>', '<BuyerCookie>&xxe;</BuyerCookie>');
    const response = await postXml(t.app, '/punchout/cxml/setup', xml);
    expect(readAnswer(response.body).code).toBe('400');
    expect(response.body).not.toContain('root:');
    expect(response.body).not.toContain('/etc/passwd');
  });

  it('refuses malformed XML and a body over the cap', async () => {
    expect(readAnswer((await postXml(t.app, '/punchout/cxml/setup', '<cXML><Header>')).body).code).toBe(
      '400',
    );
    const huge = await postXml(t.app, '/punchout/cxml/setup', `<cXML>${'x'.repeat(600 * 1024)}</cXML>`);
    expect(huge.statusCode).toBe(413);
  });

  it('opens a StartPage once', async () => {
    const answer = await punchIn({ buyerCookie: 'twice' });
    expect((await openStartPage(t.app, answer.startPage!)).response.statusCode).toBe(303);
    const again = await openStartPage(t.app, answer.startPage!);
    expect(again.response.statusCode).toBe(403);
    expect(again.response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a BrowserFormPost URL on a host the buyer does not allow', async () => {
    const answer = await punchIn({ returnUrl: 'https://evil.example/steal' });
    expect(answer).toMatchObject({ code: '403', startPage: null });
  });

  it('keeps the same-origin check on every other route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/cart/add',
      payload: { productSku: world.products.plain.sku, unitOfMeasure: 'CS', quantity: 1 },
      headers: { origin: 'https://procurement.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('punchout: OCI', () => {
  it('sets up by URL, transfers NEW_ITEM fields to HOOK_URL', async () => {
    const hook = 'http://127.0.0.1:4998/sap/hook';
    const setup = await t.app.inject({
      method: 'GET',
      url: `/punchout/oci?USERNAME=${buyers.oci}&PASSWORD=a-test-shared-secret&HOOK_URL=${encodeURIComponent(hook)}`,
    });
    expect(setup.statusCode).toBe(303);
    const { client } = await openStartPage(t.app, String(setup.headers.location));
    await client.post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 4,
    });
    const page = await client.get('/punchout/postbackMessage?singleEncoding=true');
    const fields = transferFields(page.body);
    expect(page.body).toContain(`action="${hook}"`);
    expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(world.products.plain.sku);
    expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('4');
    expect(fields.get('NEW_ITEM-UNIT[1]')).toBe('CS');
    expect(fields.get('NEW_ITEM-PRICE[1]')).toBe('24.50');
    expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('USD');

    // SAP posts the same fields as a cross-site form.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/punchout/oci',
      payload: new URLSearchParams({
        USERNAME: buyers.oci,
        PASSWORD: 'a-test-shared-secret',
        HOOK_URL: hook,
      }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://127.0.0.1:4998',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(posted.statusCode).toBe(303);
    expect(String(posted.headers.location)).toContain('/punchout/start?token=');

    const wrong = await t.app.inject({
      method: 'GET',
      url: `/punchout/oci?USERNAME=${buyers.oci}&PASSWORD=wrong-password&HOOK_URL=${encodeURIComponent(hook)}`,
    });
    expect(wrong.statusCode).toBe(401);
  });
});
