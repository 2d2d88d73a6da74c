import { asc, eq } from 'drizzle-orm';
import { categories } from '../../modules/catalog/catalog.table.ts';
import { createContentItem, writeContentBlock } from '../../modules/content/content.service.ts';
import type { Db } from '../client.ts';
import { demoPageTree, type PageSpec, type TopCategory } from './content-pages.ts';
import { DEMO_HEADER, demoGlobalSettings, demoFooter } from './content-settings.ts';

/** Creates a page and the pages below it; returns how many it made. */
export async function createTree(
  db: Db,
  spec: PageSpec,
  parentId: number | null,
  sortOrder: number,
): Promise<number> {
  const item = await createContentItem(db, {
    parentId,
    name: spec.name,
    pageType: spec.pageType,
    urlSegment: spec.segment,
    properties: spec.properties,
    sortOrder,
    ...(spec.isEditable === false ? { isEditable: false } : {}),
  });
  let created = 1;
  for (const [index, child] of spec.children.entries()) {
    created += await createTree(db, child, item.contentLink.id, (index + 1) * 10);
  }
  return created;
}

/**
 * Writes the demo site's content: pages of every type (listing pages for the catalog's top categories,
 * so seed the catalog first), the header menu, footer and global settings. Returns how many pages it made.
 */
export async function seedContent(db: Db, now = new Date()): Promise<number> {
  const topCategories: TopCategory[] = await db
    .select({ id: categories.id, name: categories.name, url: categories.url })
    .from(categories)
    .where(eq(categories.level, 1))
    .orderBy(asc(categories.position));
  const pages = await createTree(db, demoPageTree(topCategories, now), null, 0);
  await writeContentBlock(db, 'header', DEMO_HEADER);
  await writeContentBlock(db, 'footer', demoFooter(topCategories));
  await writeContentBlock(db, 'global-settings', demoGlobalSettings(now));
  return pages;
}
