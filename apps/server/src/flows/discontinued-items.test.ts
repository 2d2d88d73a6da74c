import { orderGuideSchema, type Cart } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, cartOf, createCartWorld, linesOf, placeOrder } from '../test-support/orders-world.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createApiKey, erp } from '../modules/integration/integration.test-support.ts';
import {
  createGuide,
  createGuideWorld,
  standardGuide,
} from '../modules/order-guides/order-guide-world.test-support.ts';
import { orderLines } from '../modules/orders/orders.table.ts';
import { products } from '../modules/catalog/catalog.table.ts';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  key = (await createApiKey(t)).secret;
}, 60_000);
afterAll(() => t.close());

const discontinue = (skus: string[]) => erp(t, key).post('/integration/v1/products/discontinue', { skus });

describe('a discontinued item in carts and orders', () => {
  it('warns in an open cart and leaves the item out of the submit; placed orders keep it', async () => {
    const world = await createCartWorld(t);
    const { plain, elsewhere } = world.products;
    const [placed] = await placeOrder(world, [[plain.sku, 'CS', 2]]);
    expect((await add(world, plain.sku, 'CS', 1)).statusCode).toBe(200);
    expect((await add(world, elsewhere.sku, 'CS', 1)).statusCode).toBe(200);
    await t.database.db
      .update(products)
      .set({ substituteSkus: [elsewhere.sku] })
      .where(eq(products.sku, plain.sku));

    expect((await discontinue([plain.sku])).statusCode).toBe(200);

    const cart: Cart = await cartOf(world);
    expect(linesOf(cart).map((line) => line.productSku)).toEqual([elsewhere.sku]);
    expect(cart.discontinuedLines).toMatchObject([
      { productSku: plain.sku, productTitle: 'Plain Flour', quantity: 1, substituteSkus: [elsewhere.sku] },
    ]);
    expect(cart.warnings).toContain(
      'Plain Flour has been discontinued and will not be ordered. Please remove it.',
    );
    // The header counts what the cart page counts: the one line that will be ordered.
    expect(cart.summary.itemCount).toBe(1);
    expect(cart.cartCounter).toBe(1);
    const header = (await world.client.get('/web-api/content/header')).json() as { cartCounter: number };
    expect(header.cartCounter).toBe(1);

    const submitted = await world.client.post('/web-api/cart/submit?defaultCart=true', undefined, {
      'idempotency-key': `discontinued-${Date.now()}`,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const orders = submitted.json().confirmedOrders as { orderId: string }[];
    const submittedSkus = await Promise.all(
      orders.map((order) =>
        t.database.db
          .select({ sku: orderLines.productSku })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.orderId)),
      ),
    );
    expect(submittedSkus.flat().map((row) => row.sku)).toEqual([elsewhere.sku]);
    const placedLines = await t.database.db
      .select({ sku: orderLines.productSku, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, placed!.orderId));
    expect(placedLines).toEqual([{ sku: plain.sku, quantity: 2 }]);
  });
});

describe('a discontinued item in a guide', () => {
  it('stays in the guide, marked, with the substitutes the distributor offers', async () => {
    const world = await createGuideWorld(t);
    const { flour, oil } = world.products;
    const id = await createGuide(world.clients.owner, standardGuide(world));
    await t.database.db
      .update(products)
      .set({ substituteSkus: [flour.sku] })
      .where(eq(products.sku, oil.sku));
    const read = async () => {
      const response = await world.clients.owner.post(`/web-api/order-guide?id=${id}&type=customGroups`);
      expect(response.statusCode, response.body).toBe(200);
      const guide = orderGuideSchema.parse(response.json());
      return guide.categories[0]!.lineItems.find((item) => item.productSku === oil.sku)!;
    };
    expect((await read()).isDiscontinued).toBeUndefined();

    expect((await discontinue([oil.sku])).statusCode).toBe(200);
    expect(await read()).toMatchObject({
      productSku: oil.sku,
      isDiscontinued: true,
      inStock: false,
      catalogSubstitutes: [
        { productSku: flour.sku, name: 'Plain Flour', productUrl: `/product/${flour.sku}/` },
      ],
    });
  });
});
