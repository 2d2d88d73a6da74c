import type { SearchHit } from '@larder/contract';
import { AppError } from '../../plugins/app-error.ts';
import { highlight, snippet } from './highlight.ts';
import type { QueryTerm } from './search-terms.ts';

/** The text attributes of a hit that can be highlighted and snippeted. */
const TEXT_ATTRIBUTES = [
  'name',
  'brand',
  'sku',
  'category',
  'subcategory',
  'subsubcategory',
  'description',
  'packSize',
  'unit',
] as const;

type TextAttribute = (typeof TEXT_ATTRIBUTES)[number];

const TEXT: ReadonlySet<string> = new Set(TEXT_ATTRIBUTES);

/** What `_highlightResult` carries when a query does not say. */
export const HIGHLIGHTED_BY_DEFAULT: readonly string[] = ['name', 'brand', 'sku'];

const DEFAULT_SNIPPET_WORDS = 10;
const MAX_SNIPPET_WORDS = 200;

/**
 * A list of names as Algolia reads `attributesToRetrieve` and `responseFields`: `*` is everything, and
 * beside it `-name` leaves a name out. Null means everything; names nothing carries simply match nothing.
 */
export function attributeSelection(names: readonly string[] | undefined): ReadonlySet<string> | null {
  if (names === undefined || names.includes('*')) {
    const excluded = (names ?? []).filter((n) => n.startsWith('-')).map((n) => n.slice(1));
    return excluded.length === 0 ? null : new Set(excluded.map((n) => `-${n}`));
  }
  return new Set(names);
}

/** Whether a selection keeps a name. */
export function selects(selection: ReadonlySet<string> | null, name: string): boolean {
  if (selection === null) return true;
  // An empty list keeps nothing (Algolia: only objectID); a list of '-name's is what `*` leaves out.
  const exclusions = selection.size > 0 && [...selection].every((n) => n.startsWith('-'));
  return exclusions ? !selection.has(`-${name}`) : selection.has(name);
}

/** The text attributes named by `attributesToHighlight` (`*` is all of them). */
export function highlightableAttributes(names: readonly string[]): string[] {
  return names.includes('*') ? [...TEXT_ATTRIBUTES] : names.filter((n) => TEXT.has(n));
}

/** `attributesToSnippet` entries (`description:20`; the length defaults to 10 words) for text attributes. */
export function snippetSpecs(entries: readonly string[]): { attribute: string; words: number }[] {
  return entries.flatMap((entry) => {
    const [name = '', count] = entry.split(':');
    const words = count === undefined ? DEFAULT_SNIPPET_WORDS : Number(count);
    if (!Number.isInteger(words) || words < 1 || words > MAX_SNIPPET_WORDS) {
      throw new AppError(
        'BAD_REQUEST',
        `attributesToSnippet: '${entry.slice(0, 60)}' needs a length of 1 to 200 words.`,
        {
          attributesToSnippet: 'Bad length.',
        },
      );
    }
    const names = name === '*' ? [...TEXT_ATTRIBUTES] : TEXT.has(name) ? [name] : [];
    return names.map((attribute) => ({ attribute, words }));
  });
}

/** How a query wants its hits shaped. */
export interface HitShape {
  attributesToRetrieve: ReadonlySet<string> | null;
  attributesToHighlight: readonly string[];
  attributesToSnippet: readonly { attribute: string; words: number }[];
  snippetEllipsisText: string;
  highlightPreTag: string;
  highlightPostTag: string;
}

/** A record: its objectID and whichever attributes were asked for. */
export type SearchRecord = { objectID: string } & Record<string, unknown>;

/** A product as a record: only the attributes asked for (objectID always). */
export function recordOf(hit: SearchHit, selection: ReadonlySet<string> | null): SearchRecord {
  const { _highlightResult: _h, __position: _p, __queryID: _q, ...attributes } = hit;
  const record: SearchRecord = { objectID: hit.objectID };
  for (const [name, value] of Object.entries(attributes)) if (selects(selection, name)) record[name] = value;
  return record;
}

/** A hit as the query asked for it: its attributes, highlights and snippets. */
export function shapeHit(
  hit: SearchHit,
  terms: readonly QueryTerm[],
  shape: HitShape,
): Record<string, unknown> {
  const shaped = recordOf(hit, shape.attributesToRetrieve);
  const text = (name: string) => String(hit[name as TextAttribute] ?? '');
  shaped._highlightResult = Object.fromEntries(
    shape.attributesToHighlight.map((name) => [
      name,
      highlight(text(name), terms, shape.highlightPreTag, shape.highlightPostTag),
    ]),
  );
  if (shape.attributesToSnippet.length > 0) {
    shaped._snippetResult = Object.fromEntries(
      shape.attributesToSnippet.map(({ attribute, words }) => [
        attribute,
        snippet(text(attribute), terms, words, shape),
      ]),
    );
  }
  return shaped;
}

/** The answer with only the top-level fields `responseFields` named. */
export function pickResponseFields<T extends object>(
  result: T,
  fields: ReadonlySet<string> | null,
): Partial<T> {
  if (fields === null) return result;
  return Object.fromEntries(Object.entries(result).filter(([name]) => selects(fields, name))) as Partial<T>;
}
