import type { Db } from '../../db/client.ts';
import { seedContent } from '../../db/seed/content.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { categories, products } from '../catalog/catalog.table.ts';

/** The product the small test catalog holds. */
export const TEST_PRODUCT = {
  sku: '100001',
  name: 'Angus Beef Ribeye Steak, Boneless, Choice',
  url: '/product/100001/angus-beef-ribeye-steak-boneless-choice/',
  description:
    'Hand-selected and cut to spec in our own butcher shop. Consistent size and marbling, case after case.',
} as const;

/** A two-branch, three-level category tree and one product: just enough catalog for content tests. */
export async function insertTestCatalog(db: Db): Promise<void> {
  await db.insert(categories).values([
    { id: 'protein', name: 'Protein', parentId: null, level: 1, position: 0, url: '/products/protein/' },
    { id: 'produce', name: 'Produce', parentId: null, level: 1, position: 1, url: '/products/produce/' },
    {
      id: 'protein-beef',
      name: 'Beef',
      parentId: 'protein',
      level: 2,
      position: 0,
      url: '/products/protein/beef/',
    },
    {
      id: 'protein-beef-steaks',
      name: 'Steaks',
      parentId: 'protein-beef',
      level: 3,
      position: 0,
      url: '/products/protein/beef/steaks/',
    },
    {
      id: 'produce-fruit',
      name: 'Fruit',
      parentId: 'produce',
      level: 2,
      position: 0,
      url: '/products/produce/fruit/',
    },
  ]);
  await db.insert(products).values({
    ...TEST_PRODUCT,
    brand: 'Larder Prime',
    brandCode: 1,
    categoryId: 'protein-beef-steaks',
    category: 'Protein',
    subcategory: 'Beef',
    subsubcategory: 'Steaks',
    imageUrl: '/images/products/beef.svg',
  });
}

/** A test app holding the small catalog and the demo content: the setup every content API test starts from. */
export async function createContentTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  await insertTestCatalog(t.database.db);
  await seedContent(t.database.db);
  return t;
}
