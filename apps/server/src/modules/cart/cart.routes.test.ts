import {
  DROP_SHIP_STATE_RESTRICTION_FLAG,
  JIT_LINE_TYPE_FLAG,
  PROTEIN_SPECIAL_ORDERS_FLAG,
  cartSchema,
  cartUpdateResponseSchema,
  productOptionsResponseSchema,
  type Cart,
} from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { writeContentBlock } from '../content/content.service.ts';
import { cartLines, carts } from './cart.table.ts';
import { add, cartOf, createCartWorld, linesOf, storeDeliveryDate } from './cart-world.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lineCount(cartId: string) {
  return (await t.database.db.select().from(cartLines).where(eq(cartLines.cartId, cartId))).length;
}

describe('POST /web-api/cart/add', () => {
  it('adds a line to the sub-cart of its business unit and counts it in the header', async () => {
    const world = await createCartWorld(t);
    const response = await add(world, world.products.plain.sku, 'CS', 2);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, cartQuantity: 2, cartCounter: 1 });
    const cart = cartSchema.parse(body);
    expect(cart.cartGroups).toHaveLength(1);
    expect(cart.cartGroups[0]!.businessUnitId).toBe(world.own.id);
    const line = linesOf(cart)[0]!;
    expect(line).toMatchObject({
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 2,
      unitPrice: '$24.50',
      totalPrice: '$49.00',
      productTitle: 'Plain Flour',
    });
    expect(line.variants.map((v) => v.text)).toEqual(['CS', 'EA']);
    expect(cart.summary).toMatchObject({ itemCount: 1, totals: { total: '$49.00' } });
    const header = (await world.client.get('/web-api/content/header')).json();
    expect(header.cartCounter).toBe(1);
  });

  it("shows in the header the cut-off and delivery date the cart shows for the organization's own warehouse", async () => {
    // One computation (issue 32): the header's next delivery is the cart's first date for the same unit.
    const world = await createCartWorld(t);
    const cart = cartSchema.parse((await add(world, world.products.plain.sku, 'CS', 1)).json());
    const own = cart.cartGroups.find((g) => g.businessUnitId === world.own.id)!.subCarts[0]!;
    const first = own.deliveryInformation.availableDates[0]!;
    const header = (await world.client.get('/web-api/content/header')).json();
    expect(header.nextDeliveryDate).toBe(first.date);
    expect(header.cutOffTime).toBe(first.cutOff);
    expect(own.deliveryInformation.cutOff).toBe(first.cutOff);
  });

  it('adds to what the cart holds of the same sku and unit', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.plain.sku, 'CS', 2);
    const second = (await add(world, world.products.plain.sku, 'CS', 3)).json();
    expect(second.cartQuantity).toBe(5);
    expect(linesOf(second)).toHaveLength(1);
  });

  it.each([
    [1, 0, 'Minimum quantity of 3 required for this product.', 3],
    [12, 0, 'Adjusting quantity to maximum allowed (10).', 10],
    [5, 8, 'Adjusting quantity to maximum allowed (10).', 2],
    [1, 10, 'Maximum quantity of 10 reached for this product.', 0],
  ])(
    'adding %i with %i in the cart is refused with the spec message',
    async (quantity, inCart, message, adjusted) => {
      const world = await createCartWorld(t);
      const sku = world.products.minMax.sku;
      if (inCart > 0) expect((await add(world, sku, 'EA', inCart)).statusCode).toBe(200);
      const before = await cartOf(world);
      const response = await add(world, sku, 'EA', quantity);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toEqual({
        code: 'RULE_BROKEN',
        message,
        fields: { adjustedQuantity: String(adjusted) },
      });
      expect(linesOf(await cartOf(world)).map((l) => l.quantity)).toEqual(
        linesOf(before).map((l) => l.quantity),
      );
    },
  );

  it("refuses a unit the product does not have with 'Could not add product to cart.'", async () => {
    const world = await createCartWorld(t);
    const response = await add(world, world.products.plain.sku, 'PALLET', 1);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Could not add product to cart.');
  });

  it("refuses an unknown sku with 'Could not add product to cart.' and 400s negative, fractional or huge quantities, changing nothing", async () => {
    const world = await createCartWorld(t);
    const unknown = await add(world, 'NO-SUCH-SKU', 'CS', 1);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe('Could not add product to cart.');
    for (const quantity of [-1, 1.5, 1_000_000]) {
      const response = await add(world, world.products.plain.sku, 'CS', quantity);
      expect(response.statusCode).toBe(400);
    }
    expect(linesOf(await cartOf(world))).toHaveLength(0);
  });

  it('keeps quantities on the sell-by multiple', async () => {
    const world = await createCartWorld(t);
    const response = await add(world, world.products.multiples.sku, 'CS', 3);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      message: 'This item is sold in multiples of 4.',
      fields: { adjustedQuantity: '4' },
    });
    expect((await add(world, world.products.multiples.sku, 'CS', 8)).statusCode).toBe(200);
  });

  it('orders just-in-time items only with the JIT flag, on their own sub-cart', async () => {
    const world = await createCartWorld(t);
    expect((await add(world, world.products.jit.sku, 'CS', 1)).statusCode).toBe(422);
    await writeContentBlock(t.database.db, 'global-settings', {
      siteAlert: null,
      featureFlags: { [JIT_LINE_TYPE_FLAG]: true },
      storeName: 'Larder Foodservice',
    });
    try {
      const cart = (await add(world, world.products.jit.sku, 'CS', 1)).json() as Cart;
      expect(cart.cartGroups[0]!.subCarts[0]).toMatchObject({ isJIT: true, key: `${world.own.id}:jit` });
    } finally {
      await writeContentBlock(t.database.db, 'global-settings', {
        siteAlert: null,
        featureFlags: {},
        storeName: 'Larder Foodservice',
      });
    }
  });

  it('refuses an on-hold organization with its hold message', async () => {
    const world = await createCartWorld(t, { isOnHold: true, holdErrors: ['Invoice 88 is past due.'] });
    const response = await add(world, world.products.plain.sku, 'CS', 1);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Invoice 88 is past due.');
  });

  it('needs a signed-in user', async () => {
    const world = await createCartWorld(t);
    const response = await new TestClient(t.app).post('/web-api/cart/add', {
      productSku: world.products.plain.sku,
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /web-api/cart/add-items', () => {
  it('adds what the rules allow in one change and says why the rest was refused', async () => {
    const world = await createCartWorld(t);
    const { plain, minMax, elsewhere } = world.products;
    const response = await world.client.post('/web-api/cart/add-items', {
      items: [
        { productSku: plain.sku, unitOfMeasure: 'CS', quantity: 2 },
        { productSku: minMax.sku, unitOfMeasure: 'EA', quantity: 1 },
        { productSku: elsewhere.sku, unitOfMeasure: 'CS', quantity: 1 },
        { productSku: plain.sku, unitOfMeasure: 'CS', quantity: 1 },
        { productSku: 'NO-SUCH-SKU', unitOfMeasure: 'CS', quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(
      body.results.map((r: { added: boolean; cartQuantity: number }) => [r.added, r.cartQuantity]),
    ).toEqual([
      [true, 2],
      [false, 0],
      [true, 1],
      [true, 3],
      [false, 0],
    ]);
    expect(body.results[1]).toMatchObject({
      message: 'Minimum quantity of 3 required for this product.',
      adjustedQuantity: 3,
    });
    expect(body.results[4].message).toBe('Could not add product to cart.');
    expect(linesOf(body).map((l) => [l.productTitle, l.quantity])).toEqual([
      ['Plain Flour', 3],
      ['Olive Oil', 1],
    ]);
  });

  it('adds to lines the cart already holds, appends new lines after them, and removes at 0 for PPro', async () => {
    const world = await createCartWorld(t, { isPPro: true, brand: 3, isSpecialty: false });
    const { plain, elsewhere } = world.products;
    await add(world, plain.sku, 'EA', 5);
    await add(world, plain.sku, 'CS', 1);
    const response = await world.client.post('/web-api/cart/add-items', {
      items: [
        { productSku: elsewhere.sku, unitOfMeasure: 'CS', quantity: 2 },
        { productSku: plain.sku, unitOfMeasure: 'EA', quantity: 7 },
        { productSku: plain.sku, unitOfMeasure: 'CS', quantity: 0 },
        { productSku: elsewhere.sku, unitOfMeasure: 'CS', quantity: 4 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const lines = linesOf(await cartOf(world));
    expect(lines.map((l) => [l.productTitle, l.unitOfMeasure, l.quantity])).toEqual([
      ['Plain Flour', 'EA', 7],
      ['Olive Oil', 'CS', 4],
    ]);
  });

  it('refuses more than 500 items and an empty list', async () => {
    const world = await createCartWorld(t);
    const item = { productSku: world.products.plain.sku, unitOfMeasure: 'CS', quantity: 1 };
    expect((await world.client.post('/web-api/cart/add-items', { items: [] })).statusCode).toBe(400);
    expect(
      (await world.client.post('/web-api/cart/add-items', { items: Array(501).fill(item) })).statusCode,
    ).toBe(400);
  });
});

describe('cart groups and sub-carts', () => {
  it('splits by business unit, then drop-ship vendor, own business unit first', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.elsewhere.sku, 'CS', 1);
    await add(world, world.products.dropShip.sku, 'CS', 1);
    await add(world, world.products.plain.sku, 'CS', 1);
    const cart = await cartOf(world);
    expect(cart.cartGroups.map((g) => g.businessUnitId)).toEqual([world.own.id, world.other.id]);
    const [own, other] = cart.cartGroups;
    expect(own!.subCarts.map((s) => [s.isDropShip, s.vendorName])).toEqual([
      [false, null],
      [true, 'Cheese Vendor'],
    ]);
    expect(own!.subCarts[1]!.shippingItem).toMatchObject({
      itemNumber: `FRT-${world.vendor.id}`,
      method: 'standard',
    });
    expect(other!.subCarts[0]!.lines[0]!.productTitle).toBe('Olive Oil');
    expect(cart.isCrossDockAllowed).toBe(true);
    expect(cart.warehouseInformation.map((w) => w.businessUnitId).sort()).toEqual(
      [world.own.id, world.other.id].sort(),
    );
    for (const subCart of own!.subCarts) {
      const info = subCart.deliveryInformation;
      expect(info.availableDates.length).toBeGreaterThan(0);
      expect(info.selectedDeliveryDate).toBe(info.availableDates[0]!.date);
      expect(Date.parse(info.cutOff!)).toBeGreaterThan(Date.now());
    }
    // Drop-ship needs its carrier's extra days.
    expect(
      own!.subCarts[1]!.deliveryInformation.selectedDeliveryDate! >
        own!.subCarts[0]!.deliveryInformation.selectedDeliveryDate!,
    ).toBe(true);
    expect(cart.summary.deliveryInformation.selectedDeliveryDate).toBe(
      own!.subCarts[0]!.deliveryInformation.selectedDeliveryDate,
    );
  });

  it("shows 'Price Pending' and catch weight as '{price} per {unit}'", async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.pending.sku, 'EA', 1);
    const cart = (await add(world, world.products.catchWeight.sku, 'LB', 2)).json() as Cart;
    const [pending, brisket] = linesOf(cart);
    expect(pending).toMatchObject({ unitPrice: 'Price Pending', totalPrice: 'Price Pending' });
    expect(brisket!.priceInfo.display).toBe('$6.50 per LB');
    expect(brisket!.totalPrice).toBe('$156.00'); // 6.50 x 12 lb average x 2
    expect(cart.summary.totals.hasPricePending).toBe(true);
    expect(cart.summary.infoMessage).toMatch(/Price Pending/);
  });

  it('adds the line fields of the organization types (spec section 6)', async () => {
    const protein = await createCartWorld(t, { isProtein: true, isSpecialty: false, brand: 1 });
    const proteinLine = linesOf((await add(protein, protein.products.plain.sku, 'CS', 1)).json())[0]!;
    expect(proteinLine).toHaveProperty('productClassificationCode');
    expect(proteinLine).not.toHaveProperty('bto');

    const cme = await createCartWorld(t, { isCme: true, isSpecialty: false });
    const cmeLine = linesOf((await add(cme, cme.products.dropShip.sku, 'CS', 1)).json())[0]!;
    expect(cmeLine).toMatchObject({ bto: false, supermarket: false, isDropShip: true });
    expect(cmeLine).not.toHaveProperty('customerNotes');

    const specialty = await createCartWorld(t);
    const specialtyLine = linesOf(
      (await add(specialty, specialty.products.dropShip.sku, 'CS', 1)).json(),
    )[0]!;
    expect(specialtyLine).toMatchObject({ isDropShip: true, customerNotes: '' });
  });

  it('lets PPro organizations set the cart quantity instead of adding to it', async () => {
    const world = await createCartWorld(t, { isPPro: true, brand: 3, isSpecialty: false });
    await add(world, world.products.plain.sku, 'CS', 4);
    const second = (await add(world, world.products.plain.sku, 'CS', 2)).json();
    expect(second.cartQuantity).toBe(2);
    const options = productOptionsResponseSchema.parse(
      (await world.client.get(`/web-api/cart/product-options?sku=${world.products.plain.sku}`)).json(),
    );
    expect(options.quantityMode).toBe('replace');
    expect(options.variants[0]).toMatchObject({ text: 'CS', cartQuantity: 2 });
  });
});

describe('line changes', () => {
  it('changes a quantity, removes at 0, and merges a unit change into the existing line', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.plain.sku, 'CS', 1);
    await add(world, world.products.plain.sku, 'EA', 2);
    const [cs, ea] = linesOf(await cartOf(world));
    const updated = await world.client.post('/web-api/cart/update-item', { id: cs!.id, quantity: 4 });
    expect(updated.statusCode).toBe(200);
    expect(
      linesOf(cartUpdateResponseSchema.parse(updated.json())).find((l) => l.id === cs!.id)!.quantity,
    ).toBe(4);

    const merged = (
      await world.client.post('/web-api/cart/update-item', { id: ea!.id, unitOfMeasure: 'CS', quantity: 2 })
    ).json();
    expect(linesOf(merged).map((l) => [l.unitOfMeasure, l.quantity])).toEqual([['CS', 6]]);

    const removed = (
      await world.client.post('/web-api/cart/update-item', { id: cs!.id, quantity: 0 })
    ).json();
    expect(linesOf(removed)).toHaveLength(0);
    expect(removed.cartGroups).toEqual([]);
  });

  it('applies the quantity rules to a new quantity', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.minMax.sku, 'EA', 3);
    const [line] = linesOf(await cartOf(world));
    const response = await world.client.post('/web-api/cart/update-item', { id: line!.id, quantity: 11 });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Adjusting quantity to maximum allowed (10).');
    expect(linesOf(await cartOf(world))[0]!.quantity).toBe(3);
  });

  it("answers 404 for another tenant's line and changes nothing", async () => {
    const owner = await createCartWorld(t);
    const stranger = await createCartWorld(t);
    await add(owner, owner.products.plain.sku, 'CS', 2);
    const [line] = linesOf(await cartOf(owner));
    expect(
      (await stranger.client.post('/web-api/cart/update-item', { id: line!.id, quantity: 9 })).statusCode,
    ).toBe(404);
    expect((await stranger.client.post(`/web-api/cart/remove-item?id=${line!.id}`)).statusCode).toBe(404);
    expect(linesOf(await cartOf(owner))[0]!.quantity).toBe(2);
  });

  it('sees a change another server process made since, though this process kept the lines it wrote', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.plain.sku, 'CS', 1);
    await add(world, world.products.plain.sku, 'EA', 2);
    const cart = await cartOf(world);
    const [cs, ea] = linesOf(cart);
    // Another process changes the line the way every cart writer does: with the cart's version bumped.
    await t.database.db.update(cartLines).set({ quantity: 7 }).where(eq(cartLines.id, cs!.id));
    await t.database.db
      .update(carts)
      .set({ version: sql`${carts.version} + 1` })
      .where(eq(carts.id, cart.id));
    const quantities = (cart: Cart) => linesOf(cart).map((l) => [l.unitOfMeasure, l.quantity]);
    expect(quantities(await cartOf(world))).toEqual([
      ['CS', 7],
      ['EA', 2],
    ]);
    const updated = await world.client.post('/web-api/cart/update-item', { id: ea!.id, quantity: 3 });
    expect(quantities(cartUpdateResponseSchema.parse(updated.json()))).toEqual([
      ['CS', 7],
      ['EA', 3],
    ]);
  });

  it('keeps nothing of a refused change: the next change works on the lines as they are', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.minMax.sku, 'EA', 3);
    await add(world, world.products.plain.sku, 'CS', 1);
    const [minMax, plain] = linesOf(await cartOf(world));
    expect(
      (await world.client.post('/web-api/cart/update-item', { id: minMax!.id, quantity: 11 })).statusCode,
    ).toBe(422);
    const updated = await world.client.post('/web-api/cart/update-item', { id: plain!.id, quantity: 2 });
    expect(linesOf(cartUpdateResponseSchema.parse(updated.json())).map((l) => l.quantity)).toEqual([3, 2]);
    expect(linesOf(await cartOf(world)).map((l) => l.quantity)).toEqual([3, 2]);
  });

  it('removes a line with remove-item', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.plain.sku, 'CS', 2);
    const cart = await cartOf(world);
    const response = await world.client.post(`/web-api/cart/remove-item?id=${linesOf(cart)[0]!.id}`);
    expect(response.statusCode).toBe(200);
    expect(await lineCount(cart.id)).toBe(0);
  });
});

