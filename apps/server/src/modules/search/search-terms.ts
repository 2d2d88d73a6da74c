import { singularOf, type Vocabulary } from './search-vocabulary.ts';

/**
 * What a query's words may match, as a tree: a word (matched as a prefix), all of some parts, or any one of
 * some alternatives. A query is all of its slots; a slot is a word and what it may also mean (ADR 019).
 */
export type TermTree =
  { kind: 'word'; word: string } | { kind: 'all'; parts: TermTree[] } | { kind: 'any'; parts: TermTree[] };

/** The words of a query and what each may match: itself as a prefix, or close words when it is misspelt. */
export interface QueryTerm {
  term: string;
  /** Other words matched in its place: corrections, split or joined forms, synonyms. */
  corrections: string[];
}

/** A query's words resolved: one tree per slot (every slot must match), and the words for highlighting. */
export interface ResolvedQuery {
  slots: TermTree[];
  terms: QueryTerm[];
}

/** Synonym groups, each a list of phrases, each phrase its folded words in order. */
export type SynonymGroups = readonly (readonly (readonly string[])[])[];

// Parts of a split or joined word are at least this long: 'ribeye' is 'rib' and 'eye'.
const MIN_PART_LENGTH = 3;
const MIN_CORRECTABLE_LENGTH = 4;
const MAX_SPLITS = 2;

const word = (w: string): TermTree => ({ kind: 'word', word: w });
const all = (parts: TermTree[]): TermTree => (parts.length === 1 ? parts[0]! : { kind: 'all', parts });
const any = (parts: TermTree[]): TermTree => (parts.length === 1 ? parts[0]! : { kind: 'any', parts });
const isLetters = (w: string) => /^\p{L}+$/u.test(w);

/** Every word a tree names, for highlighting. */
export function wordsOfTree(tree: TermTree): string[] {
  return tree.kind === 'word' ? [tree.word] : tree.parts.flatMap(wordsOfTree);
}

/**
 * A word and what it may also be: corrections when it is no catalog or synonym word, and a split in two.
 * Tolerant (when nothing matched every word as typed), a known word also matches its near neighbours:
 * 'fillet mignon' finds filet mignon, 'steak knives' a steak knife.
 */
function alternativesOf(
  w: string,
  vocabulary: Vocabulary,
  synonymWords: Vocabulary,
  tolerant: boolean,
  typos: boolean,
): TermTree {
  if (!isLetters(w) || w.length < MIN_CORRECTABLE_LENGTH) return word(w);
  if (vocabulary.hasPrefix(w) || synonymWords.hasPrefix(w)) {
    const forms = otherNumberOf(w).filter((form) => vocabulary.has(form));
    return any([
      word(w),
      ...forms.map(word),
      ...(tolerant && typos ? vocabulary.neighbors(w).map(word) : []),
    ]);
  }
  const options: TermTree[] = [word(w)];
  // Without typo tolerance (Algolia's typoTolerance: false) a word is never replaced by a close one.
  const closest = typos ? [...vocabulary.closest(w), ...synonymWords.closest(w, 1)] : [];
  for (const c of [...new Set(closest)].slice(0, 3)) options.push(word(c));
  let splits = 0;
  for (let i = MIN_PART_LENGTH; i <= w.length - MIN_PART_LENGTH && splits < MAX_SPLITS; i++) {
    const [left, right] = [w.slice(0, i), w.slice(i)];
    if (vocabulary.has(left) && vocabulary.hasPrefix(right)) {
      options.push(all([word(left), word(right)]));
      splits++;
    }
  }
  return any(options);
}

/**
 * The other number of a word whose plural the stemmer does not undo: 'knives' and 'knife', 'leaves' and
 * 'leaf', 'halves' and 'half'. Regular plurals need nothing: the english stemmer makes them one word.
 */
export function otherNumberOf(w: string): string[] {
  if (w.endsWith('ves') && w.length > 4) return [`${w.slice(0, -3)}fe`, `${w.slice(0, -3)}f`];
  if (w.endsWith('fe')) return [`${w.slice(0, -2)}ves`];
  if (w.endsWith('f')) return [`${w}s`.replace(/fs$/, 'ves')];
  return [];
}

