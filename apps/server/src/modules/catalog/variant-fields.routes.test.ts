import {
  cartSchema,
  productDetailSchema,
  searchHitSchema,
  variantSpecFieldsSchema,
  type VariantSpecFields,
} from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessUnit, createProduct, createVendor } from '../../test-support/catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { INDEX } from '../../test-support/search-world.ts';
import { inventory } from './catalog.table.ts';

let t: TestApp;
let buyer: TestClient;
let sku: string;
let primaryUnit: string;
let secondaryUnit: string;
let vendorId: string;

const caseFields = (): VariantSpecFields => ({
  businessUnit: secondaryUnit,
  isSecondaryBusinessUnit: true,
  isReserve: true,
  cutInstructions1: 'Trim to 1/4 in.',
  cutInstructions2: 'Portion 8 oz',
  isRestrictedProduct: false,
  businessUnitModel: { type: 1 },
  metadata: {
    lineType: 'S1',
    unitOfMeasure: 'CS',
    productClassificationCode: 'BF-100',
    bto: true,
    supermarket: false,
    chefItemFlag: true,
    vendorId: null,
  },
  tag1: { name: 'Organic' },
  tag2: { name: 'Local' },
});

const eachFields = (): VariantSpecFields => ({
  businessUnit: primaryUnit,
  isSecondaryBusinessUnit: false,
  isReserve: false,
  cutInstructions1: null,
  cutInstructions2: null,
  isRestrictedProduct: false,
  businessUnitModel: { type: 3 },
  metadata: {
    lineType: 'S1',
    unitOfMeasure: 'EA',
    productClassificationCode: null,
    bto: false,
    supermarket: true,
    chefItemFlag: false,
    vendorId,
  },
  tag1: null,
  tag2: null,
});

const specFieldsOf = (variant: Record<string, unknown>) =>
  variantSpecFieldsSchema.parse(
    Object.fromEntries(Object.keys(variantSpecFieldsSchema.shape).map((key) => [key, variant[key]])),
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const primary = await createBusinessUnit(db);
  const secondary = await createBusinessUnit(db);
  const vendor = await createVendor(db);
  primaryUnit = primary.id;
  secondaryUnit = secondary.id;
  vendorId = vendor.id;
  const { organization } = await createOrganization(db, { brand: 0, businessUnitId: primary.id });
  const user = await createUser(db, { region: 'midwest' }, [organization.id]);
  const created = await createProduct(db, {
    businessUnitId: primary.id,
    customerGroupIds: [organization.customerGroupId],
    name: 'Zebrafield Striploin, Choice',
    variants: [
      {
        // Out of stock at its primary unit, in stock at the secondary: served from the secondary.
        text: 'CS',
        price: 120,
        stock: 0,
        overrides: {
          secondaryBusinessUnitId: secondary.id,
          isReserve: true,
          cutInstructions1: 'Trim to 1/4 in.',
          cutInstructions2: 'Portion 8 oz',
          productClassificationCode: 'BF-100',
          bto: true,
          chefItemFlag: true,
          tag1: 'Organic',
          tag2: 'Local',
        },
      },
      { text: 'EA', price: 12, stock: 4, overrides: { supermarket: true, vendorId: vendor.id } },
    ],
  });
  sku = created.sku;
  await db.insert(inventory).values({ variantId: `${sku}-CS`, businessUnitId: secondary.id, quantity: 9 });
  buyer = new TestClient(t.app);
  await buyer.login(user.email, TEST_PASSWORD);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the variant fields of spec section 3', () => {
  it('product detail carries pageType and every variant field, schema-checked', async () => {
    const response = await buyer.get(`/web-api/catalog/product?sku=${sku}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = productDetailSchema.parse(response.json());
    expect(detail.pageType).toBe('ProductDetailPage');
    expect(detail.variants.map(specFieldsOf)).toEqual([caseFields(), eachFields()]);
  });

  it('search hits carry the same fields on each variant', async () => {
    const response = await buyer.post('/1/indexes/*/queries', {
      requests: [{ indexName: INDEX, params: 'query=zebrafield' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const hits = response.json().results[0].hits as unknown[];
    const hit = searchHitSchema.parse(hits.find((h) => (h as { sku: string }).sku === sku));
    expect(hit.variants.map(specFieldsOf)).toEqual([caseFields(), eachFields()]);
  });

  it('cart lines carry them on their variants', async () => {
    const added = await buyer.post('/web-api/cart/add', {
      productSku: sku,
      unitOfMeasure: 'EA',
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = cartSchema.parse((await buyer.get('/web-api/cart')).json());
    const line = cart.cartGroups.flatMap((g) => g.subCarts).flatMap((s) => s.lines)[0]!;
    expect(line.productSku).toBe(sku);
    expect(line.variants.map(specFieldsOf)).toEqual([caseFields(), eachFields()]);
  });

  it("answers an unknown sku on cart/add with 'Could not add product to cart.'", async () => {
    const response = await buyer.post('/web-api/cart/add', {
      productSku: 'NO-SUCH-SKU',
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('Could not add product to cart.');
  });
});
