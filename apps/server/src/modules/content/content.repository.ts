import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { contentBlocks, contentItems } from './content.table.ts';

/** A content row as stored. */
export type ContentRow = typeof contentItems.$inferSelect;

/** A content row with its parent's URL, which the delivery shape links to. */
export interface ContentRowWithParent {
  item: ContentRow;
  parentUrl: string | null;
}

const parent = alias(contentItems, 'parent');

function selectWithParent(db: Db) {
  return db
    .select({ item: contentItems, parentUrl: parent.url })
    .from(contentItems)
    .leftJoin(parent, eq(parent.id, contentItems.parentId));
}

/** The published item at a friendly URL in a language, or null. */
export async function findPublishedByUrl(
  db: Db,
  url: string,
  language: string,
): Promise<ContentRowWithParent | null> {
  const [row] = await selectWithParent(db).where(
    and(eq(contentItems.url, url), eq(contentItems.language, language), eq(contentItems.published, true)),
  );
  return row ?? null;
}

/** The published item with an id, or null. */
export async function findPublishedById(db: Db, id: number): Promise<ContentRowWithParent | null> {
  const [row] = await selectWithParent(db).where(
    and(eq(contentItems.id, id), eq(contentItems.published, true)),
  );
  return row ?? null;
}

/** Any item with an id, published or not (a new page's parent may be a draft). */
export async function findById(db: Db, id: number): Promise<ContentRow | null> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row ?? null;
}

/** The published children of an item, in their sort order. */
export async function findPublishedChildren(db: Db, parentId: number): Promise<ContentRowWithParent[]> {
  return selectWithParent(db)
    .where(and(eq(contentItems.parentId, parentId), eq(contentItems.published, true)))
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id));
}

/** The published children of the published items at some URLs, in sort order, each with its parent's URL. */
export async function findPublishedChildrenOfUrls(
  db: Db,
  urls: readonly string[],
  language: string,
): Promise<ContentRowWithParent[]> {
  if (urls.length === 0) return [];
  return selectWithParent(db)
    .where(
      and(
        inArray(parent.url, [...urls]),
        eq(parent.language, language),
        eq(parent.published, true),
        eq(contentItems.published, true),
      ),
    )
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id));
}

/** The published items of some page types in a language, in sort order (the first of a type is its home). */
export async function findPublishedOfTypes(
  db: Db,
  pageTypes: readonly string[],
  language: string,
): Promise<ContentRowWithParent[]> {
  return selectWithParent(db)
    .where(
      and(
        inArray(contentItems.pageType, [...pageTypes]),
        eq(contentItems.language, language),
        eq(contentItems.published, true),
      ),
    )
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id));
}

/** Whether any item, published or not, already has a URL in a language. */
export async function isUrlTaken(db: Db, url: string, language: string): Promise<boolean> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.url, url), eq(contentItems.language, language)))
    .limit(1);
  return rows.length > 0;
}

/** Stores a new item and returns it. */
export async function insertContentItem(
  db: Db,
  values: typeof contentItems.$inferInsert,
): Promise<ContentRow> {
  const [row] = await db.insert(contentItems).values(values).returning();
  return row!;
}

/** A site-wide block's stored properties, or null when it was never written. */
export async function findBlock(db: Db, key: string, language: string): Promise<unknown> {
  const [row] = await db
    .select({ properties: contentBlocks.properties })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.key, key), eq(contentBlocks.language, language)));
  return row?.properties ?? null;
}

/** Writes a site-wide block, replacing what was there. */
export async function upsertBlock(
  db: Db,
  key: string,
  language: string,
  properties: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(contentBlocks)
    .values({ key, language, properties })
    .onConflictDoUpdate({
      target: [contentBlocks.key, contentBlocks.language],
      set: { properties, changedAt: sql`now()` },
    });
}
