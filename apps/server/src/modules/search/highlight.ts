import { searchFold } from './search-normalize.ts';
import type { QueryTerm } from './search-terms.ts';

/** An attribute value with the words a query matched wrapped in the highlight tags, as Algolia returns it. */
export interface Highlight {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted: boolean;
}

// A word, or pack notation read as one word as the search folds it ('16/20' is '16x20', 'U-10' is 'u10').
const WORD = /\d+\s*[/-]\s*\d+|(?<![\p{L}\p{N}])u\s*[-/]?\s*\d+(?![\p{L}\p{N}])|[\p{L}\p{N}]+/giu;

/**
 * Wraps every word of `value` that starts with a query term (or one of its corrections) in the tags.
 * The value is not HTML-escaped: InstantSearch escapes hits itself and renders the parts as text.
 */
export function highlight(
  value: string,
  terms: readonly QueryTerm[],
  preTag: string,
  postTag: string,
): Highlight {
  const matched = new Set<string>();
  let wrappedAll = true;
  let anyWord = false;
  const text = value.replace(WORD, (word) => {
    anyWord = true;
    const lower = searchFold(word).replace(/\s+/g, '');
    const term = terms.find(
      (t) => lower.startsWith(t.term) || t.corrections.some((c) => lower.startsWith(c)),
    );
    if (!term) {
      wrappedAll = false;
      return word;
    }
    matched.add(term.term);
    return `${preTag}${word}${postTag}`;
  });
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return {
    value: matched.size === 0 ? value : text,
    matchLevel,
    matchedWords: [...matched],
    fullyHighlighted: anyWord && wrappedAll && matched.size > 0,
  };
}

/** A snippet of an attribute, as Algolia returns it in `_snippetResult`. */
export interface Snippet {
  value: string;
  matchLevel: Highlight['matchLevel'];
}

/**
 * The `words` words of `value` around its first word a query term matched (or its first words), highlighted,
 * with the ellipsis where text was cut.
 */
export function snippet(
  value: string,
  terms: readonly QueryTerm[],
  words: number,
  tags: { highlightPreTag: string; highlightPostTag: string; snippetEllipsisText: string },
): Snippet {
  const spans = [...value.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  if (spans.length === 0) return { value: '', matchLevel: 'none' };
  const first = spans.findIndex(
    (span) => highlight(value.slice(span.start, span.end), terms, '', '').matchLevel !== 'none',
  );
  const from = Math.max(
    0,
    Math.min(first < 0 ? 0 : first - Math.floor((words - 1) / 2), spans.length - words),
  );
  const to = Math.min(spans.length, from + words);
  const marked = highlight(
    value.slice(spans[from]!.start, spans[to - 1]!.end),
    terms,
    tags.highlightPreTag,
    tags.highlightPostTag,
  );
  const before = from > 0 ? tags.snippetEllipsisText : '';
  const after = to < spans.length ? tags.snippetEllipsisText : '';
  return { value: `${before}${marked.value}${after}`, matchLevel: marked.matchLevel };
}
