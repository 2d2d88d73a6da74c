import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createBusinessUnit, createProduct, type TestVariant } from './catalog-factories.ts';
import { TEST_PASSWORD, createOrganization, createUser } from './factories.ts';
import { TestClient, type TestApp } from './test-app.ts';
import { inventory, products } from '../modules/catalog/catalog.table.ts';

/** The index every search test queries. */
export const INDEX = 'larder_products_midwest';

interface ProductSpec {
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  brandCode?: number;
  variants: TestVariant[];
}

/**
 * A small catalog for search tests: chicken from two brands, beef, greens, a restricted item of another
 * brand, an out-of-stock and an unpriced item, and 30 pantry items for paging; plus a buyer of a protein
 * (brand 1) organization. Every call makes new rows.
 */
export async function createSearchWorld(t: TestApp) {
  const db = t.database.db;
  const unit = await createBusinessUnit(db);
  const { organization } = await createOrganization(db, { brand: 1, businessUnitId: unit.id });
  const user = await createUser(db, { region: 'midwest' }, [organization.id]);
  const groups = [organization.customerGroupId];

  async function product(spec: ProductSpec) {
    const created = await createProduct(db, {
      businessUnitId: unit.id,
      customerGroupIds: groups,
      name: spec.name,
      brandCode: spec.brandCode ?? 1,
      variants: spec.variants,
    });
    await db
      .update(products)
      .set({ brand: spec.brand, category: spec.category, subcategory: spec.subcategory })
      .where(eq(products.sku, created.sku));
    return created;
  }

  const chickenBreast = await product({
    name: 'Boneless Chicken Breast, Fresh',
    brand: 'Bramble Creek',
    category: 'Protein',
    subcategory: 'Poultry',
    variants: [
      { text: 'CS', price: 45.5, stock: 20 },
      { text: 'LB', price: 4.1, stock: 0, overrides: { catchWeightUom: 'LB', tag1: 'Best Seller' } },
    ],
  });
  const chickenThigh = await product({
    name: 'Chicken Thigh, Skin-On',
    brand: 'Bramble Creek',
    category: 'Protein',
    subcategory: 'Poultry',
    variants: [{ text: 'CS', price: 38, stock: 12 }],
  });
  const tenders = await product({
    name: 'Chicken Breast Tenders, Breaded',
    brand: 'Sunrise Farms',
    category: 'Protein',
    subcategory: 'Poultry',
    variants: [{ text: 'CS', price: 52, stock: 8 }],
  });
  const ribeye = await product({
    name: 'Beef Ribeye Steak, Prime',
    brand: 'Larder Prime',
    category: 'Protein',
    subcategory: 'Beef',
    variants: [{ text: 'CS', price: 210, stock: 4 }],
  });
  const spinach = await product({
    name: 'Organic Baby Spinach',
    brand: 'Green Acre',
    category: 'Produce',
    subcategory: 'Greens',
    brandCode: 2,
    variants: [{ text: 'CS', price: 18.25, stock: 40, overrides: { tag1: 'Organic' } }],
  });
  const wagyu = await product({
    name: 'Wagyu Strip Loin',
    brand: 'Larder Prime',
    category: 'Protein',
    subcategory: 'Beef',
    brandCode: 2,
    variants: [{ text: 'CS', price: 400, stock: 3, overrides: { isRestrictedProduct: true } }],
  });
  const tomatoes = await product({
    name: 'Heirloom Tomatoes',
    brand: 'Green Acre',
    category: 'Produce',
    subcategory: 'Tomatoes',
    brandCode: 2,
    variants: [{ text: 'CS', price: 31, stock: 0 }],
  });
  const truffle = await product({
    name: 'Black Winter Truffle',
    brand: 'Mezzaluna',
    category: 'Specialty',
    subcategory: 'Fungi',
    brandCode: 0,
    variants: [{ text: 'EA', price: null, stock: 2 }],
  });
  const pantry = [];
  for (let i = 1; i <= 30; i++) {
    pantry.push(
      await product({
        name: `Pantry Staple ${String(i).padStart(2, '0')}`,
        brand: i % 2 === 0 ? 'Even Mills' : 'Odd Mills',
        category: 'Pantry',
        subcategory: 'Dry Goods',
        brandCode: 0,
        variants: [{ text: 'CS', price: 10 + i, stock: 5 }],
      }),
    );
  }

  /** A signed-in buyer of the protein organization. */
  async function buyer(): Promise<TestClient> {
    const client = new TestClient(t.app);
    await client.login(user.email, TEST_PASSWORD);
    return client;
  }

  return {
    db,
    organization,
    user,
    unit,
    buyer,
    products: { chickenBreast, chickenThigh, tenders, ribeye, spinach, wagyu, tomatoes, truffle, pantry },
  };
}

/** Sets the stock of one variant at its business unit (what the ERP feed does). */
export async function setVariantStock(db: Db, variantId: string, quantity: number, businessUnitId: string) {
  await db
    .insert(inventory)
    .values({ variantId, businessUnitId, quantity })
    .onConflictDoUpdate({ target: [inventory.variantId, inventory.businessUnitId], set: { quantity } });
}
