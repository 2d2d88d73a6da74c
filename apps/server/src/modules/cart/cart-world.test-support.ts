import type { Cart } from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import { createBusinessUnit, createProduct, createVendor } from '../../test-support/catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, type TestApp } from '../../test-support/test-app.ts';
import { carts, cartSubCarts } from './cart.table.ts';

/**
 * A small distributor for cart tests: the organization's own warehouse, a second warehouse, a drop-ship
 * vendor, and products that exercise each quantity rule. Every call makes new rows, so tests never share carts.
 */
export async function createCartWorld(
  t: TestApp,
  organization: Parameters<typeof createOrganization>[1] = {},
) {
  const db = t.database.db;
  // Every weekday and a late cut-off in the far west: dates exist whenever the suite runs.
  const own = await createBusinessUnit(db, {
    name: 'Own Warehouse',
    deliveryWeekdays: [1, 2, 3, 4, 5, 6, 7],
    cutoffTime: '23:00',
    timezone: 'Pacific/Kiritimati',
  });
  const other = await createBusinessUnit(db, {
    name: 'Other Warehouse',
    deliveryWeekdays: [1, 2, 3, 4, 5, 6, 7],
    cutoffTime: '23:00',
    timezone: 'Pacific/Kiritimati',
  });
  const vendor = await createVendor(db, { name: 'Cheese Vendor' });
  const { organization: org } = await createOrganization(db, {
    brand: 0,
    isSpecialty: true,
    businessUnitId: own.id,
    routeWeekdays: [1, 2, 3, 4, 5, 6, 7],
    state: 'NY',
    ...organization,
  });
  const groups = [org.customerGroupId];
  const product = (options: Omit<Parameters<typeof createProduct>[1], 'customerGroupIds'>) =>
    createProduct(db, { customerGroupIds: groups, ...options });
  const plain = await product({
    businessUnitId: own.id,
    name: 'Plain Flour',
    variants: [
      { text: 'CS', price: 24.5, stock: 50 },
      { text: 'EA', price: 2.25, stock: 500 },
    ],
  });
  const elsewhere = await product({
    businessUnitId: other.id,
    name: 'Olive Oil',
    variants: [{ text: 'CS', price: 40, stock: 30 }],
  });
  const dropShip = await product({
    businessUnitId: own.id,
    name: 'Aged Cheddar',
    variants: [{ text: 'CS', price: 80, stock: 20, overrides: { vendorId: vendor.id } }],
  });
  const minMax = await product({
    businessUnitId: own.id,
    name: 'Saffron',
    variants: [
      {
        text: 'EA',
        price: 12,
        stock: 100,
        overrides: { minMaxFlag: true, minQuantity: 3, maxQuantity: 10, minMaxExpirationDate: null },
      },
    ],
  });
  const pending = await product({
    businessUnitId: own.id,
    name: 'Truffle',
    variants: [{ text: 'EA', price: null }],
  });
  const multiples = await product({
    businessUnitId: own.id,
    name: 'Eggs',
    variants: [{ text: 'CS', price: 30, stock: 40, overrides: { sellByMultiple: 4 } }],
  });
  const jit = await product({
    businessUnitId: own.id,
    name: 'Wagyu',
    variants: [{ text: 'CS', price: 300, stock: 5, overrides: { stockingType: 'J', lineType: 'J1' } }],
  });
  const catchWeight = await product({
    businessUnitId: own.id,
    name: 'Brisket',
    variants: [
      { text: 'LB', price: 6.5, stock: 60, overrides: { catchWeightUom: 'LB', averageWeight: '12.000' } },
    ],
  });
  const user = await createUser(db, {}, [org.id]);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return {
    db,
    own,
    other,
    vendor,
    org,
    user,
    client,
    products: { plain, elsewhere, dropShip, minMax, pending, multiples, jit, catchWeight },
  };
}

/** A cart world. */
export type CartWorld = Awaited<ReturnType<typeof createCartWorld>>;

/** Adds a sku and unit through the API and returns the HTTP answer. */
export function add(world: CartWorld, productSku: string, unitOfMeasure: string, quantity: number) {
  return world.client.post('/web-api/cart/add', { productSku, unitOfMeasure, quantity });
}

/** The world's user's cart as the API returns it. */
export async function cartOf(world: CartWorld): Promise<Cart> {
  const response = await world.client.get('/web-api/cart');
  if (response.statusCode !== 200)
    throw new Error(`GET /web-api/cart: ${response.statusCode} ${response.body}`);
  return response.json() as Cart;
}

/** Every line of a cart, across groups and sub-carts. */
export function linesOf(cart: Cart) {
  return cart.cartGroups.flatMap((group) => group.subCarts.flatMap((subCart) => subCart.lines));
}

/**
 * Stores a delivery date for a sub-cart straight in the database (one the API would refuse, such as a date
 * whose cut-off passed), bumping the cart's version as every cart writer does.
 */
export async function storeDeliveryDate(t: TestApp, cartId: string, key: string, deliveryDate: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.insert(cartSubCarts).values({ cartId, key, deliveryDate });
    await tx
      .update(carts)
      .set({ version: sql`${carts.version} + 1` })
      .where(eq(carts.id, cartId));
  });
}
