import type { SearchHit } from '@larder/contract';
import { phraseWordsOf } from './search-normalize.ts';
import type { QueryTerm } from './search-terms.ts';

/** The searchable attributes in the order Algolia's `firstMatchedWord` counts them (attribute × 1000 + word). */
const SEARCHABLE = ['sku', 'name', 'brand', 'category', 'subcategory', 'subsubcategory'] as const;

// Algolia caps the distance between two matched words at 8.
const MAX_PROXIMITY = 8;

/** Algolia's `_rankingInfo` of a hit. */
export interface RankingInfo {
  nbTypos: number;
  firstMatchedWord: number;
  proximityDistance: number;
  userScore: number;
  geoDistance: number;
  geoPrecision: number;
  nbExactWords: number;
  words: number;
  filters: number;
}

/**
 * Why a hit ranks where it does, measured on its searchable words: how many query words it matched
 * (`words`), how many only through a correction (`nbTypos`) or as whole words (`nbExactWords`), where the
 * first match is, and how far apart consecutive matched words lie. `userScore` is the hit's place from
 * the end of the result list, as a custom ranking would give it; there is no geo search and no scored
 * optional filter, so those are 0.
 */
export function rankingInfoOf(
  hit: SearchHit,
  terms: readonly QueryTerm[],
  positionFromEnd: number,
): RankingInfo {
  const words = SEARCHABLE.flatMap((attribute, index) =>
    phraseWordsOf(String(hit[attribute])).map((word, position) => ({ word, at: index * 1000 + position })),
  );
  let matched = 0;
  let typos = 0;
  let exact = 0;
  const positions: number[] = [];
  for (const term of terms) {
    const asTyped = words.find((w) => w.word.startsWith(term.term));
    const corrected = asTyped ?? words.find((w) => term.corrections.some((c) => w.word.startsWith(c)));
    if (!corrected) continue;
    matched++;
    if (!asTyped) typos++;
    if (words.some((w) => w.word === term.term)) exact++;
    positions.push(corrected.at);
  }
  let proximity = 0;
  for (let i = 1; i < positions.length; i++) {
    const gap = Math.abs(positions[i]! - positions[i - 1]!);
    proximity += Math.min(gap, MAX_PROXIMITY);
  }
  return {
    nbTypos: typos,
    firstMatchedWord: positions.length === 0 ? 0 : Math.min(...positions),
    proximityDistance: proximity,
    userScore: positionFromEnd,
    geoDistance: 0,
    geoPrecision: 1,
    nbExactWords: exact,
    words: matched,
    filters: 0,
  };
}
