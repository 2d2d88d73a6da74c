import { createBusinessUnit, createProduct } from './catalog-factories.ts';
import { TEST_PASSWORD, createUser } from './factories.ts';
import { TestClient, createTestApp, type TestApp } from './test-app.ts';

/** A server with one product and a signed-in `manage-catalog` staff member, for the product-picture tests. */
export interface ProductPictureWorld {
  t: TestApp;
  admin: TestClient;
  sku: string;
  unitId: string;
}

/** Starts the server with `env` and makes the product named `productName` and its staff editor. */
export async function productPictureWorld(
  env: Record<string, string>,
  productName: string,
): Promise<ProductPictureWorld> {
  const t = await createTestApp(env);
  const unit = await createBusinessUnit(t.database.db);
  const { sku } = await createProduct(t.database.db, {
    businessUnitId: unit.id,
    customerGroupIds: [],
    name: productName,
    variants: [{ text: 'CS', price: null }],
  });
  const user = await createUser(t.database.db, { isStaff: true, staffPermissions: ['manage-catalog'] });
  const admin = new TestClient(t.app);
  await admin.login(user.email, TEST_PASSWORD);
  return { t, admin, sku, unitId: unit.id };
}

/** Uploads `content` as the product's picture through the staff route, as the console's file field does. */
export function uploadProductPicture(
  admin: TestClient,
  sku: string,
  content: Buffer,
  fileName = 'picture.png',
) {
  const boundary = '----larder-picture-test';
  return admin.request({
    method: 'POST',
    url: `/web-api/staff/catalog/products/${sku}/image`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
