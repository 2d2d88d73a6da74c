import { PAGE_TYPES, pagePropertiesSchemas, type PageType } from '@larder/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../modules/catalog/catalog.table.ts';
import { contentBlocks, contentItems } from '../../modules/content/content.table.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';
import type { Db } from '../client.ts';
import { buildCategories } from './categories.ts';
import { seedContent } from './content.ts';

async function seedInto(db: Db): Promise<number> {
  await db.insert(categories).values(buildCategories().rows);
  return seedContent(db);
}

/** Every site path a piece of content links to, wherever it sits in the properties. */
function sitePathsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => sitePathsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'url' || key === 'href') && typeof inner === 'string' && inner.startsWith('/')) {
        found.add(inner);
      } else sitePathsIn(inner, found);
    }
  }
  return found;
}

describe('demo content', () => {
  let t: TestApp;
  let pageCount: number;
  beforeAll(async () => {
    t = await createTestApp();
    pageCount = await seedInto(t.database.db);
  });
  afterAll(() => t.close());

  it('has a page of every page type, each with valid properties', async () => {
    const rows = await t.database.db.select().from(contentItems).orderBy(asc(contentItems.id));
    expect(rows).toHaveLength(pageCount);
    expect(new Set(rows.map((row) => row.pageType))).toEqual(new Set(PAGE_TYPES));
    for (const row of rows) {
      expect(
        () => pagePropertiesSchemas[row.pageType as PageType].parse(row.properties),
        row.url,
      ).not.toThrow();
    }
    const listings = rows.filter((row) => row.pageType === 'ProductListingPage').map((row) => row.url);
    expect(listings).toEqual([
      '/products/',
      '/products/protein/',
      '/products/produce/',
      '/products/specialty/',
      '/products/chefs-items/',
    ]);
  });

  it('links only to pages that exist', async () => {
    const rows = await t.database.db.select().from(contentItems);
    const blocks = await t.database.db.select().from(contentBlocks);
    const paths = sitePathsIn([
      ...rows.map((row) => row.properties),
      ...blocks.map((block) => block.properties),
    ]);
    paths.delete('/product/');
    const links = [...paths].filter((path) => !path.startsWith('/images/'));
    expect(links.length).toBeGreaterThan(15);
    for (const path of links) {
      const response = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'application/json' },
      });
      expect(response.statusCode, path).toBe(200);
    }
  });

  it('comes out the same on every run', async () => {
    const other = await openTestDatabase();
    try {
      await seedInto(other.db);
      const strip = (rows: (typeof contentItems.$inferSelect)[]) =>
        rows.map(({ changedAt: _, ...row }) => row);
      const mine = await t.database.db.select().from(contentItems).orderBy(asc(contentItems.id));
      const theirs = await other.db.select().from(contentItems).orderBy(asc(contentItems.id));
      expect(strip(theirs)).toEqual(strip(mine));
    } finally {
      await other.close();
    }
  });
});
