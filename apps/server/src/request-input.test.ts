import {
  BROKEN_UNICODE_MESSAGE,
  CALENDAR_DATE_MESSAGE,
  DIGITS_ONLY_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  US_PHONE_NUMBER_MESSAGE,
  US_STATE_MESSAGE,
  US_ZIP_CODE_MESSAGE,
  type Cart,
  type ErrorResponse,
  type OrderGuideUpdateResponse,
  type OrderGuideUploadResponse,
} from '@larder/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from './modules/order-guides/order-guide-world.test-support.ts';
import { add, cartOf, createCartWorld, linesOf, type CartWorld } from './test-support/orders-world.ts';
import { TestClient, createTestApp, type TestApp } from './test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The 400 a refused request gets, with its field errors. */
function refusal(response: LightMyRequestResponse): ErrorResponse['error'] {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json() as ErrorResponse;
  expect(error.code).toBe('VALIDATION_FAILED');
  return error;
}

async function worldWithLine(): Promise<{ world: CartWorld; cart: Cart; lineId: string }> {
  const world = await createCartWorld(t);
  await add(world, world.products.plain.sku, 'CS', 3);
  const cart = await cartOf(world);
  return { world, cart, lineId: linesOf(cart)[0]!.id };
}

describe('U+0000 and broken Unicode are refused with 400, not a database error', () => {
  it('refuses a PO number with NUL and keeps the PO number', async () => {
    const { world } = await worldWithLine();
    await world.client.post('/web-api/cart/update/field', { name: 'poNumber', value: 'PO-1' });
    const error = refusal(
      await world.client.post('/web-api/cart/update/field', { name: 'poNumber', value: 'a\u0000b' }),
    );
    expect(error.fields).toEqual({ value: NUL_CHARACTER_MESSAGE });
    expect((await cartOf(world)).summary.poNumber.value).toBe('PO-1');
  });

  it('refuses NUL in a query string', async () => {
    const { world } = await worldWithLine();
    expect(refusal(await world.client.get('/web-api/cart?orderNumber=%00')).fields).toEqual({
      orderNumber: NUL_CHARACTER_MESSAGE,
    });
  });

  it('refuses a sign-in e-mail address with NUL', async () => {
    const client = new TestClient(t.app);
    const error = refusal(
      await client.post('/web-api/auth/login', { email: 'chef\u0000@larder.test', password: 'whatever1' }),
    );
    expect(error.fields).toEqual({ email: NUL_CHARACTER_MESSAGE });
  });

  it('refuses a lone surrogate in a guide group name', async () => {
    const { world } = await worldWithLine();
    const error = refusal(
      await world.client.post('/web-api/order-guide/update', {
        id: -1,
        name: 'Guide',
        categories: [{ name: '\ud800', lineItems: [] }],
      }),
    );
    expect(error.fields).toEqual({ 'categories.0.name': BROKEN_UNICODE_MESSAGE });
  });
});

