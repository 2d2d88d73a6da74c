import type { OrderGuideUpdateBody } from '@larder/contract';
import { createBusinessUnit, createProduct } from '../../test-support/catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, type TestApp } from '../../test-support/test-app.ts';

/** A signed-in client acting for one organization. */
async function clientOf(t: TestApp, email: string, organizationId: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.login(email, TEST_PASSWORD);
  const set = await client.post(`/web-api/organization/set?value=${organizationId}`);
  if (set.statusCode !== 200) throw new Error(`organization/set failed: ${set.statusCode} ${set.body}`);
  return client;
}

/**
 * Three organizations and four buyers for guide tests: `owner` and `mate` buy for `home`; `owner` also buys
 * for `sister` (where guides can be shared or transferred); `stranger` buys for `other`, another tenant.
 * Every call makes new rows, so tests never share guides.
 */
export async function createGuideWorld(t: TestApp) {
  const db = t.database.db;
  const warehouse = await createBusinessUnit(db, { name: 'Guide Warehouse' });
  const { organization: home } = await createOrganization(db, {
    name: 'Home Bistro',
    businessUnitId: warehouse.id,
  });
  const { organization: sister } = await createOrganization(db, {
    name: 'Sister Cafe',
    businessUnitId: warehouse.id,
    customerGroupId: home.customerGroupId,
  });
  const { organization: other } = await createOrganization(db, {
    name: 'Other Diner',
    businessUnitId: warehouse.id,
  });
  const owner = await createUser(db, {}, [home.id, sister.id]);
  const mate = await createUser(db, {}, [home.id]);
  const stranger = await createUser(db, {}, [other.id]);
  const product = (name: string, variants: Parameters<typeof createProduct>[1]['variants']) =>
    createProduct(db, {
      businessUnitId: warehouse.id,
      customerGroupIds: [home.customerGroupId, other.customerGroupId],
      name,
      variants,
    });
  const products = {
    flour: await product('Plain Flour', [
      { text: 'CS', price: 24.5, stock: 50 },
      { text: 'EA', price: 2.25, stock: 500 },
    ]),
    oil: await product('Olive Oil', [{ text: 'CS', price: 40, stock: 30 }]),
    truffle: await product('Black Truffle', [{ text: 'EA', price: null, stock: 5 }]),
    salt: await product('Sea Salt', [{ text: 'CS', price: 9.99, stock: 0 }]),
    eggs: await product('Large Eggs', [
      {
        text: 'CS',
        price: 30,
        stock: 40,
        overrides: { sellByMultiple: 4, minMaxFlag: true, minQuantity: 4 },
      },
    ]),
  };
  const [ownerClient, mateClient, strangerClient] = await Promise.all([
    clientOf(t, owner.email, home.id),
    clientOf(t, mate.email, home.id),
    clientOf(t, stranger.email, other.id),
  ]);
  return {
    home,
    sister,
    other,
    users: { owner, mate, stranger },
    products,
    clients: { owner: ownerClient, mate: mateClient, stranger: strangerClient },
    /** A client of `owner` acting for `sister`. */
    sisterClient: () => clientOf(t, owner.email, sister.id),
  };
}

/** The world of a guide test. */
export type GuideWorld = Awaited<ReturnType<typeof createGuideWorld>>;

/** Creates a guide through the update call (id -1) and returns its id. */
export async function createGuide(
  client: TestClient,
  body: Omit<OrderGuideUpdateBody, 'id'>,
): Promise<number> {
  const response = await client.post('/web-api/order-guide/update', { id: -1, ...body });
  if (response.statusCode !== 200)
    throw new Error(`create guide failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}

/** A guide of the world's products: 'Dry goods' (flour CS, oil), 'Specials' (truffle) and Ungrouped (salt). */
export function standardGuide(world: GuideWorld, name = 'Weekly order'): Omit<OrderGuideUpdateBody, 'id'> {
  const { flour, oil, truffle, salt } = world.products;
  return {
    name,
    categoryType: 'customGroups',
    categories: [
      {
        name: 'Dry goods',
        lineItems: [
          { productSku: flour.sku, unitOfMeasure: 'CS' },
          { productSku: oil.sku, unitOfMeasure: 'CS' },
        ],
      },
      { name: 'Specials', lineItems: [{ productSku: truffle.sku, unitOfMeasure: 'EA', parLevel: 3 }] },
      { name: 'Ungrouped', lineItems: [{ productSku: salt.sku, unitOfMeasure: 'CS' }] },
    ],
  };
}

/** A multipart/form-data body with one file and optional text fields. */
export function multipartBody(
  file: { name: string; content: Buffer | string; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = '----larder-test-boundary';
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file to import-file (optionally into a guide). */
export function upload(
  client: TestClient,
  file: { name: string; content: Buffer | string } | null,
  options: { orderGuideId?: number; name?: string } = {},
) {
  const body = multipartBody(file, options.name ? { name: options.name } : {});
  const query = options.orderGuideId ? `?orderGuideId=${options.orderGuideId}` : '';
  return client.request({
    method: 'POST',
    url: `/web-api/order-guide/import-file${query}`,
    payload: body.payload,
    headers: body.headers,
  });
}
