import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../catalog/catalog.read-model.ts';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  parentId: categories.parentId,
  level: categories.level,
  url: categories.url,
};

/** A catalog category as content needs it. */
export type CategoryRow = Pick<typeof categories.$inferSelect, keyof typeof categoryColumns>;

/** A product as its detail page's head needs it. */
export type ProductHeadRow = Pick<typeof products.$inferSelect, 'sku' | 'name' | 'description' | 'url'>;

/** Every category, parents before children and in shelf order; the tree is small (about a hundred). */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.name));
}

/** The category whose page lives at a URL (lower case, trailing slash), or null. */
export async function findCategoryByUrl(db: Db, url: string): Promise<CategoryRow | null> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(eq(sql`lower(${categories.url})`, url))
    .limit(1);
  return row ?? null;
}

/** The product with a SKU, or null. */
export async function findProductBySku(db: Db, sku: string): Promise<ProductHeadRow | null> {
  const [row] = await db
    .select({ sku: products.sku, name: products.name, description: products.description, url: products.url })
    .from(products)
    .where(eq(products.sku, sku));
  return row ?? null;
}
