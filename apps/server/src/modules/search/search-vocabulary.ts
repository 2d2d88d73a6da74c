import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * The words the catalog is written in (`search_words`: every folded word of names, brands and categories),
 * held in memory per process and read again after a minute: a buyer's word is looked up here to tell a
 * misspelling from a word, to find what it was meant to be, and to split or join words (ADR 019).
 */
export interface Vocabulary {
  /** Whether some word starts with `prefix`. */
  hasPrefix(prefix: string): boolean;
  /** Whether the word itself is known (a plural or singular of it counts too). */
  has(word: string): boolean;
  /** The closest words to a misspelt one, all at the smallest edit distance found, when it is small enough. */
  closest(word: string, limit?: number): string[];
  /** Other words a few edits from a known one ('fillet' and 'filet'), not those it is a prefix of; nearest first. */
  neighbors(word: string, limit?: number): string[];
}

const RELOAD_AFTER_MS = 60_000;
const MEMO_LIMIT = 10_000;
const loaded = new WeakMap<Db, { at: number; vocabulary: Promise<Vocabulary> }>();

/** The largest number of edits a word of this length may carry and still be corrected. */
export function editsAllowed(length: number): number {
  return length < 4 ? 0 : length < 6 ? 1 : 2;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), stopping early once every path
 * costs more than `max`: 'tenderlion' is one edit from 'tenderloin'.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The word without a plural ending, for comparing 'onion' with 'onions' and 'berry' with 'berries'. */
export function singularOf(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ches|shes|sses|xes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Builds the lookups over a list of words (lower case, folded). */
export function vocabularyOf(list: Iterable<string>): Vocabulary {
  const words = [...new Set(list)].sort();
  const exact = new Set(words.flatMap((w) => [w, singularOf(w)]));
  const firstAtLeast = (prefix: string) => {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (words[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  // Answers are kept with the vocabulary (it is replaced every minute), a bounded number of them.
  const memo = new Map<string, string[]>();
  const remembered = (key: string, find: () => string[]) => {
    let answer = memo.get(key);
    if (!answer) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(key, (answer = find()));
    }
    return answer;
  };
  return {
    hasPrefix: (prefix) => words[firstAtLeast(prefix)]?.startsWith(prefix) ?? false,
    has: (word) => exact.has(word) || exact.has(singularOf(word)),
    closest: (word, limit = 3) => remembered(`c${limit} ${word}`, () => closestOf(words, word, limit)),
    neighbors: (word, limit = 3) => remembered(`n${limit} ${word}`, () => neighborsOf(words, word, limit)),
  };
}

/** The closest words to `word` (see Vocabulary.closest). */
function closestOf(words: readonly string[], word: string, limit: number): string[] {
  const max = editsAllowed(word.length);
  if (max === 0) return [];
  let best = max + 1;
  let found: string[] = [];
  for (const candidate of words) {
    // A word typed part way ('strawber') is compared with the same length of the candidate as well.
    const whole = editDistance(word, candidate, Math.min(best, max));
    const start =
      candidate.length > word.length + 1
        ? editDistance(word, candidate.slice(0, word.length), Math.min(best, max))
        : whole;
    const distance = Math.min(whole, start);
    if (distance < best) {
      best = distance;
      found = [candidate];
    } else if (distance === best && distance <= max) {
      found.push(candidate);
    }
  }
  // Among equals, the shortest first: the word itself rather than its longer relatives.
  return best <= max ? found.sort((x, y) => x.length - y.length || (x < y ? -1 : 1)).slice(0, limit) : [];
}

/** Other words near a known `word` (see Vocabulary.neighbors). */
function neighborsOf(words: readonly string[], word: string, limit: number): string[] {
  const max = editsAllowed(word.length);
  if (max === 0) return [];
  const near: [string, number][] = [];
  for (const candidate of words) {
    if (candidate.startsWith(word)) continue;
    const distance = editDistance(word, candidate, max);
    if (distance > 0 && distance <= max) near.push([candidate, distance]);
  }
  near.sort((a, b) => a[1] - b[1] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1));
  return near.slice(0, limit).map(([w]) => w);
}

/** The catalog's vocabulary, read again after a minute (a new product's words wait at most that long). */
export function catalogVocabulary(db: Db, now = Date.now()): Promise<Vocabulary> {
  const held = loaded.get(db);
  if (held && now - held.at < RELOAD_AFTER_MS) return held.vocabulary;
  const vocabulary = queryRows<{ word: string }>(db, sql`select word from search_words`).then((rows) =>
    vocabularyOf(rows.map((r) => r.word)),
  );
  loaded.set(db, { at: now, vocabulary });
  vocabulary.catch(() => loaded.delete(db));
  return vocabulary;
}

/** Forgets the held vocabulary of a database, so the next search reads it again (tests, bulk loads). */
export function forgetCatalogVocabulary(db: Db): void {
  loaded.delete(db);
}
