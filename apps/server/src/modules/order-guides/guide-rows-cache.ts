import type { Db } from '../../db/client.ts';
import type { GroupRow, ItemKeyRow, SubstitutionRow } from './order-guides.repository.ts';

/** What arranging a guide reads of it: groups, light item rows (with name and brand) and substitutions. */
export interface GuideRows {
  groups: GroupRow[];
  keys: ItemKeyRow[];
  substitutions: SubstitutionRow[];
}

/**
 * A screen loads a 2,000-item guide 50 items at a time, and every page arranges all 2,000 rows: each process
 * keeps the rows of recently read guides, keyed by the guide's change stamp (its update time to the
 * microsecond, bumped by every change to its groups and items), so a changed guide is never read from here.
 * Product names, brands and categories may lag a minute behind the catalog (DESIGN.md section 1:
 * TTL-bound, safe to lose). One cache per database handle, so test databases never mix.
 */
const TTL_MS = 60_000;
const LIMIT = 200;
const caches = new WeakMap<Db, Map<number, { stamp: string; at: number; rows: GuideRows }>>();

/** The cached rows of a guide at this change stamp, or null. */
export function cachedGuideRows(db: Db, guideId: number, stamp: string, now: number): GuideRows | null {
  const entry = caches.get(db)?.get(guideId);
  return entry && entry.stamp === stamp && now - entry.at < TTL_MS ? entry.rows : null;
}

/** Keeps a guide's rows as they were at this change stamp (read after the stamp, never before it). */
export function rememberGuideRows(
  db: Db,
  guideId: number,
  stamp: string,
  rows: GuideRows,
  now: number,
): void {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  if (cache.size >= LIMIT && !cache.has(guideId)) cache.delete(cache.keys().next().value!);
  cache.set(guideId, { stamp, at: now, rows });
}
