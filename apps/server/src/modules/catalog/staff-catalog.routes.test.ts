import type { StaffCatalogItem, StaffCategoryTree } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusinessUnit, createProduct, createVendor } from '../../test-support/catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';
import { categories, products } from './catalog.table.ts';

let t: TestApp;
let admin: TestClient;
let buyer: TestClient;
let sku: string;
let other: string;
let customerGroupId: string;
let unitId: string;

async function signedIn(overrides: Parameters<typeof createUser>[1], organizationIds: string[] = []) {
  const user = await createUser(t.database.db, overrides, organizationIds);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const unit = await createBusinessUnit(db, { id: 'BU-STAFF', name: 'Staff Warehouse' });
  unitId = unit.id;
  const vendor = await createVendor(db, { id: 'V-CREAM', name: 'Creamery Direct' });
  const { organization } = await createOrganization(db, { businessUnitId: unit.id });
  customerGroupId = organization.customerGroupId;
  const created = await createProduct(db, {
    businessUnitId: unit.id,
    customerGroupIds: [customerGroupId],
    name: 'Cultured Butter',
    variants: [{ text: 'CS', price: 42, stock: 12, overrides: { vendorId: vendor.id } }],
  });
  sku = created.sku;
  other = (
    await createProduct(db, {
      businessUnitId: unit.id,
      customerGroupIds: [customerGroupId],
      name: 'Sweet Butter',
      variants: [{ text: 'CS', price: 30, stock: 5 }],
    })
  ).sku;
  admin = await signedIn({ isStaff: true, staffPermissions: ['manage-catalog'] });
  buyer = await signedIn({}, [organization.id]);
}, 60_000);
afterAll(() => t.close());

