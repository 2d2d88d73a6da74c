import type { SearchSynonym, SearchSynonymBody } from '@larder/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { phraseWordsOf } from './search-normalize.ts';
import { DEFAULT_SEARCH_SYNONYMS } from './search-synonym-defaults.ts';
import {
  deleteSynonymRow,
  insertSynonymRow,
  insertSynonymRowsIfEmpty,
  listSynonymRows,
  synonymRowForUpdate,
  updateSynonymRow,
  type SynonymRow,
} from './search-synonyms.repository.ts';
import type { SynonymGroups } from './search-terms.ts';
import { vocabularyOf, type Vocabulary } from './search-vocabulary.ts';

/** The synonyms as the search uses them: groups of folded phrases, and every word they hold. */
export interface ActiveSynonyms {
  groups: SynonymGroups;
  words: Vocabulary;
}

// Other processes see a staff change within this long; this one at once.
const RELOAD_AFTER_MS = 30_000;
const held = new WeakMap<Db, { at: number; synonyms: Promise<ActiveSynonyms> }>();

/** The groups of folded phrases of some rows: phrases that fold to nothing are left out. */
export function synonymGroupsOf(rows: readonly { phrases: readonly string[] }[]): SynonymGroups {
  return rows
    .map((row) => row.phrases.map(phraseWordsOf).filter((words) => words.length > 0))
    .filter((group) => group.length > 1);
}

/** The synonyms the search expands queries with, read again after 30 seconds or after a staff change here. */
export function activeSynonyms(db: Db, now = Date.now()): Promise<ActiveSynonyms> {
  const current = held.get(db);
  if (current && now - current.at < RELOAD_AFTER_MS) return current.synonyms;
  const synonyms = listSynonymRows(db).then((rows) => {
    const groups = synonymGroupsOf(rows);
    return { groups, words: vocabularyOf(groups.flat(2)) };
  });
  held.set(db, { at: now, synonyms });
  synonyms.catch(() => held.delete(db));
  return synonyms;
}

function toSynonym(row: SynonymRow): SearchSynonym {
  return { id: row.id, phrases: row.phrases, updatedAt: row.updatedAt.toISOString() };
}

/** Every synonym group, ordered by its first phrase. */
export async function listSynonyms(db: Db): Promise<SearchSynonym[]> {
  const rows = await listSynonymRows(db);
  return rows
    .map(toSynonym)
    .sort((a, b) => (a.phrases[0] ?? '').localeCompare(b.phrases[0] ?? '') || a.id.localeCompare(b.id));
}

/** Adds a synonym group, audited. */
export async function createSynonym(
  db: Db,
  staff: SessionUser,
  body: SearchSynonymBody,
): Promise<SearchSynonym> {
  const id = `syn_${randomBytes(8).toString('hex')}`;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertSynonymRow(tx, id, body.phrases, new Date());
    await recordStaffChange(tx, staff, {
      action: 'search-synonym.create',
      subjectType: 'search-synonym',
      subjectId: id,
      before: null,
      after: { phrases: inserted.phrases },
    });
    return inserted;
  });
  held.delete(db);
  return toSynonym(row);
}

/** Replaces a synonym group's phrases, audited; 404 when there is no such group. */
export async function replaceSynonym(
  db: Db,
  staff: SessionUser,
  id: string,
  body: SearchSynonymBody,
): Promise<SearchSynonym> {
  const row = await db.transaction(async (tx) => {
    const before = await synonymRowForUpdate(tx, id);
    if (!before) throw notFound('The synonym group');
    const updated = await updateSynonymRow(tx, id, body.phrases, new Date());
    await recordStaffChange(tx, staff, {
      action: 'search-synonym.update',
      subjectType: 'search-synonym',
      subjectId: id,
      before: { phrases: before.phrases },
      after: { phrases: updated.phrases },
    });
    return updated;
  });
  held.delete(db);
  return toSynonym(row);
}

/** Removes a synonym group, audited; 404 when there is no such group. */
export async function removeSynonym(db: Db, staff: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await synonymRowForUpdate(tx, id);
    if (!before) throw notFound('The synonym group');
    await deleteSynonymRow(tx, id);
    await recordStaffChange(tx, staff, {
      action: 'search-synonym.delete',
      subjectType: 'search-synonym',
      subjectId: id,
      before: { phrases: before.phrases },
      after: null,
    });
  });
  held.delete(db);
}

/** Puts the default food-service synonyms back when the table is empty (the demo seed, after emptying it). */
export async function restoreDefaultSynonyms(db: Db): Promise<void> {
  await insertSynonymRowsIfEmpty(db, DEFAULT_SEARCH_SYNONYMS);
  held.delete(db);
}
