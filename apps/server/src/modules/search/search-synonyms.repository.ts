import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchSynonyms } from './search.table.ts';

/** A synonym group as stored. */
export type SynonymRow = typeof searchSynonyms.$inferSelect;

/** Every synonym group, by id. */
export async function listSynonymRows(db: Db): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
}

/** One synonym group, locked for the change about to be made; null when there is none. */
export async function synonymRowForUpdate(db: Db, id: string): Promise<SynonymRow | null> {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
  return row ?? null;
}

/** Adds a synonym group. */
export async function insertSynonymRow(
  db: Db,
  id: string,
  phrases: string[],
  now: Date,
): Promise<SynonymRow> {
  const [row] = await db
    .insert(searchSynonyms)
    .values({ id, phrases, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Replaces a synonym group's phrases. */
export async function updateSynonymRow(
  db: Db,
  id: string,
  phrases: string[],
  now: Date,
): Promise<SynonymRow> {
  const [row] = await db
    .update(searchSynonyms)
    .set({ phrases, updatedAt: now })
    .where(eq(searchSynonyms.id, id))
    .returning();
  return row!;
}

/** Removes a synonym group. */
export async function deleteSynonymRow(db: Db, id: string): Promise<void> {
  await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
}

/** Puts the given groups in when there are no synonyms at all (a fresh or emptied database). */
export async function insertSynonymRowsIfEmpty(
  db: Db,
  rows: readonly { id: string; phrases: readonly string[] }[],
): Promise<void> {
  const [existing] = await db.select({ id: searchSynonyms.id }).from(searchSynonyms).limit(1);
  if (existing || rows.length === 0) return;
  await db.insert(searchSynonyms).values(rows.map((r) => ({ id: r.id, phrases: [...r.phrases] })));
}