describe('numbers are JSON numbers in bodies and digits in query strings', () => {
  it.each([null, '', [], '7', '0x10', [7], true].map((quantity) => ({ quantity })))(
    'refuses update-item quantity $quantity and leaves the line as it was',
    async ({ quantity }) => {
      const { world, lineId } = await worldWithLine();
      const error = refusal(await world.client.post('/web-api/cart/update-item', { id: lineId, quantity }));
      expect(Object.keys(error.fields ?? {})).toEqual(['quantity']);
      expect(linesOf(await cartOf(world))).toMatchObject([{ id: lineId, quantity: 3 }]);
    },
  );

  it.each(['7', true, [7]].map((quantity) => ({ quantity })))(
    'refuses cart/add and cart/add-items quantity $quantity',
    async ({ quantity }) => {
      const { world } = await worldWithLine();
      const productSku = world.products.plain.sku;
      const single = refusal(
        await world.client.post('/web-api/cart/add', { productSku, unitOfMeasure: 'CS', quantity }),
      );
      expect(Object.keys(single.fields ?? {})).toEqual(['quantity']);
      const several = refusal(
        await world.client.post('/web-api/cart/add-items', {
          items: [{ productSku, unitOfMeasure: 'CS', quantity }],
        }),
      );
      expect(Object.keys(several.fields ?? {})).toEqual(['items.0.quantity']);
      expect(linesOf(await cartOf(world))).toMatchObject([{ quantity: 3 }]);
    },
  );

  it.each([{ page: '2' }, { pageSize: '0x10' }, { page: true }, { pageSize: [20] }, { page: null }])(
    'refuses order-history/list %j',
    async (body) => {
      const { world } = await worldWithLine();
      const error = refusal(await world.client.post('/web-api/order-history/list', body));
      expect(Object.keys(error.fields ?? {})).toEqual(Object.keys(body));
    },
  );

  it('still reads whole numbers in order-history/list', async () => {
    const { world } = await worldWithLine();
    const response = await world.client.post('/web-api/order-history/list', { page: 1, pageSize: 10 });
    expect(response.statusCode).toBe(200);
  });

  it.each(['abc', '0x10', '1e2', '%207', '', '1.5'])(
    'refuses order-guide page=%s in the query string',
    async (page) => {
      const { world } = await worldWithLine();
      const error = refusal(await world.client.post(`/web-api/order-guide?id=-1&page=${page}`));
      expect(error.fields).toEqual({ page: DIGITS_ONLY_MESSAGE });
    },
  );

  it('refuses a guide id that is not digits in the path', async () => {
    const { world } = await worldWithLine();
    expect(refusal(await world.client.post('/web-api/order-guide/hide/0x10')).fields).toEqual({
      id: DIGITS_ONLY_MESSAGE,
    });
  });
});

describe('impossible calendar dates are a 400 naming the field', () => {
  it.each(['fromDate', 'toDate'])('refuses order-history %s 2026-02-30', async (field) => {
    const { world } = await worldWithLine();
    const error = refusal(await world.client.post('/web-api/order-history/list', { [field]: '2026-02-30' }));
    expect(error.fields).toEqual({ [field]: CALENDAR_DATE_MESSAGE });
  });

  it.each(['expiryDate', 'effectiveDate'])(
    "refuses a guide item's %s 2026-02-30 and saves nothing",
    async (field) => {
      const { world } = await worldWithLine();
      const response = await world.client.post('/web-api/order-guide/update', {
        id: -1,
        name: 'Dated guide',
        categories: [
          {
            name: 'Dry goods',
            lineItems: [{ productSku: world.products.plain.sku, unitOfMeasure: 'CS', [field]: '2026-02-30' }],
          },
        ],
      });
      expect(refusal(response).fields).toEqual({
        [`categories.0.lineItems.0.${field}`]: CALENDAR_DATE_MESSAGE,
      });
      const list = (await world.client.post('/web-api/order-guide/list', {})).json() as {
        guides: { name: string }[];
      };
      expect(list.guides.map((g) => g.name)).not.toContain('Dated guide');
    },
  );

  it('saves a guide item dated 29 February of a leap year', async () => {
    const { world } = await worldWithLine();
    const response = await world.client.post('/web-api/order-guide/update', {
      id: -1,
      name: 'Leap guide',
      categories: [
        {
          name: 'Dry goods',
          lineItems: [
            { productSku: world.products.plain.sku, unitOfMeasure: 'CS', expiryDate: '2028-02-29' },
          ],
        },
      ],
    });
    expect((response.json() as OrderGuideUpdateResponse).success).toBe(true);
  });
});