/** Whether a query word stands for a phrase's word: the same, the same but for a plural, or corrected to it. */
function sameWord(queryWord: string, tree: TermTree, phraseWord: string): boolean {
  if (queryWord === phraseWord || singularOf(queryWord) === singularOf(phraseWord)) return true;
  return tree.kind === 'any' && tree.parts.some((p) => p.kind === 'word' && p.word === phraseWord);
}

/** The longest synonym phrase starting at word `at`: its group and length. */
function synonymAt(
  words: readonly string[],
  trees: readonly TermTree[],
  at: number,
  groups: SynonymGroups,
): { group: (typeof groups)[number]; length: number } | null {
  let best: { group: (typeof groups)[number]; length: number } | null = null;
  for (const group of groups) {
    for (const phrase of group) {
      if (phrase.length === 0 || at + phrase.length > words.length) continue;
      if (best && phrase.length <= best.length) continue;
      if (phrase.every((pw, k) => sameWord(words[at + k]!, trees[at + k]!, pw))) {
        best = { group, length: phrase.length };
      }
    }
  }
  return best;
}

/**
 * Resolves a query's words against the catalog's vocabulary and the synonyms: a misspelt word also matches
 * its closest catalog words, a word made of two ('sheetpan') its parts, two words making one ('rib eye')
 * that word, and a synonym's phrase every other phrase of its group. Pack notation and accents were folded
 * before (`wordsOf`).
 */
export function resolveQuery(
  words: readonly string[],
  vocabulary: Vocabulary,
  synonymWords: Vocabulary,
  groups: SynonymGroups,
  tolerant = false,
  typos = true,
): ResolvedQuery {
  const trees = words.map((w) => alternativesOf(w, vocabulary, synonymWords, tolerant, typos));
  const slots: TermTree[] = [];
  const terms: QueryTerm[] = [];
  for (let i = 0; i < words.length;) {
    const synonym = synonymAt(words, trees, i, groups);
    let slot: TermTree;
    let length = 1;
    if (synonym) {
      length = synonym.length;
      slot = any([all(trees.slice(i, i + length)), ...synonym.group.map((phrase) => all(phrase.map(word)))]);
    } else if (
      i + 1 < words.length &&
      isLetters(words[i]!) &&
      isLetters(words[i + 1]!) &&
      vocabulary.has(words[i]! + words[i + 1]!)
    ) {
      length = 2;
      slot = any([all(trees.slice(i, i + 2)), word(words[i]! + words[i + 1]!)]);
    } else {
      slot = trees[i]!;
    }
    const span = words.slice(i, i + length);
    const others = [...new Set(wordsOfTree(slot))].filter((w) => !span.includes(w));
    span.forEach((term, k) => terms.push({ term, corrections: k === 0 ? others : [] }));
    slots.push(slot);
    i += length;
  }
  return { slots, terms };
}

function treeText(tree: TermTree): string {
  if (tree.kind === 'word') return `${tree.word}:*`;
  const parts = [...new Set(tree.parts.map(treeText))];
  return parts.length === 1 ? parts[0]! : `(${parts.join(tree.kind === 'all' ? ' & ' : ' | ')})`;
}

/**
 * The tsquery text of the slots: every slot must match (or, relaxed, any one), each word as a prefix.
 * Words hold only letters and digits, so nothing in them is tsquery syntax; the text is still a parameter.
 */
export function tsqueryTextOf(slots: readonly TermTree[], mode: 'all' | 'any' = 'all'): string {
  return treeText(mode === 'all' ? all([...slots]) : any([...slots]));
}

/**
 * The query as the engine corrected it, for 'Showing results for ...': each misspelt word (no catalog or
 * synonym word starts with it) replaced by its closest catalog word. Null when no word was corrected.
 */
export function correctedQueryOf(
  words: readonly string[],
  vocabulary: Vocabulary,
  synonymWords: Vocabulary,
): string | null {
  let corrected = false;
  const out = words.map((w) => {
    if (!isLetters(w) || w.length < MIN_CORRECTABLE_LENGTH) return w;
    if (vocabulary.hasPrefix(w) || synonymWords.hasPrefix(w)) return w;
    const best = vocabulary.closest(w, 1)[0] ?? synonymWords.closest(w, 1)[0];
    if (!best) return w;
    corrected = true;
    return best;
  });
  return corrected ? out.join(' ') : null;
}
