import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test-support/catalog-factories.ts';
import { createReferenceData } from '../../test-support/factories.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { readCatalogStamps } from './catalog.repository.ts';
import { orderableVariantsOf } from './catalog.service.ts';
import { inventory, prices, products, variants } from './catalog.table.ts';

let database: TestDatabase;

const readCatalogStamp = async (db: TestDatabase['db']) => (await readCatalogStamps(db)).stamp;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function world() {
  const db = database.db;
  const { businessUnit, customerGroup } = await createReferenceData(db);
  const product = await createProduct(db, {
    businessUnitId: businessUnit.id,
    customerGroupIds: [customerGroup.id],
    variants: [
      { text: 'CS', price: 24.5, stock: 50 },
      { text: 'EA', price: 2.25, stock: 500 },
    ],
  });
  return { db, customerGroupId: customerGroup.id, sku: product.sku, caseId: `${product.sku}-CS` };
}

describe('orderable variants, cached under the catalog stamp', () => {
  it('answers a repeated read from the cache while the catalog is unchanged', async () => {
    const { db, customerGroupId, sku } = await world();
    const first = await orderableVariantsOf(db, [sku], customerGroupId);
    const second = await orderableVariantsOf(db, [sku], customerGroupId);
    expect(first.map((v) => v.text)).toEqual(['CS', 'EA']);
    expect(second[0]).toBe(first[0]);
  });

  it('reads a new price and new stock as soon as they are committed', async () => {
    const { db, customerGroupId, sku, caseId } = await world();
    await orderableVariantsOf(db, [sku], customerGroupId);
    await db
      .update(prices)
      .set({ price: '19.99' })
      .where(and(eq(prices.variantId, caseId), eq(prices.customerGroupId, customerGroupId)));
    expect((await orderableVariantsOf(db, [sku], customerGroupId))[0]?.price).toBe(19.99);
    await db.update(inventory).set({ quantity: 0 }).where(eq(inventory.variantId, caseId));
    expect((await orderableVariantsOf(db, [sku], customerGroupId))[0]?.primaryStock).toBe(0);
    await db.update(products).set({ name: 'Renamed Flour' }).where(eq(products.sku, sku));
    expect((await orderableVariantsOf(db, [sku], customerGroupId))[0]?.productName).toBe('Renamed Flour');
  });

  it('takes a new stamp for a committed catalog write, and none for one rolled back', async () => {
    const { db, caseId, customerGroupId } = await world();
    const before = await readCatalogStamp(db);
    await db
      .transaction(async (tx) => {
        await tx.update(inventory).set({ quantity: 7 }).where(eq(inventory.variantId, caseId));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await readCatalogStamp(db)).toBe(before);
    await db
      .update(prices)
      .set({ price: '1.00' })
      .where(and(eq(prices.variantId, caseId), eq(prices.customerGroupId, customerGroupId)));
    const after = await readCatalogStamp(db);
    expect(after).not.toBeNull();
    expect(after).toBeGreaterThan(before!);
  });

  it('keeps the content stamp through price and stock writes, which move the catalog stamp', async () => {
    const { db, caseId, customerGroupId, sku } = await world();
    const contentStamp = async () => (await readCatalogStamps(db)).contentStamp!;
    const before = { content: await contentStamp(), catalog: (await readCatalogStamp(db))! };
    await db.update(inventory).set({ allocated: 1 }).where(eq(inventory.variantId, caseId));
    const afterStock = (await readCatalogStamp(db))!;
    expect(afterStock).toBeGreaterThan(before.catalog);
    await db
      .update(prices)
      .set({ price: '3.00' })
      .where(and(eq(prices.variantId, caseId), eq(prices.customerGroupId, customerGroupId)));
    expect(await readCatalogStamp(db)).toBeGreaterThan(afterStock);
    // What a guide keeps (no price, no stock) is still valid.
    expect(await contentStamp()).toBe(before.content);

    await db.update(variants).set({ weight: '2/25 LB' }).where(eq(variants.id, caseId));
    const content = await contentStamp();
    expect(content).toBeGreaterThan(before.content);
    expect(await readCatalogStamp(db)).toBeGreaterThan(afterStock);
    await db.update(products).set({ name: 'Stone-ground Flour' }).where(eq(products.sku, sku));
    expect(await contentStamp()).toBeGreaterThan(content);
  });

  it('after a stock or price write reads prices and stock again, and keeps every unchanged variant the same object', async () => {
    const { db, customerGroupId, sku, caseId } = await world();
    const [caseBefore, eachBefore] = await orderableVariantsOf(db, [sku], customerGroupId);
    await db.update(inventory).set({ quantity: 3 }).where(eq(inventory.variantId, caseId));
    const [caseAfterStock, eachAfterStock] = await orderableVariantsOf(db, [sku], customerGroupId);
    expect(caseAfterStock?.primaryStock).toBe(3);
    expect(caseAfterStock).not.toBe(caseBefore);
    expect(caseAfterStock?.productName).toBe(caseBefore?.productName);
    // The each's price and stock did not change: the views computed from it stay valid.
    expect(eachAfterStock).toBe(eachBefore);

    await db
      .update(prices)
      .set({ price: '2.10' })
      .where(and(eq(prices.variantId, `${sku}-EA`), eq(prices.customerGroupId, customerGroupId)));
    const [caseAfterPrice, eachAfterPrice] = await orderableVariantsOf(db, [sku], customerGroupId);
    expect(eachAfterPrice?.price).toBe(2.1);
    expect(caseAfterPrice).toBe(caseAfterStock);

    // A content write reads the whole variant again, so the details are new as well.
    await db.update(variants).set({ weight: '4/5 LB' }).where(eq(variants.id, caseId));
    const [caseAfterContent, eachAfterContent] = await orderableVariantsOf(db, [sku], customerGroupId);
    expect(caseAfterContent?.weight).toBe('4/5 LB');
    expect(eachAfterContent).not.toBe(eachAfterPrice);
  });

  it('reads a product again whole when its variants are no longer the ones kept', async () => {
    const { db, customerGroupId, sku, caseId } = await world();
    expect((await orderableVariantsOf(db, [sku], customerGroupId)).map((v) => v.text)).toEqual(['CS', 'EA']);
    // Removing a variant moves the content stamp too; what is read must never be the kept pair either way.
    await db.delete(variants).where(eq(variants.id, caseId));
    expect((await orderableVariantsOf(db, [sku], customerGroupId)).map((v) => v.text)).toEqual(['EA']);
  });

  it('reads products that did not exist yet once they are added', async () => {
    const { db, customerGroupId } = await world();
    expect(await orderableVariantsOf(db, ['NOPE-1'], customerGroupId)).toEqual([]);
    const { businessUnit } = await createReferenceData(db);
    const added = await createProduct(db, {
      businessUnitId: businessUnit.id,
      customerGroupIds: [customerGroupId],
      variants: [{ text: 'CS', price: 5, stock: 1 }],
    });
    const found = await orderableVariantsOf(db, ['NOPE-1', added.sku], customerGroupId);
    expect(found.map((v) => v.productSku)).toEqual([added.sku]);
  });
});
