import type { Cart } from '@larder/contract';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createBusinessUnit, createProduct } from '../test-support/catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../test-support/factories.ts';
import { TestClient } from '../test-support/test-app.ts';
import { eventually, openTwoInstances, type TwoInstances } from '../test-support/two-instances.ts';
import { storeIntegrationKey } from '../modules/integration/api-keys.service.ts';

// Two app instances on one database stand for two server processes (on PostgreSQL with TEST_DATABASE_URL).
// The buyer's instance keeps the variants it read under the catalog stamp (ADR 010): a catalog upsert
// through the other instance must show in the buyer's cart within a second, with no cache waiting out.
let instances: TwoInstances;

beforeAll(async () => {
  instances = await openTwoInstances();
}, 60_000);
afterAll(() => instances.close());

describe('a catalog upsert on one instance', () => {
  it("shows in a buyer's cart on the other within a second, and a discontinue takes it out of the order", async () => {
    const db = instances.database.db;
    const unit = await createBusinessUnit(db, {
      deliveryWeekdays: [1, 2, 3, 4, 5, 6, 7],
      cutoffTime: '23:00',
      timezone: 'Pacific/Kiritimati',
    });
    const { organization } = await createOrganization(db, {
      businessUnitId: unit.id,
      routeWeekdays: [1, 2, 3, 4, 5, 6, 7],
    });
    const product = await createProduct(db, {
      businessUnitId: unit.id,
      customerGroupIds: [organization.customerGroupId],
      name: 'Old Name',
      variants: [{ text: 'CS', price: 10, stock: 10 }],
    });
    const user = await createUser(db, {}, [organization.id]);
    const buyer = new TestClient(instances.second);
    await buyer.login(user.email, TEST_PASSWORD);
    await buyer.post('/web-api/cart/add', { productSku: product.sku, unitOfMeasure: 'CS', quantity: 1 });
    const cart = async () => (await buyer.get('/web-api/cart')).json() as Cart;
    const title = async () => (await cart()).cartGroups[0]?.subCarts[0]?.lines[0]?.productTitle ?? null;
    await eventually(title, 'Old Name');

    const secret = 'catalog-two-instances-key';
    await storeIntegrationKey(db, {
      name: 'ERP',
      scopes: ['catalog'],
      webhookUrl: null,
      secret,
      webhookSecret: 'whsec-test',
      createdBy: null,
    });
    const post = (url: string, payload: object) =>
      instances.first.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${secret}` },
      });
    const renamed = {
      products: [
        {
          sku: product.sku,
          name: 'New Name',
          brand: 'Test Brand',
          category: 'Test',
          variants: [{ unitOfMeasure: 'CS', businessUnit: unit.id }],
        },
      ],
    };
    await post('/integration/v1/products', renamed);
    await eventually(title, 'New Name');

    await post('/integration/v1/products/discontinue', { skus: [product.sku] });
    await eventually(async () => (await cart()).discontinuedLines.length, 1);
  });
});
