import { cartSchema, type Cart } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessUnit } from '../../test-support/catalog-factories.ts';
import { add, createCartWorld, orderRow, placeOrder, waitForMail } from '../../test-support/orders-world.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';
import { cartSubCarts } from '../cart/cart.table.ts';
import { deliveryCalendarExceptions } from '../delivery-calendar/delivery-calendar.table.ts';
import { createApiKey, erp } from './integration.test-support.ts';

let t: TestApp;
let dataDir: string;
let key: string;

const put = (body: unknown, secret: string | null = key) =>
  t.app.inject({
    method: 'PUT',
    url: '/integration/v1/delivery-calendar',
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
    payload: body as object,
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-calendar-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
  key = (await createApiKey(t)).secret;
  await createBusinessUnit(t.database.db, { id: 'NYC01', timezone: 'America/New_York' });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const header = async (client: TestClient) =>
  (await client.get('/web-api/content/header')).json() as {
    nextDeliveryDate: string;
    cutOffTime: string;
    timeZone: string;
  };

describe('PUT /integration/v1/delivery-calendar', () => {
  it('takes the minimal call as written, and the same call again changes nothing', async () => {
    const minimal = { businessUnits: [{ id: 'NYC01', exceptions: [{ date: '2026-12-02', closed: true }] }] };
    const first = await put(minimal);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ received: 1, changed: 1, added: 1 });
    const again = await put(minimal);
    expect(again.json()).toMatchObject({ changed: 0, added: 0, unchanged: 1 });
    expect(again.json().message).toBe('Nothing changed: the calendar is already as sent.');
    const rows = await t.database.db
      .select()
      .from(deliveryCalendarExceptions)
      .where(eq(deliveryCalendarExceptions.businessUnitId, 'NYC01'));
    expect(rows.map((row) => [row.date, row.closed])).toEqual([['2026-12-02', true]]);
  });

  it('replaces a unit’s exceptions from the call’s earliest date on, and keeps the earlier ones', async () => {
    await createBusinessUnit(t.database.db, { id: 'REPL1' });
    await put({
      businessUnits: [
        {
          id: 'REPL1',
          exceptions: [
            { date: '2031-01-01', closed: true },
            { date: '2031-02-01', closed: true },
            { date: '2031-03-01', extra: true },
          ],
        },
      ],
    });
    const second = await put({
      businessUnits: [
        { id: 'REPL1', exceptions: [{ date: '2031-02-01', cutoffTime: '12:00', note: 'Early' }] },
      ],
    });
    expect(second.json()).toMatchObject({ updated: 1, removed: 1 });
    const rows = await t.database.db
      .select()
      .from(deliveryCalendarExceptions)
      .where(eq(deliveryCalendarExceptions.businessUnitId, 'REPL1'))
      .orderBy(deliveryCalendarExceptions.date);
    expect(rows.map((row) => [row.date, row.closed, row.cutoffTime])).toEqual([
      ['2031-01-01', true, null],
      ['2031-02-01', false, '12:00'],
    ]);
    // "from" clears what lies ahead without sending anything new.
    const cleared = await put({ from: '2031-01-15', businessUnits: [{ id: 'REPL1', exceptions: [] }] });
    expect(cleared.json()).toMatchObject({ removed: 1 });
  });

  it('names every bad row in one answer and changes nothing', async () => {
    const stored = () =>
      t.database.db
        .select()
        .from(deliveryCalendarExceptions)
        .where(eq(deliveryCalendarExceptions.businessUnitId, 'NYC01'));
    const before = await stored();
    const exceptions = [
      { date: '2026-02-30', closed: true },
      { date: '2027-01-05' },
      { date: '2027-01-06', closed: true, movedTo: '2027-01-07' },
      { date: '2027-01-07', movedTo: '2027-01-07' },
      { date: '2027-01-08', cutoffTime: '25:00' },
      { date: '2027-01-09', cutoffDate: '2027-01-10' },
      { date: '2027-01-11', extra: 'yes' },
      { date: '2027-01-12', closed: true, colour: 'red' },
      { date: '2027-01-13', closed: true, note: 'a\u0000b' },
    ];
    const response = await put({
      businessUnits: [
        { id: 'NYC01', exceptions },
        { id: 'NOWHERE', exceptions: [{ date: '2027-01-14', closed: true }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'businessUnits.0.exceptions.0.date',
        'businessUnits.0.exceptions.1.date',
        'businessUnits.0.exceptions.2.movedTo',
        'businessUnits.0.exceptions.3.movedTo',
        'businessUnits.0.exceptions.4.cutoffTime',
        'businessUnits.0.exceptions.5.cutoffDate',
        'businessUnits.0.exceptions.6.extra',
        'businessUnits.0.exceptions.7',
        'businessUnits.0.exceptions.8.note',
        'businessUnits.1.id',
      ].sort(),
    );
    expect(fields['businessUnits.1.id']).toBe('No business unit NOWHERE.');
    expect(await stored()).toEqual(before);
  });

  it('refuses a call without the customers scope, and one that is not a list of units', async () => {
    const catalogOnly = (await createApiKey(t, { scopes: ['catalog'] })).secret;
    expect((await put({ businessUnits: [] }, catalogOnly)).statusCode).toBe(403);
    expect((await put({ businessUnits: [] }, null)).statusCode).toBe(401);
    for (const body of [{}, { businessUnits: [] }, { businessUnits: 'NYC01' }, [], null]) {
      expect((await put(body)).statusCode).toBe(400);
    }
    expect((await erp(t, key).get('/integration/v1/delivery-calendar')).statusCode).toBe(404);
  });
});

describe('a closed day on the next delivery date (the probe)', () => {
  it('moves open carts and placed orders of the unit to the next delivery day; the header follows', async () => {
    const world = await createCartWorld(t);
    const before = await header(world.client);
    const closedDate = before.nextDeliveryDate;
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const placed = await orderRow(world, order!.webOrderNumber);
    expect(placed.deliveryDate).toBe(closedDate);
    // A second buyer of the same unit with an open cart holding that date.
    const other = await createCartWorld(t, { businessUnitId: world.own.id });
    const cart = cartSchema.parse((await add(other, world.products.plain.sku, 'CS', 1)).json()) as Cart;
    const openCartId = cart.id;
    await other.client.post('/web-api/cart/update/deliveryDate', {
      subCartKey: world.own.id,
      deliveryDate: closedDate,
    });

    const response = await put({
      businessUnits: [
        { id: world.own.id, exceptions: [{ date: closedDate, closed: true, note: 'Inventory day' }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ordersMoved: 1, cartsMoved: 1 });

    const nextDay = new Date(Date.parse(`${closedDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const after = await header(world.client);
    expect(after.nextDeliveryDate).toBe(nextDay);
    expect(after.cutOffTime).not.toBe(before.cutOffTime);
    expect(after.timeZone).toBe('Pacific/Kiritimati');

    const moved = await orderRow(world, order!.webOrderNumber);
    expect(moved.deliveryDate).toBe(nextDay);
    expect(moved.cutOffAt.getTime()).toBeGreaterThan(placed.cutOffAt.getTime());
    const [subCart] = await t.database.db
      .select()
      .from(cartSubCarts)
      .where(and(eq(cartSubCarts.cartId, openCartId), eq(cartSubCarts.key, world.own.id)));
    expect(subCart?.deliveryDate).toBe(nextDay);
    const otherCart = cartSchema.parse((await other.client.get('/web-api/cart')).json());
    const own = otherCart.cartGroups.flatMap((group) => group.subCarts).find((s) => s.key === world.own.id)!;
    expect(own.deliveryInformation.selectedDeliveryDate).toBe(nextDay);
    expect(own.deliveryInformation.movedFrom).toBeNull();
    expect(own.deliveryInformation.availableDates.map((d) => d.date)).not.toContain(closedDate);

    const mail = await waitForMail(dataDir, `Order ${order!.webOrderNumber} will now be delivered`);
    expect(mail).toContain('Inventory day');

    // The same call again moves nothing more and tells nobody again.
    expect(
      (
        await put({
          businessUnits: [
            { id: world.own.id, exceptions: [{ date: closedDate, closed: true, note: 'Inventory day' }] },
          ],
        })
      ).json(),
    ).toMatchObject({ changed: 0, ordersMoved: 0 });
    // Two buyers, an order and an e-mail through the jobs: slow on a busy machine.
  }, 90_000);

  it('answers a cart change with the calendar as it is now: the change reads its stamp with the cart lock', async () => {
    const world = await createCartWorld(t);
    const added = cartSchema.parse((await add(world, world.products.plain.sku, 'CS', 1)).json()) as Cart;
    const line = added.cartGroups
      .flatMap((group) => group.subCarts)
      .flatMap((subCart) => subCart.lines)
      .find((item) => item.productSku === world.products.plain.sku)!;
    const datesOf = (cart: Cart) =>
      cart.cartGroups
        .flatMap((group) => group.subCarts)
        .find((subCart) => subCart.key === world.own.id)!
        .deliveryInformation.availableDates.map((d) => d.date);
    // A first change keeps the compiled calendars of this process; the closure then moves the stamp.
    const first = await world.client.post('/web-api/cart/update-item', { id: line.id, quantity: 2 });
    const offered = datesOf(cartSchema.parse(first.json()) as Cart);
    const closedDate = offered[1]!;
    const closed = await put({
      businessUnits: [{ id: world.own.id, exceptions: [{ date: closedDate, closed: true }] }],
    });
    expect(closed.statusCode).toBe(200);

    const second = await world.client.post('/web-api/cart/update-item', { id: line.id, quantity: 3 });
    expect(second.statusCode, second.body).toBe(200);
    const after = datesOf(cartSchema.parse(second.json()) as Cart);
    expect(after).not.toContain(closedDate);
    expect(after).toContain(offered[0]);
  }, 60_000);
});
