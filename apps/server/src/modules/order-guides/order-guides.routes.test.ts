import {
  orderGuideByItemIdListResponseSchema,
  orderGuideCategoriesResponseSchema,
  orderGuideCreatedByMeResponseSchema,
  orderGuideListResponseSchema,
  orderGuideSchema,
  type OrderGuide,
  type OrderGuideListItem,
} from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { inventory, prices, products, variants } from '../catalog/catalog.table.ts';
import { organizationMembers } from '../organizations/organizations.table.ts';
import { orderGuideGroups, orderGuideItems, orderGuides } from './order-guides.table.ts';
import {
  createGuide,
  createGuideWorld,
  standardGuide,
  type GuideWorld,
} from './order-guide-world.test-support.ts';
import { placeTestOrder } from './purchase-history.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guideOf(client: TestClient, id: number, query = ''): Promise<OrderGuide> {
  const response = await client.post(`/web-api/order-guide?id=${id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return orderGuideSchema.parse(response.json());
}

async function listOf(client: TestClient): Promise<OrderGuideListItem[]> {
  const response = await client.post('/web-api/order-guide/list');
  expect(response.statusCode, response.body).toBe(200);
  return orderGuideListResponseSchema.parse(response.json()).guides;
}

const skusOf = (guide: Pick<OrderGuide, 'categories' | 'ungroupedProducts'>) => [
  ...guide.categories.map((group) => [group.name, group.lineItems.map((item) => item.productSku)] as const),
  ['Ungrouped', guide.ungroupedProducts.lineItems.map((item) => item.productSku)] as const,
];

describe('POST /web-api/order-guide', () => {
  let world: GuideWorld;
  let id: number;
  beforeAll(async () => {
    world = await createGuideWorld(t);
    id = await createGuide(world.clients.owner, standardGuide(world));
  });

  it('answers the guide in its custom groups, with prices, stock, units and the permissions of its creator', async () => {
    const guide = await guideOf(world.clients.owner, id, '&type=customGroups');
    const { flour, oil, truffle, salt } = world.products;
    expect(skusOf(guide)).toEqual([
      ['Dry goods', [flour.sku, oil.sku]],
      ['Specials', [truffle.sku]],
      ['Ungrouped', [salt.sku]],
    ]);
    expect(guide).toMatchObject({
      id,
      name: 'Weekly order',
      kind: 'standard',
      categoryType: 'customGroups',
      itemCount: 4,
      organizationId: world.home.id,
      isSharedWithMe: false,
      permissions: { canEdit: true, canShare: true, canTransfer: true, canDelete: true, canCopy: true },
      pagination: { page: 1, pageSize: 50, totalItems: 4, totalPages: 1 },
    });
    const flourItem = guide.categories[0]!.lineItems[0]!;
    expect(flourItem).toMatchObject({
      productSku: flour.sku,
      productUrl: `/product/${flour.sku}/`,
      unitOfMeasure: 'CS',
      name: 'Plain Flour',
      itemSequence: 1,
      displayOrder: 1,
      isSelected: false,
      quantity: 0,
      inStock: true,
    });
    expect(flourItem.variants.map((v) => [v.text, v.price, v.inStock])).toEqual([
      ['CS', '$24.50', true],
      ['EA', '$2.25', true],
    ]);
    const truffleItem = guide.categories[1]!.lineItems[0]!;
    expect(truffleItem.parLevel).toBe(3);
    expect(truffleItem.variants[0]!.price).toBe('Price Pending');
    expect(guide.ungroupedProducts.lineItems[0]!.inStock).toBe(false);
  });

  it('links each item to its product page by the short product URL', async () => {
    const guide = await guideOf(world.clients.owner, id, '&type=customGroups');
    const { productUrl, productSku } = guide.categories[0]!.lineItems[0]!;
    const page = await world.clients.owner.get(productUrl, { accept: 'application/json' });
    expect(page.statusCode).toBe(200);
    expect(page.json().content).toMatchObject({
      pageType: 'ProductDetailPage',
      properties: { sku: productSku },
    });
  });

  it('reads prices and stock fresh on every call while the unchanged guide is reused', async () => {
    const fresh = await createGuideWorld(t);
    const guideId = await createGuide(fresh.clients.owner, standardGuide(fresh));
    const flourOf = async () =>
      (await guideOf(fresh.clients.owner, guideId, '&type=customGroups')).categories[0]!.lineItems[0]!;
    expect((await flourOf()).variants.map((v) => [v.text, v.price, v.inStock])).toEqual([
      ['CS', '$24.50', true],
      ['EA', '$2.25', true],
    ]);
    const [cs, ea] = fresh.products.flour.variantIds;
    const db = t.database.db;
    await db.update(prices).set({ price: '26.00' }).where(eq(prices.variantId, cs!));
    await db.update(inventory).set({ quantity: 0 }).where(eq(inventory.variantId, cs!));
    await db.delete(variants).where(eq(variants.id, ea!));
    const flour = await flourOf();
    expect(flour.inStock).toBe(false);
    // A unit the catalog dropped is left out at once, though the guide's other rows are reused.
    expect(flour.variants.map((v) => [v.text, v.price, v.inStock])).toEqual([['CS', '$26.00', false]]);
  });

  it('answers a catalog change (name, brand, pack size, quantity rules) at once, though the guide is unchanged', async () => {
    const fresh = await createGuideWorld(t);
    const { flour } = fresh.products;
    const guideId = await createGuide(fresh.clients.owner, standardGuide(fresh));
    const flourOf = async () =>
      (await guideOf(fresh.clients.owner, guideId, '&type=customGroups&pageSize=2')).categories[0]!
        .lineItems[0]!;
    const caseOf = (item: OrderGuide['ungroupedProducts']['lineItems'][number]) =>
      item.variants.find((v) => v.text === 'CS')!;
    const before = await flourOf();
    expect(before).toMatchObject({ name: 'Plain Flour', productSku: flour.sku });
    expect(caseOf(before).minQuantity).toBeUndefined();
    // Read twice, so the guide's rows are in the process's cache.
    expect((await flourOf()).name).toBe('Plain Flour');

    const db = t.database.db;
    await db
      .update(products)
      .set({ name: 'Stone-ground Flour', brand: 'Millstone' })
      .where(eq(products.sku, flour.sku));
    const renamed = await flourOf();
    expect(renamed).toMatchObject({ name: 'Stone-ground Flour', brandName: 'Millstone' });
    await db
      .update(variants)
      .set({ weight: '2/25 LB', minMaxFlag: true, minQuantity: 3 })
      .where(eq(variants.id, flour.variantIds[0]!));
    expect(caseOf(await flourOf())).toMatchObject({ weight: '2/25 LB', minQuantity: 3 });
  });

  it('leaves out empty fields and carries quantity rules only where they apply', async () => {
    const guide = await guideOf(world.clients.owner, id, '&type=customGroups');
    const flourItem = guide.categories[0]!.lineItems[0]!;
    expect(flourItem).not.toHaveProperty('expiryDate');
    expect(flourItem).not.toHaveProperty('parLevel');
    expect(flourItem).not.toHaveProperty('substitutions');
    expect(flourItem.variants[0]).not.toHaveProperty('minQuantity');
    await createGuide(world.clients.owner, {
      name: 'Eggs only',
      categories: [
        { name: 'Ungrouped', lineItems: [{ productSku: world.products.eggs.sku, unitOfMeasure: 'cs' }] },
      ],
    }).then(async (eggsId) => {
      const eggs = (await guideOf(world.clients.owner, eggsId, '&type=customGroups')).ungroupedProducts
        .lineItems[0]!;
      expect(eggs.unitOfMeasure).toBe('CS');
      expect(eggs.variants[0]).toMatchObject({ minQuantity: 4, sellByMultiple: 4 });
    });
  });

  it('groups by product category by default (non-editable groups)', async () => {
    const guide = await guideOf(world.clients.owner, id);
    expect(guide.categoryType).toBe('cwCategories');
    expect(guide.categories.map((group) => [group.name, group.isEditable, group.lineItems.length])).toEqual([
      ['Test', false, 4],
    ]);
    expect(guide.ungroupedProducts.lineItems).toEqual([]);
  });

  it('pages across groups and keeps whole-group counts', async () => {
    const first = await guideOf(world.clients.owner, id, '&type=customGroups&page=1&pageSize=3');
    expect(skusOf(first).map(([, skus]) => skus.length)).toEqual([2, 1, 0]);
    expect(first.pagination).toEqual({ page: 1, pageSize: 3, totalItems: 4, totalPages: 2 });
    const second = await guideOf(world.clients.owner, id, '&type=customGroups&page=2&pageSize=3');
    expect(skusOf(second).map(([, skus]) => skus.length)).toEqual([0, 0, 1]);
    expect(second.categories.map((group) => group.itemCount)).toEqual([2, 1]);
  });

  it('searches names, brands and SKUs without case, and every item of a group whose name matches', async () => {
    const byName = await guideOf(world.clients.owner, id, '&type=customGroups&searchTerm=OLIVE');
    expect(skusOf(byName)).toEqual([
      ['Dry goods', [world.products.oil.sku]],
      ['Ungrouped', []],
    ]);
    const bySku = await guideOf(
      world.clients.owner,
      id,
      `&type=customGroups&searchTerm=${world.products.salt.sku.toLowerCase()}`,
    );
    expect(bySku.pagination.totalItems).toBe(1);
    const byGroup = await guideOf(world.clients.owner, id, '&type=customGroups&searchTerm=dry');
    expect(skusOf(byGroup)[0]).toEqual(['Dry goods', [world.products.flour.sku, world.products.oil.sku]]);
    expect(byGroup.itemCount).toBe(4);
  });

  it('answers a new, empty guide for id -1', async () => {
    const guide = await guideOf(world.clients.owner, -1);
    expect(guide).toMatchObject({
      id: -1,
      name: '',
      itemCount: 0,
      permissions: { canEdit: true, canDelete: false },
    });
  });

  it('answers the categories call with the same page', async () => {
    const response = await world.clients.owner.post(
      `/web-api/order-guide/categories?id=${id}&type=customGroups&pageSize=2`,
    );
    expect(response.statusCode).toBe(200);
    const page = orderGuideCategoriesResponseSchema.parse(response.json());
    expect(page.categories[0]!.lineItems).toHaveLength(2);
    expect(page.pagination.totalPages).toBe(2);
  });

  it('gzips the guide when the client accepts it', async () => {
    const response = await world.clients.owner.request({
      method: 'POST',
      url: `/web-api/order-guide?id=${id}&pageSize=100`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const guide = orderGuideSchema.parse(JSON.parse(gunzipSync(response.rawPayload).toString('utf-8')));
    expect(guide.id).toBe(id);
  });

  it('is a 404 for another organization, a missing guide, and a 401 when signed out', async () => {
    for (const url of [`/web-api/order-guide?id=${id}`, `/web-api/order-guide/categories?id=${id}`]) {
      const response = await world.clients.stranger.post(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'The order guide was not found.' },
      });
    }
    expect((await world.clients.owner.post('/web-api/order-guide?id=999999')).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(`/web-api/order-guide?id=${id}`)).statusCode).toBe(401);
  });

  it('refuses bad queries with a 400', async () => {
    for (const query of [
      'id=abc',
      'id=0',
      `id=${id}&page=0`,
      `id=${id}&pageSize=100000`,
      `id=${id}&type=nope`,
    ]) {
      const response = await world.clients.owner.post(`/web-api/order-guide?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /web-api/order-guide/update', () => {
  it('saves a new arrangement: renamed order, removed items, unlisted items to Ungrouped, Substitutions left out', async () => {
    const world = await createGuideWorld(t);
    const { flour, oil, truffle, salt, eggs } = world.products;
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const response = await world.clients.owner.post('/web-api/order-guide/update', {
      id,
      name: 'Weekly order (renamed)',
      categoryType: 'customGroups',
      categories: [
        {
          name: 'New group',
          lineItems: [{ productSku: eggs.sku, unitOfMeasure: 'CS', expiryDate: '2027-01-31' }],
        },
        { name: 'dry goods', lineItems: [{ productSku: oil.sku, unitOfMeasure: 'CS' }] },
        { name: 'Substitutions', lineItems: [{ productSku: salt.sku, unitOfMeasure: 'CS' }] },
      ],
      removedLineItems: [{ productSku: truffle.sku, unitOfMeasure: 'EA' }],
      movedLineItems: [
        { productSku: flour.sku, unitOfMeasure: 'CS', fromCategory: 'Dry goods', toCategory: 'Ungrouped' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, id, error: null });
    const guide = await guideOf(world.clients.owner, id, '&type=customGroups');
    expect(guide.name).toBe('Weekly order (renamed)');
    expect(skusOf(guide)).toEqual([
      ['New group', [eggs.sku]],
      ['dry goods', [oil.sku]],
      ['Ungrouped', [flour.sku, salt.sku]],
    ]);
    expect(guide.categories[0]!.lineItems[0]!.expiryDate).toBe('2027-01-31');
    expect(guide.ungroupedProducts.lineItems.map((item) => item.itemSequence)).toEqual([3, 4]);
  });

  it('answers every read after a change with the change, page after page', async () => {
    const world = await createGuideWorld(t);
    const { flour, oil, truffle, salt, eggs } = world.products;
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const page = (n: number) => guideOf(world.clients.mate, id, `&type=customGroups&pageSize=2&page=${n}`);
    expect(skusOf(await page(1))[0]).toEqual(['Dry goods', [flour.sku, oil.sku]]);
    await world.clients.owner.post('/web-api/order-guide/update', {
      id,
      name: 'Reordered',
      categories: [
        { name: 'Dry goods', lineItems: [{ productSku: oil.sku, unitOfMeasure: 'CS' }] },
        { name: 'Specials', lineItems: [{ productSku: truffle.sku, unitOfMeasure: 'EA' }] },
      ],
      removedLineItems: [{ productSku: salt.sku, unitOfMeasure: 'CS' }],
    });
    const first = await page(1);
    expect(skusOf(first)[0]).toEqual(['Dry goods', [oil.sku]]);
    expect(first.pagination.totalItems).toBe(3);
    await world.clients.owner.post('/web-api/order-guide/add-items', {
      orderGuideIds: [id],
      items: [{ productSku: eggs.sku, unitOfMeasure: 'CS' }],
    });
    const second = await page(2);
    expect(second.pagination.totalItems).toBe(4);
    expect(second.ungroupedProducts.lineItems.map((item) => item.productSku)).toEqual([flour.sku, eggs.sku]);
  });

  it('refuses malformed bodies with a 400 and changes nothing', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const before = await guideOf(world.clients.owner, id, '&type=customGroups');
    const bodies: unknown[] = [
      {},
      { id, categories: [] },
      { id, name: '', categories: [] },
      { id, name: 'x', categories: 'nope' },
      { id, name: 'x', categories: [{ name: 'A', lineItems: [{ productSku: '' }] }] },
      {
        id,
        name: 'x',
        categories: [
          { name: 'A', lineItems: [{ productSku: 'X', unitOfMeasure: 'CS', expiryDate: '31/01/2027' }] },
        ],
      },
      { id, name: 'x', categories: [], removedLineItems: [{ productSku: 1 }] },
      { id: 'abc', name: 'x', categories: [] },
    ];
    for (const body of bodies) {
      const response = await world.clients.owner.post('/web-api/order-guide/update', body as object);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await guideOf(world.clients.owner, id, '&type=customGroups')).toEqual(before);
  });

  it('refuses broken rules with a 422 and changes nothing', async () => {
    const world = await createGuideWorld(t);
    const { flour, oil } = world.products;
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const before = await guideOf(world.clients.owner, id, '&type=customGroups');
    const cases: [object, string][] = [
      [
        {
          categories: [
            { name: 'A', lineItems: [] },
            { name: 'a', lineItems: [] },
          ],
        },
        'There are two groups named "a".',
      ],
      [
        {
          categories: [
            { name: 'A', lineItems: [{ productSku: flour.sku, unitOfMeasure: 'CS' }] },
            { name: 'B', lineItems: [{ productSku: flour.sku, unitOfMeasure: 'cs' }] },
          ],
        },
        `${flour.sku} (cs) is in the guide twice.`,
      ],
      [
        { categories: [{ name: 'A', lineItems: [{ productSku: 'NOPE-1', unitOfMeasure: 'CS' }] }] },
        'Unknown product or unit: NOPE-1 (CS).',
      ],
      [
        { categories: [{ name: 'A', lineItems: [{ productSku: oil.sku, unitOfMeasure: 'EA' }] }] },
        'Unknown product or unit: ' + oil.sku + ' (EA).',
      ],
      [
        {
          categories: [{ name: 'A', lineItems: [{ productSku: flour.sku, unitOfMeasure: 'CS' }] }],
          removedLineItems: [{ productSku: flour.sku, unitOfMeasure: 'CS' }],
        },
        `${flour.sku} cannot be both kept and removed.`,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await world.clients.owner.post('/web-api/order-guide/update', {
        id,
        name: 'Changed',
        ...body,
      });
      expect(response.statusCode, message).toBe(422);
      expect(response.json()).toEqual({ error: { code: 'RULE_BROKEN', message } });
    }
    expect(await guideOf(world.clients.owner, id, '&type=customGroups')).toEqual(before);
  });

  it('lets concurrent saves of one guide take turns instead of failing', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const body = (name: string) => ({
      id,
      name,
      categories: [
        { name: 'Breakfast', lineItems: [{ productSku: world.products.eggs.sku, unitOfMeasure: 'CS' }] },
      ],
    });
    const answers = await Promise.all([
      world.clients.owner.post('/web-api/order-guide/update', body('First')),
      world.clients.mate.post('/web-api/order-guide/update', body('Second')),
      world.clients.owner.post('/web-api/order-guide/add-items', {
        orderGuideIds: [id],
        items: [{ productSku: world.products.eggs.sku, unitOfMeasure: 'CS' }],
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const guide = await guideOf(world.clients.owner, id, '&type=customGroups');
    expect(guide.itemCount).toBe(5);
  });

  it('keeps a non-editable group from being deleted', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    await t.database.db
      .update(orderGuideGroups)
      .set({ isEditable: false })
      .where(eq(orderGuideGroups.name, 'Specials'));
    const response = await world.clients.owner.post('/web-api/order-guide/update', {
      id,
      name: 'x',
      categories: [{ name: 'Dry goods', lineItems: [] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('The group "Specials" cannot be deleted.');
  });

  it('lets a member of the organization edit, but not someone the guide is shared to or another tenant', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const body = { id, name: 'By mate', categories: [] };
    expect((await world.clients.mate.post('/web-api/order-guide/update', body)).statusCode).toBe(200);
    expect((await world.clients.stranger.post('/web-api/order-guide/update', body)).statusCode).toBe(404);
    await world.clients.owner.post('/web-api/order-guide/share', {
      orderGuideId: id,
      organizationId: world.sister.id,
    });
    const sister = await world.sisterClient();
    const shared = await sister.post('/web-api/order-guide/update', body);
    expect(shared.statusCode).toBe(403);
    expect(shared.json().error.message).toBe('You may not change this order guide.');
  });
});

describe('guide actions', () => {
  it('lets only the creator delete; another tenant gets a 404', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const asMate = await world.clients.mate.request({ method: 'DELETE', url: `/web-api/order-guide/${id}` });
    expect(asMate.statusCode).toBe(403);
    expect((await guideOf(world.clients.mate, id)).permissions).toMatchObject({
      canEdit: true,
      canDelete: false,
    });
    const asStranger = await world.clients.stranger.request({
      method: 'DELETE',
      url: `/web-api/order-guide/${id}`,
    });
    expect(asStranger.statusCode).toBe(404);
    const asOwner = await world.clients.owner.request({
      method: 'DELETE',
      url: `/web-api/order-guide/${id}`,
    });
    expect(asOwner.statusCode).toBe(200);
    expect((await world.clients.owner.post(`/web-api/order-guide?id=${id}`)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(orderGuideItems).where(eq(orderGuideItems.guideId, id));
    expect(rows).toEqual([]);
  });

  it('lets an organization admin delete and transfer guides of others', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    await t.database.db
      .update(organizationMembers)
      .set({ role: 'admin' })
      .where(
        and(
          eq(organizationMembers.userId, world.users.mate.id),
          eq(organizationMembers.organizationId, world.home.id),
        ),
      );
    expect((await guideOf(world.clients.mate, id)).permissions).toMatchObject({
      canDelete: true,
      canTransfer: true,
    });
    const deleted = await world.clients.mate.request({ method: 'DELETE', url: `/web-api/order-guide/${id}` });
    expect(deleted.statusCode).toBe(200);
  });

  it('copies a guide with its groups, items and par levels', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const response = await world.clients.mate.post(`/web-api/order-guide/copy/${id}`);
    expect(response.statusCode).toBe(200);
    const copy = response.json() as { id: number; name: string };
    expect(copy.name).toBe('Copy of Weekly order');
    const original = await guideOf(world.clients.mate, id, '&type=customGroups');
    const duplicate = await guideOf(world.clients.mate, copy.id, '&type=customGroups');
    expect(skusOf(duplicate)).toEqual(skusOf(original));
    expect(duplicate.categories[1]!.lineItems[0]!.parLevel).toBe(3);
    expect(duplicate.createdBy.userId).toBe(world.users.mate.id);
    expect((await world.clients.stranger.post(`/web-api/order-guide/copy/${id}`)).statusCode).toBe(404);
  });

  it('keeps hide and default per user, one default per organization, and lists accordingly', async () => {
    const world = await createGuideWorld(t);
    const a = await createGuide(world.clients.owner, standardGuide(world, 'Alpha'));
    const b = await createGuide(world.clients.owner, standardGuide(world, 'Beta'));
    const c = await createGuide(world.clients.owner, standardGuide(world, 'Gamma'));
    const set = (orderGuideId: number, hide: boolean, isDefault: boolean) =>
      world.clients.owner.post('/web-api/order-guide/set-preferences', {
        orderGuideId,
        hide,
        default: isDefault,
      });
    expect((await set(c, false, true)).statusCode).toBe(200);
    expect((await world.clients.owner.post(`/web-api/order-guide/default/${b}`)).statusCode).toBe(200);
    expect((await world.clients.owner.post(`/web-api/order-guide/hide/${a}`)).statusCode).toBe(200);

    const list = await listOf(world.clients.owner);
    expect(list.map((g) => [g.name, g.isDefault, g.isHidden])).toEqual([
      ['Beta', true, false],
      ['Alpha', false, true],
      ['Gamma', false, false],
    ]);
    const listing = (await world.clients.owner.get('/web-api/order-guide/listing')).json();
    expect(listing.guides.map((g: { name: string }) => g.name)).toEqual(['Beta', 'Gamma']);
    const header = (await world.clients.owner.get('/web-api/order-guide/header-list')).json();
    expect(header).toEqual({
      guides: [
        { id: b, name: 'Beta', isDefault: true, url: `/order-guides/detail/?id=${b}` },
        { id: c, name: 'Gamma', isDefault: false, url: `/order-guides/detail/?id=${c}` },
      ],
      totalCount: 2,
    });
    // Another member sees the same guides with marks of their own.
    expect((await listOf(world.clients.mate)).map((g) => [g.name, g.isDefault, g.isHidden])).toEqual([
      ['Alpha', false, false],
      ['Beta', false, false],
      ['Gamma', false, false],
    ]);
    expect((await world.clients.owner.post(`/web-api/order-guide/unhide/${a}`)).statusCode).toBe(200);
    expect((await listOf(world.clients.owner)).find((g) => g.id === a)!.isHidden).toBe(false);
    expect((await set(a, false, true)).statusCode).toBe(200);
    expect((await listOf(world.clients.stranger)).map((g) => g.id)).toEqual([]);
    expect((await world.clients.stranger.post(`/web-api/order-guide/hide/${a}`)).statusCode).toBe(404);
  });

  it('stamps the last viewed date', async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const response = await world.clients.owner.post(`/web-api/order-guide/update-last-viewed-date/${id}`);
    expect(response.statusCode).toBe(200);
    const { lastViewedDate } = response.json();
    expect(Date.now() - Date.parse(lastViewedDate)).toBeLessThan(60_000);
    expect((await guideOf(world.clients.owner, id)).lastViewedDate).toBe(lastViewedDate);
    expect((await guideOf(world.clients.mate, id)).lastViewedDate).toBeNull();
    expect(
      (await world.clients.stranger.post(`/web-api/order-guide/update-last-viewed-date/${id}`)).statusCode,
    ).toBe(404);
  });

  it("transfers ownership to another of the user's organizations only", async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const transfer = (client: TestClient, newOrganizationId: string) =>
      client.post('/web-api/order-guide/transfer-ownership', { orderGuideId: id, newOrganizationId });
    expect((await transfer(world.clients.mate, world.sister.id)).statusCode).toBe(403);
    expect((await transfer(world.clients.owner, world.other.id)).statusCode).toBe(404);
    expect((await transfer(world.clients.owner, world.home.id)).statusCode).toBe(422);
    expect((await transfer(world.clients.stranger, world.other.id)).statusCode).toBe(404);
    expect(
      (await world.clients.owner.post('/web-api/order-guide/transfer-ownership', { orderGuideId: id }))
        .statusCode,
    ).toBe(400);
    await world.clients.owner.post(`/web-api/order-guide/default/${id}`);
    expect((await transfer(world.clients.owner, world.sister.id)).statusCode).toBe(200);
    expect((await world.clients.owner.post(`/web-api/order-guide?id=${id}`)).statusCode).toBe(404);
    const sister = await world.sisterClient();
    expect(await guideOf(sister, id)).toMatchObject({ organizationId: world.sister.id, isDefault: false });
  });

  it("shares to another of the user's organizations: it sees, copies and imports it, but cannot change it", async () => {
    const world = await createGuideWorld(t);
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const missing = await world.clients.owner.post('/web-api/order-guide/share', { orderGuideId: id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Organization ID required');
    const blank = await world.clients.owner.post('/web-api/order-guide/share', {
      orderGuideId: id,
      organizationId: ' ',
    });
    expect(blank.json().error.message).toBe('Organization ID required');
    expect(
      (
        await world.clients.owner.post('/web-api/order-guide/share', {
          orderGuideId: id,
          organizationId: world.other.id,
        })
      ).statusCode,
    ).toBe(404);

    const shared = await world.clients.owner.post('/web-api/order-guide/share', {
      orderGuideId: id,
      organizationId: world.sister.id,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual({
      success: true,
      sharedWith: [{ organizationId: world.sister.id, organizationName: 'Sister Cafe' }],
    });
    expect((await guideOf(world.clients.owner, id)).sharedWith).toHaveLength(1);

    const sister = await world.sisterClient();
    const seen = await guideOf(sister, id);
    expect(seen).toMatchObject({
      isSharedWithMe: true,
      organizationName: 'Home Bistro',
      permissions: { canEdit: false, canShare: false, canTransfer: false, canDelete: false, canCopy: true },
    });
    const importable = (await sister.get('/web-api/order-guide/import-listing')).json();
    expect(importable.guides).toMatchObject([
      { id, name: 'Weekly order', organizationName: 'Home Bistro', itemCount: 4 },
    ]);
    const imported = await sister.post('/web-api/order-guide/share-import', {
      orderGuideId: id,
      name: 'Ours now',
    });
    expect(imported.statusCode).toBe(200);
    const ours = await guideOf(sister, imported.json().id, '&type=customGroups');
    expect(ours).toMatchObject({
      name: 'Ours now',
      organizationId: world.sister.id,
      permissions: { canEdit: true },
    });
    expect(ours.itemCount).toBe(4);
    expect((await sister.request({ method: 'DELETE', url: `/web-api/order-guide/${id}` })).statusCode).toBe(
      403,
    );
    expect((await world.clients.stranger.post(`/web-api/order-guide?id=${id}`)).statusCode).toBe(404);

    const removed = await world.clients.owner.post('/web-api/order-guide/remove-share', {
      orderGuideId: id,
      organizationId: world.sister.id,
    });
    expect(removed.json()).toEqual({ success: true, sharedWith: [] });
    expect((await sister.post(`/web-api/order-guide?id=${id}`)).statusCode).toBe(404);
  });

  it('adds items from the widget, tells which guides hold a sku, and sets par levels', async () => {
    const world = await createGuideWorld(t);
    const { flour, oil, eggs } = world.products;
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const added = await world.clients.owner.post('/web-api/order-guide/add-items', {
      orderGuideIds: [id, -1],
      newGuideName: 'Baking',
      groupName: 'Breakfast',
      items: [
        { productSku: eggs.sku, unitOfMeasure: 'CS' },
        { productSku: flour.sku, unitOfMeasure: 'CS' },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [existing, created] = added.json().guides;
    expect(existing).toMatchObject({ id, addedCount: 1 });
    expect(created).toMatchObject({ name: 'Baking', addedCount: 2 });
    const guide = await guideOf(world.clients.owner, id, '&type=customGroups');
    expect(guide.categories[0]).toMatchObject({ name: 'Breakfast', itemCount: 1 });

    const mine = await world.clients.owner.post('/web-api/order-guide/created-by-me-list', {
      skuList: [eggs.sku],
    });
    expect(
      mine.json().guides.map((g: { name: string; containedSkus: string[] }) => [g.name, g.containedSkus]),
    ).toEqual([
      ['Baking', [eggs.sku]],
      ['Weekly order', [eggs.sku]],
    ]);
    const holding = await world.clients.mate.post('/web-api/order-guide/by-item-id-list', {
      itemIdList: [oil.sku],
    });
    expect(holding.json().guides.map((g: { id: number }) => g.id)).toEqual([id]);

    const par = await world.clients.owner.post('/web-api/order-guide/par-levels', {
      orderGuideId: id,
      items: [{ productSku: oil.sku, unitOfMeasure: 'cs', parLevel: 6 }],
    });
    expect(par.statusCode).toBe(200);
    const withPar = await guideOf(world.clients.owner, id, '&type=customGroups&searchTerm=olive');
    expect(withPar.categories[0]!.lineItems[0]!.parLevel).toBe(6);
    const wrong = await world.clients.owner.post('/web-api/order-guide/par-levels', {
      orderGuideId: id,
      items: [{ productSku: 'NOPE', unitOfMeasure: 'CS', parLevel: 1 }],
    });
    expect(wrong.statusCode).toBe(422);
    const unknown = await world.clients.owner.post('/web-api/order-guide/add-items', {
      orderGuideIds: [id],
      items: [{ productSku: 'NOPE', unitOfMeasure: 'CS' }],
    });
    expect(unknown.statusCode).toBe(422);
    const foreign = await world.clients.stranger.post('/web-api/order-guide/add-items', {
      orderGuideIds: [id],
      items: [{ productSku: oil.sku, unitOfMeasure: 'CS' }],
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('purchase history guide', () => {
  it('tells the widget in which units each guide holds a sku, so another unit of it can still be added', async () => {
    const world = await createGuideWorld(t);
    const { flour } = world.products;
    const id = await createGuide(world.clients.owner, standardGuide(world));
    const heldIn = async (client: TestClient, path: string, body: object) => {
      const response = await client.post(path, body);
      expect(response.statusCode, response.body).toBe(200);
      const guide = orderGuideCreatedByMeResponseSchema
        .parse(response.json())
        .guides.find((g) => g.id === id)!;
      return { skus: guide.containedSkus, items: guide.containedItems };
    };
    const mine = () =>
      heldIn(world.clients.owner, '/web-api/order-guide/created-by-me-list', { skuList: [flour.sku] });
    expect(await mine()).toEqual({
      skus: [flour.sku],
      items: [{ productSku: flour.sku, unitOfMeasure: 'CS' }],
    });
    const added = await world.clients.owner.post('/web-api/order-guide/add-items', {
      orderGuideIds: [id],
      items: [{ productSku: flour.sku, unitOfMeasure: 'EA' }],
    });
    expect(added.json().guides).toMatchObject([{ id, addedCount: 1 }]);
    const both = {
      skus: [flour.sku],
      items: [
        { productSku: flour.sku, unitOfMeasure: 'CS' },
        { productSku: flour.sku, unitOfMeasure: 'EA' },
      ],
    };
    expect(await mine()).toEqual(both);
    const holding = await world.clients.mate.post('/web-api/order-guide/by-item-id-list', {
      itemIdList: [flour.sku],
    });
    const [guide] = orderGuideByItemIdListResponseSchema.parse(holding.json()).guides;
    expect({ skus: guide!.containedSkus, items: guide!.containedItems }).toEqual(both);
  });

  it("is built from the organization's orders of the last 90 days and can only be read and copied", async () => {
    const world = await createGuideWorld(t);
    await placeTestOrder(t, world, [world.products.oil.sku, world.products.flour.sku], 10);
    await placeTestOrder(t, world, [world.products.oil.sku], 20);
    await placeTestOrder(t, world, [world.products.salt.sku], 120);
    const list = await listOf(world.clients.owner);
    const history = list.find((guide) => guide.kind === 'purchaseHistory');
    expect(history).toMatchObject({
      name: 'Purchase history',
      itemCount: 2,
      permissions: { canEdit: false, canShare: false, canDelete: false, canTransfer: false, canCopy: true },
    });
    const guide = await guideOf(world.clients.mate, history!.id);
    expect(guide.categories.flatMap((g) => g.lineItems.map((item) => item.productSku))).toEqual([
      world.products.oil.sku,
      world.products.flour.sku,
    ]);
    expect(
      (
        await world.clients.owner.post('/web-api/order-guide/update', {
          id: history!.id,
          name: 'x',
          categories: [],
        })
      ).statusCode,
    ).toBe(403);
    expect((await listOf(world.clients.stranger)).some((g) => g.kind === 'purchaseHistory')).toBe(false);
    const rows = await t.database.db
      .select()
      .from(orderGuides)
      .where(eq(orderGuides.organizationId, world.home.id));
    expect(rows.filter((row) => row.kind === 'purchaseHistory')).toHaveLength(1);
  });
});