describe('the drop-ship alternative address', () => {
  async function dropShipWorld() {
    const world = await createCartWorld(t);
    await add(world, world.products.dropShip.sku, 'CS', 1);
    const address = {
      businessUnitId: world.own.id,
      vendorId: world.vendor.id,
      useAlternativeDeliveryAddress: true,
      alternativeDeliveryFirstName: 'Ana',
      alternativeDeliveryLastName: 'Ruiz',
      alternativeDeliveryAddress: '12 Harbor Street',
      alternativeDeliveryCity: 'Hoboken',
      alternativeDeliveryState: 'NJ',
      alternativeDeliveryZipCode: '07030',
      defaultDeliveryPhoneNumber: '',
      alternativeDeliveryPhoneNumber: '+1 (201) 555-0100',
    };
    return { world, address };
  }

  const savedAddress = async (world: CartWorld) =>
    (await cartOf(world)).cartGroups.flatMap((g) => g.subCarts).find((s) => s.isDropShip)!
      .dropShipDeliveryAddress;

  it('refuses state XX, ZIP abcde and any phone, field by field, and keeps the saved address', async () => {
    const { world, address } = await dropShipWorld();
    expect(
      (await world.client.post('/web-api/cart/update/dropShipDeliveryAddress', address)).statusCode,
    ).toBe(200);
    const error = refusal(
      await world.client.post('/web-api/cart/update/dropShipDeliveryAddress', {
        ...address,
        alternativeDeliveryState: 'XX',
        alternativeDeliveryZipCode: 'abcde',
        alternativeDeliveryPhoneNumber: 'any phone',
        defaultDeliveryPhoneNumber: '555-0100',
      }),
    );
    expect(error.fields).toEqual({
      alternativeDeliveryState: US_STATE_MESSAGE,
      alternativeDeliveryZipCode: US_ZIP_CODE_MESSAGE,
      alternativeDeliveryPhoneNumber: US_PHONE_NUMBER_MESSAGE,
      defaultDeliveryPhoneNumber: US_PHONE_NUMBER_MESSAGE,
    });
    expect(await savedAddress(world)).toMatchObject({
      alternativeDeliveryState: 'NJ',
      alternativeDeliveryZipCode: '07030',
      alternativeDeliveryPhoneNumber: '+1 (201) 555-0100',
    });
  });

  it('saves a form not filled in yet, a ZIP+4 and a plain 10-digit phone', async () => {
    const { world, address } = await dropShipWorld();
    const partial = await world.client.post('/web-api/cart/update/dropShipDeliveryAddress', {
      businessUnitId: address.businessUnitId,
      vendorId: address.vendorId,
      useAlternativeDeliveryAddress: true,
    });
    expect(partial.statusCode).toBe(200);
    const full = await world.client.post('/web-api/cart/update/dropShipDeliveryAddress', {
      ...address,
      alternativeDeliveryZipCode: '07030-1234',
      alternativeDeliveryPhoneNumber: '2015550100',
    });
    expect(full.statusCode).toBe(200);
    expect(await savedAddress(world)).toMatchObject({ alternativeDeliveryZipCode: '07030-1234' });
  });
});

describe('a guide file upload', () => {
  it('refuses a new guide name with NUL', async () => {
    const { world } = await worldWithLine();
    const csv = `Product SKU,Unit\n${world.products.plain.sku},CS\n`;
    const response = await upload(world.client, { name: 'guide.csv', content: csv }, { name: 'a\u0000b' });
    expect(refusal(response).fields).toEqual({ name: NUL_CHARACTER_MESSAGE });
  });

  it('refuses a file holding NUL as not a text spreadsheet', async () => {
    const { world } = await worldWithLine();
    const csv = `Product SKU,Unit,Group\n${world.products.plain.sku},CS,Dry\u0000goods\n`;
    const response = await upload(world.client, { name: 'guide.csv', content: csv });
    expect(response.statusCode, response.body).toBe(415);
    expect(Object.keys((response.json() as ErrorResponse).error.fields ?? {})).toEqual(['file']);
  });

  it('lists rows dated 2026-02-30 or 0000-01-01 as row errors', async () => {
    const { world } = await worldWithLine();
    const sku = world.products.plain.sku;
    const csv = `Product SKU,Unit,Effective Date,Expiry Date\n${sku},CS,2026-02-30,\n${sku},EA,,0000-01-01\n`;
    const response = await upload(world.client, { name: 'guide.csv', content: csv });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as OrderGuideUploadResponse).errors).toEqual([
      { row: 2, productSku: sku, message: 'Effective Date must be a date like 2026-11-24.' },
      { row: 3, productSku: sku, message: 'Expiry Date must be a date like 2026-11-24.' },
    ]);
  });
});
