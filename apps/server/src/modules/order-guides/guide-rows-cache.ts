import type { Db } from '../../db/client.ts';
import type { GroupRow, GuideUnitRow, ItemRow, SubstitutionRow } from './order-guides.repository.ts';

/** All of a guide but prices and stock: groups, items and substitutions with their products, and the products' units. */
export interface GuideRows {
  groups: GroupRow[];
  /** In guide order. */
  items: ItemRow[];
  substitutionsByItem: Map<number, SubstitutionRow[]>;
  /** Each product's units in position order. */
  unitsBySku: Map<string, GuideUnitRow[]>;
}

/**
 * A screen loads a 2,000-item guide 50 items at a time (or all at once), and every page arranges all 2,000
 * rows: each process keeps the rows of recently read guides, keyed by the guide's change stamp (its update
 * time to the microsecond, bumped by every change to its groups, items and par levels), so a changed guide
 * is never read from here. Catalog fields (names, brands, urls, units, pack sizes, quantity rules) may lag a
 * minute behind the catalog (DESIGN.md section 1: TTL-bound, safe to lose); prices and stock are never kept.
 * One cache per database handle, so test databases never mix. Bounded by items, not guides: one 2,000-item
 * guide weighs as much as a hundred small ones.
 */
const TTL_MS = 60_000;
const ITEM_LIMIT = 50_000;
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
  cache.delete(guideId);
  let held = rows.items.length;
  for (const entry of cache.values()) held += entry.rows.items.length;
  // Oldest first: a Map iterates in insertion order, and a guide read again is inserted again.
  for (const [oldId, entry] of cache) {
    if (held <= ITEM_LIMIT) break;
    cache.delete(oldId);
    held -= entry.rows.items.length;
  }
  cache.set(guideId, { stamp, at: now, rows });
}