describe('header fields, dates, drop-ship', () => {
  it('stores PO numbers, notes, a chosen delivery date, freight, drop-ship notes and address', async () => {
    const world = await createCartWorld(t);
    await add(world, world.products.plain.sku, 'CS', 1);
    const cart = (await add(world, world.products.dropShip.sku, 'CS', 1)).json() as Cart;
    const [regular, dropShip] = cart.cartGroups[0]!.subCarts;
    const post = (url: string, body: object) => world.client.post(url, body);

    expect((await post('/web-api/cart/update/field', { name: 'poNumber', value: 'PO-77' })).statusCode).toBe(
      200,
    );
    expect(
      (
        await post('/web-api/cart/update/fields', {
          fields: [
            { name: 'poNumber', value: 'DS-1', subCartKey: dropShip!.key },
            { name: 'note', value: 'Back door' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const second = regular!.deliveryInformation.availableDates[1]!.date;
    expect(
      (await post('/web-api/cart/update/deliveryDate', { subCartKey: regular!.key, deliveryDate: second }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/web-api/cart/shipping', { subCartKey: dropShip!.key, method: 'expedited' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/web-api/cart/update/cartNotes', { value: 'Leave at gate', subCartKey: dropShip!.key }))
        .statusCode,
    ).toBe(200);
    const address = {
      businessUnitId: world.own.id,
      vendorId: world.vendor.id,
      useAlternativeDeliveryAddress: true,
      alternativeDeliveryFirstName: 'Ana',
      alternativeDeliveryLastName: 'Lopez',
      alternativeDeliveryAddress: '5 Dock St',
      alternativeDeliveryCity: 'Brooklyn',
      alternativeDeliveryState: 'ny',
      alternativeDeliveryZipCode: '11201',
      defaultDeliveryPhoneNumber: '2125550100',
      alternativeDeliveryPhoneNumber: '',
    };
    expect((await post('/web-api/cart/update/dropShipDeliveryAddress', address)).statusCode).toBe(200);

    const after = await cartOf(world);
    const [r, d] = after.cartGroups[0]!.subCarts;
    expect(after.summary).toMatchObject({ poNumber: { value: 'PO-77' }, note: { value: 'Back door' } });
    expect(r!.deliveryInformation.selectedDeliveryDate).toBe(second);
    expect(d).toMatchObject({
      poNumber: { value: 'DS-1' },
      dropShipNotes: { value: 'Leave at gate' },
      shippingItem: { method: 'expedited', shippingCostFormatted: '$45.00' },
      dropShipDeliveryAddress: { alternativeDeliveryState: 'NY', alternativeDeliveryCity: 'Brooklyn' },
    });
    expect(after.summary.totals.total).toBe('$149.50'); // 24.50 + 80.00 + 45.00 freight
  });

  it('refuses a date the sub-cart does not offer and a missing sub-cart', async () => {
    const world = await createCartWorld(t);
    const cart = (await add(world, world.products.plain.sku, 'CS', 1)).json() as Cart;
    const key = cart.cartGroups[0]!.subCarts[0]!.key;
    const bad = await world.client.post('/web-api/cart/update/deliveryDate', {
      subCartKey: key,
      deliveryDate: '2020-01-01',
    });
    expect(bad.statusCode).toBe(422);
    const missing = await world.client.post('/web-api/cart/update/deliveryDate', {
      subCartKey: 'nope',
      deliveryDate: '2030-01-01',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await world.client.post('/web-api/cart/update/deliveryDate', {
      subCartKey: key,
      deliveryDate: 'soon',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('says when a cut-off passed and moves the delivery to the next date', async () => {
    const world = await createCartWorld(t);
    const cart = (await add(world, world.products.plain.sku, 'CS', 1)).json() as Cart;
    await storeDeliveryDate(t, cart.id, cart.cartGroups[0]!.subCarts[0]!.key, '2020-01-06');
    const after = await cartOf(world);
    const info = after.cartGroups[0]!.subCarts[0]!.deliveryInformation;
    expect(info.movedFrom).toBe('2020-01-06');
    expect(info.selectedDeliveryDate).toBe(info.availableDates[0]!.date);
    expect(after.warnings[0]).toMatch(
      /^The cut-off for Own Warehouse on 2020-01-06 has passed\. Delivery moved to /,
    );
  });

  it('validates: an empty cart cannot be submitted; a missing drop-ship address is an error', async () => {
    const world = await createCartWorld(t);
    const empty = (await world.client.get('/web-api/cart-validation')).json();
    expect(empty.isValid).toBe(false);
    await add(world, world.products.dropShip.sku, 'CS', 1);
    const cart = await cartOf(world);
    await world.client.post('/web-api/cart/update/dropShipDeliveryAddress', {
      businessUnitId: world.own.id,
      vendorId: world.vendor.id,
      useAlternativeDeliveryAddress: true,
    });
    const validation = (await world.client.get('/web-api/cart-validation')).json();
    expect(validation.isValid).toBe(false);
    expect(validation.summary.validationMessage.type).toBe('error');
    expect(validation.validationMessages[0].text).toMatch(
      /^Enter the delivery first name, last name, street address, city, state, ZIP code/,
    );
    expect(cart.id).toBeTruthy();
  });
});

describe('feature flags', () => {
  async function withFlags(flags: Record<string, boolean>, run: () => Promise<void>) {
    const settings = { siteAlert: null, featureFlags: flags, storeName: 'Larder Foodservice' };
    await writeContentBlock(t.database.db, 'global-settings', settings);
    try {
      await run();
    } finally {
      await writeContentBlock(t.database.db, 'global-settings', { ...settings, featureFlags: {} });
    }
  }

  it('keeps special orders from protein organizations unless the flag opens them, on a pre-order sub-cart', async () => {
    const world = await createCartWorld(t, { isProtein: true, isSpecialty: false, brand: 1 });
    const { createProduct } = await import('../../test-support/catalog-factories.ts');
    const special = await createProduct(world.db, {
      businessUnitId: world.own.id,
      customerGroupIds: [world.org.customerGroupId],
      variants: [{ text: 'CS', price: 90, overrides: { specialOrderFlag: true } }],
    });
    const refused = await add(world, special.sku, 'CS', 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Special-order items are ordered through your Sales Rep.');
    await withFlags({ [PROTEIN_SPECIAL_ORDERS_FLAG]: true }, async () => {
      const cart = (await add(world, special.sku, 'CS', 1)).json() as Cart;
      expect(cart.cartGroups[0]!.subCarts[0]).toMatchObject({
        isPreOrder: true,
        key: `${world.own.id}:preOrder`,
      });
    });
  });

  it('with the drop-ship state restriction, refuses restricted items for an address in another state', async () => {
    const world = await createCartWorld(t);
    const { createProduct } = await import('../../test-support/catalog-factories.ts');
    const restricted = await createProduct(world.db, {
      businessUnitId: world.own.id,
      customerGroupIds: [world.org.customerGroupId],
      name: 'Raw Milk Cheese',
      variants: [
        { text: 'CS', price: 50, overrides: { vendorId: world.vendor.id, isDropShipRestricted: true } },
      ],
    });
    await add(world, restricted.sku, 'CS', 1);
    await world.client.post('/web-api/cart/update/dropShipDeliveryAddress', {
      businessUnitId: world.own.id,
      vendorId: world.vendor.id,
      useAlternativeDeliveryAddress: true,
      alternativeDeliveryFirstName: 'Ana',
      alternativeDeliveryLastName: 'Lopez',
      alternativeDeliveryAddress: '5 Main St',
      alternativeDeliveryCity: 'Newark',
      alternativeDeliveryState: 'NJ',
      alternativeDeliveryZipCode: '07102',
    });
    expect((await world.client.get('/web-api/cart-validation')).json().isValid).toBe(true);
    await withFlags({ [DROP_SHIP_STATE_RESTRICTION_FLAG]: true }, async () => {
      const validation = (await world.client.get('/web-api/cart-validation')).json();
      expect(validation.isValid).toBe(false);
      expect(validation.validationMessages.map((m: { text: string }) => m.text)).toContain(
        'Raw Milk Cheese cannot be drop-shipped to NJ.',
      );
    });
  });
});

describe('cart reads', () => {
  it('answers current-or-new, summary and refresh-prices for the same cart', async () => {
    const world = await createCartWorld(t);
    const fresh = cartSchema.parse((await world.client.get('/web-api/cart/current-or-new')).json());
    expect(linesOf(fresh)).toHaveLength(0);
    await add(world, world.products.plain.sku, 'CS', 2);
    const again = cartSchema.parse((await world.client.get('/web-api/cart/current-or-new')).json());
    expect(again.id).toBe(fresh.id);
    const summary = (await world.client.get('/web-api/cart/summary')).json();
    expect(summary).toMatchObject({ itemCount: 1, totals: { total: '$49.00' } });
    const refreshed = cartUpdateResponseSchema.parse(
      (await world.client.get('/web-api/cart/refresh-prices')).json(),
    );
    expect(refreshed.id).toBe(fresh.id);
    expect(refreshed.validationMessages).toContainEqual({ type: 'info', text: 'Prices are up to date.' });
  });

  it("answers 404 for an order number the user is not editing, and for another buyer's cart id on submit", async () => {
    const world = await createCartWorld(t);
    const other = await createCartWorld(t);
    expect((await world.client.get('/web-api/cart?orderNumber=W123')).statusCode).toBe(404);
    const theirs = await cartOf(other);
    const response = await world.client.post(`/web-api/cart/submit?cartId=${theirs.id}`, undefined, {
      'idempotency-key': 'key-someone-else',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('another tenant and bad input', () => {
  it('keeps carts per user and organization', async () => {
    const a = await createCartWorld(t);
    const b = await createCartWorld(t);
    await add(a, a.products.plain.sku, 'CS', 1);
    expect(linesOf(await cartOf(b))).toHaveLength(0);
    const [row] = await t.database.db.select().from(carts).where(eq(carts.userId, a.user.id));
    expect(row?.organizationId).toBe(a.org.id);
  });

  it('answers 400 for malformed bodies', async () => {
    const world = await createCartWorld(t);
    expect((await world.client.post('/web-api/cart/update-item', { quantity: 2 })).statusCode).toBe(400);
    expect(
      (await world.client.post('/web-api/cart/update/field', { name: 'color', value: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await world.client.post('/web-api/cart/shipping', { subCartKey: 'x', method: 'teleport' })).statusCode,
    ).toBe(400);
  });
});
