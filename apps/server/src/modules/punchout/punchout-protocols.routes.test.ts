import type { Cart } from '@larder/contract';
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
import { orderLines, orders } from '../orders/orders.table.ts';
import { findLinePlaces } from './line-tokens.ts';
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

function subCartsOf(cart: Cart) {
  return cart.cartGroups.flatMap((g) => g.subCarts);
}

/** A cXML punch-in whose cart holds `quantity` of the plain product on its second delivery date. */
async function cxmlCartOnSecondDate(buyerCookie: string, quantity = 2) {
  const setup = setupRequest({ credentials: buyers.cxml, returnUrl: RETURN_URL, buyerCookie });
  const answer = readAnswer((await postXml(t.app, '/punchout/cxml/setup', setup)).body);
  const { client } = await openStartPage(t.app, answer.startPage!);
  const sku = world.products.plain.sku;
  await client.post('/web-api/cart/add', { productSku: sku, unitOfMeasure: 'CS', quantity });
  const subCart = subCartsOf((await client.get('/web-api/cart')).json() as Cart)[0]!;
  const date = subCart.deliveryInformation.availableDates[1]!.date;
  const chosen = await client.post('/web-api/cart/update/deliveryDate', {
    subCartKey: subCart.key,
    deliveryDate: date,
  });
  expect(chosen.statusCode).toBe(200);
  const page = await client.get('/punchout/postbackMessage?singleEncoding=true');
  const message = readOrderMessage(transferFields(page.body).get('cxml-urlencoded')!);
  return { client, message, date, subCartKey: subCart.key };
}

function orderOf(
  message: ReturnType<typeof readOrderMessage>,
  payloadId: string,
  poNumber: string,
  change?: { type: 'update' | 'delete'; previousPayloadId: string },
) {
  return orderRequest({
    credentials: buyers.cxml,
    payloadId,
    poNumber,
    total: message.total,
    items: message.items.map((i) => ({ sku: i.sku, quantity: i.quantity, auxiliaryId: i.auxiliaryId })),
    ...change,
  });
}

async function ordersOfPo(poNumber: string) {
  return t.database.db.select().from(orders).where(eq(orders.purchaseOrderNumber, poNumber));
}

describe('punchout: line tokens', () => {
  it('carries a token of at most 40 characters that brings the line back to its sub-cart and date', async () => {
    const { message, date, subCartKey } = await cxmlCartOnSecondDate('cookie-token');
    const token = message.items[0]!.auxiliaryId;
    expect(token.length).toBeLessThanOrEqual(40);
    const places = await findLinePlaces(t.database.db, [token]);
    expect(places.get(token)).toMatchObject({ unitOfMeasure: 'CS', subCartKey, deliveryDate: date });

    // An edit punch-in with that token restores the line on the same delivery date.
    const edit = setupRequest({
      credentials: buyers.cxml,
      returnUrl: RETURN_URL,
      buyerCookie: 'cookie-token-edit',
      operation: 'edit',
      items: message.items.map((i) => ({ sku: i.sku, quantity: i.quantity, auxiliaryId: i.auxiliaryId })),
    });
    const answer = readAnswer((await postXml(t.app, '/punchout/cxml/setup', edit)).body);
    const { client } = await openStartPage(t.app, answer.startPage!);
    const [restored] = subCartsOf((await client.get('/web-api/cart')).json() as Cart);
    expect(restored!.deliveryInformation.selectedDeliveryDate).toBe(date);
    expect(restored!.lines.map((l) => [l.productSku, l.quantity])).toEqual([[world.products.plain.sku, 2]]);
  });

  it('places the order on the transferred delivery date, and transferring again reuses the tokens', async () => {
    const { client, message, date } = await cxmlCartOnSecondDate('cookie-token-order');
    const again = readOrderMessage(
      transferFields((await client.get('/punchout/postbackMessage')).body).get('cxml-urlencoded')!,
    );
    expect(again.items.map((i) => i.auxiliaryId)).toEqual(message.items.map((i) => i.auxiliaryId));
    const answer = readAnswer(
      (await postXml(t.app, '/punchout/cxml/order', orderOf(message, 'tok@procurement.test', 'PO-TOK'))).body,
    );
    expect(answer.code).toBe('200');
    const [placed] = await ordersOfPo('PO-TOK');
    expect(placed!.deliveryDate).toBe(date);
  });
});

