import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from './query-rows.ts';

/** The words of a query and what each may match: itself as a prefix, or close words when it is misspelt. */
export interface QueryTerm {
  term: string;
  /** Words from the catalog a misspelt term is taken to mean (empty when the term is known). */
  corrections: string[];
}

const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 64;
// Shorter words have too few trigrams for a useful similarity; they are matched as typed.
const MIN_CORRECTABLE_LENGTH = 4;
const CORRECTIONS_PER_TERM = 3;
const CACHE_TTL_MS = 120_000;
const CACHE_LIMIT = 20_000;

/** The searchable words of a query: letters and digits only, lower case, at most 12. */
export function termsOf(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

const caches = new WeakMap<Db, Map<string, { at: number; corrections: string[] }>>();

/**
 * Looks up every word that is not a prefix of any catalog word and finds the closest catalog words by
 * trigram similarity (pg_trgm), so 'chiken brest' still finds chicken breast. Answers are cached for two
 * minutes per process: the word list only grows when new products bring new words.
 */
export async function correctTerms(db: Db, terms: readonly string[], now = Date.now()): Promise<QueryTerm[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const unknown = terms.filter((term) => {
    if (term.length < MIN_CORRECTABLE_LENGTH || /^\d+$/.test(term)) return false;
    const hit = cache.get(term);
    return !hit || now - hit.at >= CACHE_TTL_MS;
  });
  if (unknown.length > 0) {
    const rows = await queryRows<{ term: string; known: boolean; alternatives: string[] }>(
      db,
      sql`
      select t.term,
        exists (select 1 from search_words w where w.word like t.term || '%') as known,
        array(select w.word from search_words w where w.word % t.term
              order by similarity(w.word, t.term) desc, w.word limit ${CORRECTIONS_PER_TERM}) as alternatives
      from unnest(${sql.param(unknown)}::text[]) as t(term)`,
    );
    if (cache.size + unknown.length > CACHE_LIMIT) cache.clear();
    for (const row of rows) {
      cache.set(row.term, { at: now, corrections: row.known ? [] : row.alternatives });
    }
  }
  return terms.map((term) => ({ term, corrections: cache.get(term)?.corrections ?? [] }));
}

/**
 * The tsquery text of the terms: every term must match (AND), as a prefix, or through one of its
 * corrections (OR). Terms hold only letters and digits, so nothing in them is tsquery syntax; the text is
 * still passed as a parameter.
 */
export function tsqueryTextOf(terms: readonly QueryTerm[]): string {
  return terms
    .map(({ term, corrections }) => {
      const options = [term, ...corrections].map((word) => `${word}:*`);
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(' & ');
}
