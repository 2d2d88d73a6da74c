import type { Db } from '../../db/client.ts';
import type { GuideUnitRow } from './guide-catalog.repository.ts';
import type { GroupRow, ItemRow, SubstitutionRow } from './order-guides.repository.ts';

/** All of a guide but prices and stock: groups, items and substitutions with their products, and the products' units. */
export interface GuideRows {
  groups: GroupRow[];
  /** In guide order. */
  items: ItemRow[];
  substitutionsByItem: Map<number, SubstitutionRow[]>;
  /** The products offered instead of discontinued items, by sku (ADR 039). */
  substituteProducts: Map<string, { sku: string; name: string; imageUrl: string }>;
  /** Each product's units in position order. */
  unitsBySku: Map<string, GuideUnitRow[]>;
}

/**
 * What cached rows are valid for: the guide's change stamp (its update time to the microsecond, bumped by
 * every change to its groups, items and par levels) and the catalog's (ADR 010, bumped at commit by any
 * write to products, variants, vendors, prices or inventory), both read before the rows were.
 */
export interface GuideRowsStamps {
  guide: string;
  /** Null while the catalog has no stamp yet: such rows are never kept. */
  catalog: number | null;
}

/**
 * A screen loads a 2,000-item guide 50 items at a time (or all at once), and every page arranges all 2,000
 * rows: each process keeps the rows of recently read guides under both stamps, so neither a changed guide
 * nor a changed catalog (names, brands, urls, units, pack sizes, quantity rules) is ever served from here.
 * Prices and stock are never kept. The minute's TTL only bounds how long rows a guide no longer reads hold
 * memory (DESIGN.md section 1: TTL-bound, safe to lose). One cache per database handle, so test databases
 * never mix. Bounded by items, not guides: one 2,000-item guide weighs as much as a hundred small ones.
 */
const TTL_MS = 60_000;
const ITEM_LIMIT = 50_000;
const caches = new WeakMap<Db, Map<number, { stamps: GuideRowsStamps; at: number; rows: GuideRows }>>();

/** The cached rows of a guide at these stamps, or null. */
export function cachedGuideRows(
  db: Db,
  guideId: number,
  stamps: GuideRowsStamps,
  now: number,
): GuideRows | null {
  if (stamps.catalog === null) return null;
  const entry = caches.get(db)?.get(guideId);
  if (!entry || now - entry.at >= TTL_MS) return null;
  return entry.stamps.guide === stamps.guide && entry.stamps.catalog === stamps.catalog ? entry.rows : null;
}

/** Keeps a guide's rows as they were at these stamps (read after the stamps, never before them). */
export function rememberGuideRows(
  db: Db,
  guideId: number,
  stamps: GuideRowsStamps,
  rows: GuideRows,
  now: number,
): void {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  cache.delete(guideId);
  if (stamps.catalog === null) return;
  let held = rows.items.length;
  for (const [oldId, entry] of cache) {
    // Rows past their minute are never served again: let them go.
    if (now - entry.at >= TTL_MS) cache.delete(oldId);
    else held += entry.rows.items.length;
  }
  // Oldest first: a Map iterates in insertion order, and a guide read again is inserted again.
  for (const [oldId, entry] of cache) {
    if (held <= ITEM_LIMIT) break;
    cache.delete(oldId);
    held -= entry.rows.items.length;
  }
  cache.set(guideId, { stamps, at: now, rows });
}
