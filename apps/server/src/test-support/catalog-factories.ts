import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  categories,
  inventory,
  prices,
  products,
  variants,
  vendors,
} from '../modules/catalog/catalog.table.ts';
import { businessUnits } from '../modules/organizations/organizations.table.ts';

const short = () => randomUUID().slice(0, 8);

/** A business unit (warehouse) with overridable schedule. */
export async function createBusinessUnit(db: Db, overrides: Partial<typeof businessUnits.$inferInsert> = {}) {
  const id = `BU-${short()}`;
  const [row] = await db
    .insert(businessUnits)
    .values({
      id,
      name: `Warehouse ${id}`,
      brand: 0,
      timezone: 'America/New_York',
      deliveryWeekdays: [1, 2, 3, 4, 5],
      cutoffTime: '16:00',
      leadDays: 1,
      city: 'Bronx',
      state: 'NY',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A vendor; drop-ship unless told otherwise. */
export async function createVendor(db: Db, overrides: Partial<typeof vendors.$inferInsert> = {}) {
  const id = `V-${short()}`;
  const [row] = await db
    .insert(vendors)
    .values({ id, name: `Vendor ${id}`, isDropShip: true, ...overrides })
    .returning();
  return row!;
}

/** One unit of a test product: its rules, price (null = Price Pending) and stock. */
export interface TestVariant {
  text: string;
  price: number | null;
  stock?: number;
  weight?: string;
  overrides?: Partial<typeof variants.$inferInsert>;
}

let categoryReady: Promise<void> | null = null;
let categoryDb: Db | null = null;

/** A product with variants priced for the given customer groups and stocked at its business unit. */
export async function createProduct(
  db: Db,
  options: {
    businessUnitId: string;
    customerGroupIds: string[];
    variants: TestVariant[];
    name?: string;
    brandCode?: number;
  },
) {
  if (categoryDb !== db) {
    categoryDb = db;
    categoryReady = db
      .insert(categories)
      .values({ id: 'test-cat', name: 'Test', parentId: null, level: 1, position: 0, url: '/products/test/' })
      .onConflictDoNothing()
      .then(() => undefined);
  }
  await categoryReady;
  const sku = `T${short()}`;
  const name = options.name ?? `Test Product ${sku}`;
  await db.insert(products).values({
    sku,
    name,
    brand: 'Test Brand',
    brandCode: options.brandCode ?? 0,
    categoryId: 'test-cat',
    category: 'Test',
    subcategory: 'Sub',
    subsubcategory: 'Leaf',
    description: 'A product for tests.',
    imageUrl: '/images/products/test.svg',
    url: `/product/${sku}/test/`,
  });
  const ids: string[] = [];
  for (const [position, variant] of options.variants.entries()) {
    const id = `${sku}-${variant.text}`;
    ids.push(id);
    await db.insert(variants).values({
      id,
      productSku: sku,
      code: id,
      text: variant.text,
      weight: variant.weight ?? '1/10 LB',
      unitOfMeasure: variant.text,
      stockingType: 'P',
      lineType: 'S1',
      businessUnitId: options.businessUnitId,
      position,
      isDefault: position === 0,
      ...variant.overrides,
    });
    if (variant.price !== null) {
      await db.insert(prices).values(
        options.customerGroupIds.map((customerGroupId) => ({
          customerGroupId,
          variantId: id,
          price: variant.price!.toFixed(2),
        })),
      );
    }
    await db.insert(inventory).values({
      variantId: id,
      businessUnitId: variant.overrides?.businessUnitId ?? options.businessUnitId,
      quantity: variant.stock ?? 100,
    });
  }
  return { sku, name, variantIds: ids };
}
