/**
 * How catalog text and a buyer's query are brought to the same words before they are compared (ADR 009,
 * 018): lower case, no accents ('jalapeño' is 'jalapeno'), and trade pack notation written one way: a count
 * range '16/20' or '16-20' is the word '16x20', a 'U-10', 'U/10' or 'U 10' count is 'u10'. The document side
 * does the same in SQL (`search_fold` in migration 0014); the two must agree, and a test holds them to it.
 */

const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 64;

/** Removes accents and lower-cases: 'Crème Fraîche' is 'creme fraiche'. */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i');
}

/** Writes pack notation one way ('16/20', '16-20' are '16x20'; 'u-10', 'u/10', 'u 10' are 'u10'); other hyphens are spaces. */
export function normalizePackNotation(folded: string): string {
  return folded
    .replace(/(\d+)\s*[/-]\s*(\d+)/g, '$1x$2')
    .replace(/(^|[^\p{L}\p{N}])u\s*[-/]?\s*(\d+)(?![\p{L}\p{N}])/gu, '$1u$2')
    .replace(/-/g, ' ');
}

/** The text as the search compares it: folded accents, lower case, pack notation written one way. */
export function searchFold(text: string): string {
  return normalizePackNotation(foldAccents(text));
}

/** The words of a text in order, folded, letters and digits only: how a synonym's phrase is compared. */
export function phraseWordsOf(text: string): string[] {
  return (searchFold(text).match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** The searchable words of a query: folded, letters and digits only, each once, at most 12. */
export function wordsOf(query: string): string[] {
  return [...new Set(phraseWordsOf(query))].slice(0, MAX_WORDS);
}