describe('staff catalog: who may use it', () => {
  it('is a 404 for customers and visitors and a 403 for staff without manage-catalog', async () => {
    expect((await buyer.get('/web-api/staff/catalog/products')).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/web-api/staff/catalog/products/${sku}`)).statusCode).toBe(404);
    const support = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
    expect((await support.get('/web-api/staff/catalog/products')).statusCode).toBe(403);
    const edit = await support.request({
      method: 'PATCH',
      url: `/web-api/staff/catalog/products/${sku}`,
      payload: { name: 'Nope' },
    });
    expect(edit.statusCode).toBe(403);
    expect((await buyer.post(`/web-api/staff/catalog/products/${sku}/retire`)).statusCode).toBe(404);
  });
});

describe('staff catalog: finding and reading items', () => {
  it('finds items by sku, name, brand, vendor and category, and by status', async () => {
    const find = async (q: string, status = 'all') =>
      (
        (
          await admin.get(`/web-api/staff/catalog/products?q=${encodeURIComponent(q)}&status=${status}`)
        ).json().items as { sku: string }[]
      ).map((item) => item.sku);
    expect(await find(sku)).toEqual([sku]);
    expect(await find('cultured')).toEqual([sku]);
    expect(await find('creamery')).toEqual([sku]);
    expect(await find('V-CREAM')).toEqual([sku]);
    expect((await find('butter')).sort()).toEqual([sku, other].sort());
    expect(await find('100%_')).toEqual([]);
    expect(await find('butter', 'discontinued')).toEqual([]);
  });

  it('shows an item with each unit’s price per customer group and stock per business unit', async () => {
    const response = await admin.get(`/web-api/staff/catalog/products/${sku}`);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json() as StaffCatalogItem;
    expect(item).toMatchObject({ sku, name: 'Cultured Butter', isDiscontinued: false });
    const unit = item.units[0]!;
    expect(unit.vendorName).toBe('Creamery Direct');
    expect(unit.prices.find((row) => row.customerGroupId === customerGroupId)?.price).toBe('42.00');
    expect(unit.stock).toEqual([
      {
        businessUnitId: unitId,
        businessUnitName: 'Staff Warehouse',
        onHand: 12,
        allocated: 0,
        available: 12,
      },
    ]);
    expect((await admin.get('/web-api/staff/catalog/products/NO-SUCH')).statusCode).toBe(404);
  });
});

describe('staff catalog: editing', () => {
  it("changes an item's texts, links and substitutes, audited, and the buyer's product page shows it at once", async () => {
    expect((await buyer.get(`/web-api/catalog/product?sku=${sku}`)).json().name).toBe('Cultured Butter');
    const response = await admin.request({
      method: 'PATCH',
      url: `/web-api/staff/catalog/products/${sku}`,
      payload: {
        name: 'Cultured Butter, Unsalted',
        imageUrl: '/images/products/dairy-and-eggs.svg',
        specSheetUrl: 'https://example.com/spec.pdf',
        substituteSkus: [other],
        units: [{ id: `${sku}-CS`, specialOrderFlag: true }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Cultured Butter, Unsalted',
      imageUrl: '/images/products/dairy-and-eggs.svg',
      substituteSkus: [other],
      units: [{ specialOrderFlag: true }],
    });
    const page = (await buyer.get(`/web-api/catalog/product?sku=${sku}`)).json();
    expect(page).toMatchObject({
      name: 'Cultured Butter, Unsalted',
      imageUrl: '/images/products/dairy-and-eggs.svg',
    });
    const [audit] = await t.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, sku));
    expect(audit).toMatchObject({
      action: 'product.edit',
      subjectType: 'product',
      before: expect.objectContaining({ name: 'Cultured Butter' }),
      after: expect.objectContaining({ name: 'Cultured Butter, Unsalted' }),
    });
  });

  it('refuses bad input and changes nothing', async () => {
    const patch = (payload: unknown) =>
      admin.request({
        method: 'PATCH',
        url: `/web-api/staff/catalog/products/${sku}`,
        payload: payload as object,
      });
    for (const payload of [
      { name: '' },
      { name: 'a\u0000b' },
      { imageUrl: 'javascript:alert(1)' },
      { substituteSkus: ['NO-SUCH'] },
      { substituteSkus: [sku] },
      { units: [{ id: 'someone-elses-unit', isReserve: true }] },
      { unknownField: 1 },
      { name: 'x'.repeat(301) },
    ]) {
      expect((await patch(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.sku, sku));
    expect(row!.name).toBe('Cultured Butter, Unsalted');
  });

  it('retires and restores an item, audited', async () => {
    const retired = await admin.post(`/web-api/staff/catalog/products/${other}/retire`);
    expect(retired.json()).toMatchObject({ isDiscontinued: true });
    const add = await buyer.post('/web-api/cart/add', {
      productSku: other,
      unitOfMeasure: 'CS',
      quantity: 1,
    });
    expect(add.statusCode).toBe(422);
    const restored = await admin.post(`/web-api/staff/catalog/products/${other}/restore`);
    expect(restored.json()).toMatchObject({ isDiscontinued: false });
    const actions = await t.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, other));
    expect(actions.map((row) => row.action)).toEqual(['product.retire', 'product.restore']);
  });
});

describe('staff catalog: the category tree', () => {
  it('renames, moves and orders categories; items follow; a fourth level is refused', async () => {
    const db = t.database.db;
    await db.insert(categories).values([
      { id: 'dairy', name: 'Dairy', parentId: null, level: 1, position: 5, url: '/products/dairy/' },
      {
        id: 'dairy-butter',
        name: 'Butter',
        parentId: 'dairy',
        level: 2,
        position: 0,
        url: '/products/dairy/butter/',
      },
      { id: 'pantry', name: 'Pantry', parentId: null, level: 1, position: 6, url: '/products/pantry/' },
    ]);
    await db
      .update(products)
      .set({ categoryId: 'dairy-butter', category: 'Dairy', subcategory: 'Butter', subsubcategory: '' })
      .where(eq(products.sku, sku));
    const patch = (id: string, payload: object) =>
      admin.request({ method: 'PATCH', url: `/web-api/staff/catalog/categories/${id}`, payload });

    const renamed = await patch('dairy-butter', { name: 'Butter & Cream' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await db.select().from(products).where(eq(products.sku, sku));
    expect(row).toMatchObject({ category: 'Dairy', subcategory: 'Butter & Cream' });

    const moved = await patch('dairy-butter', { parentId: 'pantry', position: 0 });
    const tree = moved.json() as StaffCategoryTree;
    expect(tree.categories.find((node) => node.id === 'dairy-butter')).toMatchObject({
      parentId: 'pantry',
      level: 2,
      url: '/products/pantry/butter/',
      productCount: 1,
    });
    const [after] = await db.select().from(products).where(eq(products.sku, sku));
    expect(after).toMatchObject({ category: 'Pantry', subcategory: 'Butter & Cream' });

    expect((await patch('pantry', { parentId: 'dairy-butter' })).statusCode).toBe(400);
    expect((await patch('pantry', { parentId: 'dairy' })).statusCode).toBe(200);
    expect((await patch('dairy', { parentId: 'NOPE' })).statusCode).toBe(400);
    expect((await patch('NOPE', { name: 'x' })).statusCode).toBe(404);
    const audits = await db.select().from(staffAudit).where(eq(staffAudit.subjectId, 'dairy-butter'));
    expect(audits.map((audit) => audit.action)).toEqual(['category.edit', 'category.edit']);
  });
});
