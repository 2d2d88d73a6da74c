import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentBlocks, contentItems } from './content.table.ts';

/** A page as the console edits it. */
export type EditablePageRow = typeof contentItems.$inferSelect;

/** A block row with its draft. */
export interface BlockRow {
  properties: Record<string, unknown>;
  draft: Record<string, unknown> | null;
  changedAt: Date;
}

/** Every page of a language in tree order's raw material: by parent, then sort order. */
export async function findAllPages(db: Db, language: string): Promise<EditablePageRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(eq(contentItems.language, language))
    .orderBy(asc(contentItems.sortOrder), asc(contentItems.id));
}

/** A page by id, as it is now. */
export async function findPageById(db: Db, id: number): Promise<EditablePageRow | null> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row ?? null;
}

/** A page by id, locked for update: call it inside the transaction that changes it. */
export async function findPageForUpdate(db: Db, id: number): Promise<EditablePageRow | null> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
  return row ?? null;
}

/** Stores (or, with null, drops) a page's draft. */
export async function setPageDraft(
  db: Db,
  id: number,
  draft: EditablePageRow['draft'],
): Promise<EditablePageRow> {
  const [row] = await db.update(contentItems).set({ draft }).where(eq(contentItems.id, id)).returning();
  return row!;
}

/** Makes a page's draft its published name and properties, and drops the draft. */
export async function publishPageDraft(
  db: Db,
  id: number,
  draft: NonNullable<EditablePageRow['draft']>,
): Promise<EditablePageRow> {
  const [row] = await db
    .update(contentItems)
    .set({ name: draft.name, properties: draft.properties, draft: null, changedAt: sql`now()` })
    .where(eq(contentItems.id, id))
    .returning();
  return row!;
}

/** A block with its draft (locked for update with `lock`, inside a transaction); null when never written. */
export async function findBlockRow(
  db: Db,
  key: string,
  language: string,
  { lock = false } = {},
): Promise<BlockRow | null> {
  const query = db
    .select({
      properties: contentBlocks.properties,
      draft: contentBlocks.draft,
      changedAt: contentBlocks.changedAt,
    })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.key, key), eq(contentBlocks.language, language)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Stores a block's draft (creating the block with `initial` properties when it was never written), or drops it with null. */
export async function setBlockDraft(
  db: Db,
  key: string,
  language: string,
  draft: Record<string, unknown> | null,
  initial: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(contentBlocks)
    .values({ key, language, properties: initial, draft })
    .onConflictDoUpdate({ target: [contentBlocks.key, contentBlocks.language], set: { draft } });
}

/** Publishes a block: new properties, no draft, changed now. */
export async function publishBlock(
  db: Db,
  key: string,
  language: string,
  properties: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(contentBlocks)
    .values({ key, language, properties, draft: null })
    .onConflictDoUpdate({
      target: [contentBlocks.key, contentBlocks.language],
      set: { properties, draft: null, changedAt: sql`now()` },
    });
}