describe('punchout: OCI fields', () => {
  it('takes parameter names in any case and passes ~OkCode, ~TARGET, ~CALLER and returntarget back', async () => {
    const hook = 'http://127.0.0.1:4998/sap/hook';
    const query = new URLSearchParams({
      username: buyers.oci,
      Password: 'a-test-shared-secret',
      hook_url: hook,
      '~okcode': 'ADDI',
      '~target': '_parent',
      '~caller': 'CTLG',
      returntarget: 'srm_main',
    });
    const setup = await t.app.inject({ method: 'GET', url: `/punchout/oci?${query}` });
    expect(setup.statusCode).toBe(303);
    const { client } = await openStartPage(t.app, String(setup.headers.location));
    await client.post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    await client.post('/web-api/cart/add', {
      productSku: world.products.elsewhere.sku,
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    const page = await client.get('/punchout/postbackMessage');
    const fields = transferFields(page.body);
    expect(fields.get('~OkCode')).toBe('ADDI');
    expect(fields.get('~TARGET')).toBe('_parent');
    expect(fields.get('~CALLER')).toBe('CTLG');
    expect(page.body).toContain(`action="${hook}" target="srm_main"`);
    const ids = [1, 2].map((n) => fields.get(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`)!);
    expect(ids.every((id) => id.length > 0 && id.length <= 40)).toBe(true);
    const places = await findLinePlaces(t.database.db, ids);
    expect(new Set(ids.map((id) => places.get(id)?.subCartKey)).size).toBe(2);

    // Without ~TARGET and returntarget the form targets the whole window, as OCI's default.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/punchout/oci',
      payload: new URLSearchParams({
        USERNAME: buyers.oci,
        password: 'a-test-shared-secret',
        Hook_Url: hook,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4998' },
    });
    expect(plain.statusCode).toBe(303);
    const other = await openStartPage(t.app, String(plain.headers.location));
    const otherPage = await other.client.get('/punchout/postbackMessage');
    expect(otherPage.body).toContain(`action="${hook}" target="_top"`);
    expect(transferFields(otherPage.body).get('~OkCode')).toBe('ADDI');
  });

  it('refuses a frame name that is not one (400) and a missing user name', async () => {
    const hook = encodeURIComponent('http://127.0.0.1:4998/sap/hook');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/punchout/oci?USERNAME=${buyers.oci}&PASSWORD=x&HOOK_URL=${hook}&~TARGET=${encodeURIComponent('"><script>')}`,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: `/punchout/oci?password=x&hook_url=${hook}` });
    expect(missing.statusCode).toBe(400);
  });
});

describe('punchout: OrderRequest by PO', () => {
  it('answers a new payloadID for a PO already placed with the first order numbers and places nothing', async () => {
    const { message } = await cxmlCartOnSecondDate('cookie-po-twice', 3);
    const first = readAnswer(
      (await postXml(t.app, '/punchout/cxml/order', orderOf(message, 'po-a@procurement.test', 'PO-TWICE')))
        .body,
    );
    const second = readAnswer(
      (await postXml(t.app, '/punchout/cxml/order', orderOf(message, 'po-b@procurement.test', 'PO-TWICE')))
        .body,
    );
    expect(first.code).toBe('200');
    expect(second).toEqual(first);
    const placed = await ordersOfPo('PO-TWICE');
    expect(placed).toHaveLength(1);
    expect(second.text).toContain(placed[0]!.webOrderNumber);
  });

  it('cancels the PO’s orders on type="delete", once, and refuses one for a PO never placed', async () => {
    const { message } = await cxmlCartOnSecondDate('cookie-po-delete');
    await postXml(t.app, '/punchout/cxml/order', orderOf(message, 'del-new@procurement.test', 'PO-DEL'));
    const cancel = orderOf(message, 'del-1@procurement.test', 'PO-DEL', {
      type: 'delete',
      previousPayloadId: 'del-new@procurement.test',
    });
    const answer = readAnswer((await postXml(t.app, '/punchout/cxml/order', cancel)).body);
    expect(answer.code).toBe('200');
    const [order] = await ordersOfPo('PO-DEL');
    expect(order!.status).toBe('Cancelled');
    expect(answer.text).toContain(order!.webOrderNumber);
    const repeat = orderOf(message, 'del-2@procurement.test', 'PO-DEL', {
      type: 'delete',
      previousPayloadId: 'del-new@procurement.test',
    });
    expect(readAnswer((await postXml(t.app, '/punchout/cxml/order', repeat)).body)).toEqual(answer);

    const never = orderOf(message, 'del-3@procurement.test', 'PO-NEVER', {
      type: 'delete',
      previousPayloadId: 'never@procurement.test',
    });
    const refused = readAnswer((await postXml(t.app, '/punchout/cxml/order', never)).body);
    expect(refused.code).toBe('412');
    expect(await ordersOfPo('PO-NEVER')).toHaveLength(0);
  });

  it('refuses a cancellation past the cut-off with the cancel rule’s message, and cancels nothing', async () => {
    const { message } = await cxmlCartOnSecondDate('cookie-po-late');
    await postXml(t.app, '/punchout/cxml/order', orderOf(message, 'late-new@procurement.test', 'PO-LATE'));
    const [order] = await ordersOfPo('PO-LATE');
    await t.database.db
      .update(orders)
      .set({ cutOffAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order!.id));
    const cancel = orderOf(message, 'late-del@procurement.test', 'PO-LATE', {
      type: 'delete',
      previousPayloadId: 'late-new@procurement.test',
    });
    const answer = readAnswer((await postXml(t.app, '/punchout/cxml/order', cancel)).body);
    expect(answer.code).toBe('409');
    expect(answer.text).toContain('its cut-off has passed');
    expect((await ordersOfPo('PO-LATE'))[0]!.status).toBe('Submitted');
  });
});

describe('punchout: OrderRequest type="update"', () => {
  /** Places PO `po` for 3 cases, then transfers the same punch-in's cart again with 5: the changed PO. */
  async function placedThenChanged(cookie: string, po: string) {
    const { client, message, date, subCartKey } = await cxmlCartOnSecondDate(cookie, 3);
    const placed = readAnswer(
      (await postXml(t.app, '/punchout/cxml/order', orderOf(message, `${po}-new@procurement.test`, po))).body,
    );
    expect(placed.code).toBe('200');
    await client.post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 5,
    });
    await client.post('/web-api/cart/update/deliveryDate', { subCartKey, deliveryDate: date });
    const page = await client.get('/punchout/postbackMessage');
    const changed = readOrderMessage(transferFields(page.body).get('cxml-urlencoded')!);
    return { changed, placed };
  }

  it('changes the placed order by the edit rules: same order number, new lines, nothing new placed', async () => {
    const { changed, placed } = await placedThenChanged('cookie-po-update', 'PO-UPD');
    const update = orderOf(changed, 'upd-1@procurement.test', 'PO-UPD', {
      type: 'update',
      previousPayloadId: 'PO-UPD-new@procurement.test',
    });
    const answer = readAnswer((await postXml(t.app, '/punchout/cxml/order', update)).body);
    expect(answer.code).toBe('200');
    const rows = await ordersOfPo('PO-UPD');
    expect(rows).toHaveLength(1);
    expect(placed.text).toContain(rows[0]!.webOrderNumber);
    expect(answer.text).toContain(rows[0]!.webOrderNumber);
    expect(Number(rows[0]!.total)).toBeCloseTo(Number(changed.total), 2);
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, rows[0]!.id));
    expect(lines.map((l) => l.quantity)).toEqual([5]);
    // The same document again is answered as before and changes nothing more.
    expect(readAnswer((await postXml(t.app, '/punchout/cxml/order', update)).body)).toEqual(answer);
  });

  it('refuses a change past the cut-off with the edit rule’s message, and one to a PO never placed', async () => {
    const { changed } = await placedThenChanged('cookie-po-update-late', 'PO-UPD-LATE');
    const [order] = await ordersOfPo('PO-UPD-LATE');
    await t.database.db
      .update(orders)
      .set({ cutOffAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order!.id));
    const late = orderOf(changed, 'upd-late@procurement.test', 'PO-UPD-LATE', {
      type: 'update',
      previousPayloadId: 'PO-UPD-LATE-new@procurement.test',
    });
    const answer = readAnswer((await postXml(t.app, '/punchout/cxml/order', late)).body);
    expect(answer.code).toBe('409');
    expect(answer.text).toContain('its cut-off has passed');
    const lines = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => l.quantity)).toEqual([3]);

    const never = orderOf(changed, 'upd-never@procurement.test', 'PO-UPD-NEVER', {
      type: 'update',
      previousPayloadId: 'never@procurement.test',
    });
    expect(readAnswer((await postXml(t.app, '/punchout/cxml/order', never)).body).code).toBe('412');
  });
});
