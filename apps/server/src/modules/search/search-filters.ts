import {
  SEARCH_FACET_ATTRIBUTES,
  SEARCH_LOOKUP_ATTRIBUTES,
  SEARCH_NUMERIC_ATTRIBUTES,
  type SearchFacetAttribute,
  type SearchNumericAttribute,
} from '@larder/contract';
import { AppError } from '../../plugins/app-error.ts';

/** An attribute a facet predicate may test: a facet, or the sku for exact lookups. */
export type FilterAttribute = SearchFacetAttribute | 'sku';

/** A comparison a numeric filter makes. */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** A parsed filter: predicates combined with AND, OR and NOT; never raw text. */
export type Filter =
  | { kind: 'and'; filters: Filter[] }
  | { kind: 'or'; filters: Filter[] }
  | { kind: 'not'; filter: Filter }
  | { kind: 'facet'; attribute: FilterAttribute; value: string }
  | { kind: 'numeric'; attribute: SearchNumericAttribute; operator: NumericOperator; value: number }
  | { kind: 'range'; attribute: SearchNumericAttribute; from: number; to: number };

const MAX_FILTER_LENGTH = 4000;
const MAX_PREDICATES = 200;
const MAX_DEPTH = 8;
const MAX_VALUE_LENGTH = 200;

const FACETS: ReadonlySet<string> = new Set(SEARCH_FACET_ATTRIBUTES);
const LOOKUPS: ReadonlySet<string> = new Set(SEARCH_LOOKUP_ATTRIBUTES);
const NUMERICS: ReadonlySet<string> = new Set(SEARCH_NUMERIC_ATTRIBUTES);

/** A 400 naming what is wrong with a filter. */
export function badFilter(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}

function facetAttribute(name: string): FilterAttribute {
  if (FACETS.has(name)) return name as SearchFacetAttribute;
  // Algolia's tag attribute; this index keeps its tags in `tags`.
  if (name === '_tags') return 'tags';
  if (LOOKUPS.has(name)) return 'sku';
  throw badFilter(`Unknown filter attribute '${name.slice(0, 60)}'.`);
}

function numericAttribute(name: string): SearchNumericAttribute {
  if (NUMERICS.has(name)) return name as SearchNumericAttribute;
  throw badFilter(`Unknown numeric attribute '${name.slice(0, 60)}'.`);
}

function facetPredicate(attribute: FilterAttribute, value: string): Filter {
  if (value.length === 0 || value.length > MAX_VALUE_LENGTH) {
    throw badFilter(`A filter value must have 1 to ${MAX_VALUE_LENGTH} characters.`);
  }
  if (attribute === 'inStock' && value !== 'true' && value !== 'false') {
    throw badFilter("inStock filters take 'true' or 'false'.");
  }
  return { kind: 'facet', attribute, value };
}

function numberOf(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value))
    throw badFilter(`'${text.slice(0, 30)}' is not a number.`);
  return value;
}

/**
 * A facet value as Algolia writes it in facetFilters and tagFilters: a leading '-' negates, '\\-' is a
 * literal '-' (so is a '-' inside double quotes).
 */
function negatableValue(raw: string): { value: string; negated: boolean } {
  if (raw.startsWith('\\-')) return { value: raw.slice(1), negated: false };
  if (raw.startsWith('-')) return { value: unquoted(raw.slice(1)), negated: true };
  return { value: unquoted(raw), negated: false };
}

function unquoted(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** One facetFilters entry, e.g. `brand:Larder Prime` or `tags:-New` (NOT tags:New); `brand:\-X` is the value '-X'. */
function facetFilterEntry(entry: unknown): Filter {
  if (typeof entry !== 'string') throw badFilter('facetFilters entries must be strings.');
  const colon = entry.indexOf(':');
  if (colon <= 0) throw badFilter(`Facet filter '${entry.slice(0, 60)}' must look like attribute:value.`);
  const { value, negated } = negatableValue(entry.slice(colon + 1));
  const predicate = facetPredicate(facetAttribute(entry.slice(0, colon).trim()), value);
  return negated ? { kind: 'not', filter: predicate } : predicate;
}

/** One tagFilters entry: a value of `tags` (Algolia's `_tags`), `-Organic` to exclude it. */
function tagFilterEntry(entry: unknown): Filter {
  if (typeof entry !== 'string') throw badFilter('tagFilters entries must be strings.');
  const { value, negated } = negatableValue(entry);
  const predicate = facetPredicate('tags', value);
  return negated ? { kind: 'not', filter: predicate } : predicate;
}

const NUMERIC_ENTRY = /^\s*([A-Za-z][\w.]*)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.eE+-]+)\s*$/;
const RANGE_ENTRY = /^\s*([A-Za-z][\w.]*)\s*:\s*(-?[\d.eE+-]+)\s+TO\s+(-?[\d.eE+-]+)\s*$/;

/** One numericFilters entry, e.g. `price>=10` or `price:10 TO 20`. */
function numericFilterEntry(entry: unknown): Filter {
  if (typeof entry !== 'string') throw badFilter('numericFilters entries must be strings.');
  const range = RANGE_ENTRY.exec(entry);
  if (range) {
    return {
      kind: 'range',
      attribute: numericAttribute(range[1]!),
      from: numberOf(range[2]!),
      to: numberOf(range[3]!),
    };
  }
  const comparison = NUMERIC_ENTRY.exec(entry);
  if (!comparison) throw badFilter(`Numeric filter '${entry.slice(0, 60)}' must look like price>=10.`);
  return {
    kind: 'numeric',
    attribute: numericAttribute(comparison[1]!),
    operator: comparison[2] as NumericOperator,
    value: numberOf(comparison[3]!),
  };
}

/**
 * facetFilters or numericFilters as Algolia takes them: a string, or an array whose entries are ANDed and
 * whose nested arrays are ORed (`[["brand:A","brand:B"],"category:C"]`).
 */
export function parseFilterList(raw: unknown, entry: (value: unknown) => Filter, name: string): Filter[] {
  let list = raw;
  if (typeof list === 'string') {
    const text = list.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        throw badFilter(`${name} is not valid JSON.`);
      }
    } else list = text === '' ? [] : [text];
  }
  if (!Array.isArray(list)) throw badFilter(`${name} must be an array.`);
  if (list.length > MAX_PREDICATES) throw badFilter(`${name} has too many entries.`);
  return list.map((item) => {
    if (!Array.isArray(item)) return entry(item);
    if (item.length > MAX_PREDICATES) throw badFilter(`${name} has too many entries.`);
    return { kind: 'or', filters: item.map((inner) => entry(inner)) };
  });
}

/** Parses Algolia's facetFilters parameter. */
export function parseFacetFilters(raw: unknown): Filter[] {
  return parseFilterList(raw, facetFilterEntry, 'facetFilters');
}

/** Parses Algolia's tagFilters parameter (it filters on `tags`, this index's `_tags`). */
export function parseTagFilters(raw: unknown): Filter[] {
  return parseFilterList(raw, tagFilterEntry, 'tagFilters');
}

/** Parses Algolia's numericFilters parameter. */
export function parseNumericFilters(raw: unknown): Filter[] {
  return parseFilterList(raw, numericFilterEntry, 'numericFilters');
}

type Token =
  | { type: 'word' | 'string'; text: string }
  | { type: '(' | ')' | ':' }
  | { type: 'op'; text: NumericOperator };

const OPERATORS = ['<=', '>=', '!=', '<', '>', '='] as const;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')' || c === ':') {
      tokens.push({ type: c });
      i++;
    } else if (c === '"' || c === "'") {
      let text = '';
      i++;
      while (i < input.length && input[i] !== c) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (i >= input.length) throw badFilter('filters has an unclosed quote.');
      i++;
      tokens.push({ type: 'string', text });
    } else {
      const operator = OPERATORS.find((op) => input.startsWith(op, i));
      if (operator) {
        tokens.push({ type: 'op', text: operator });
        i += operator.length;
        continue;
      }
      const match = /^[^\s()":'<>=!]+/.exec(input.slice(i));
      if (!match) throw badFilter(`filters has an unexpected '${c}' at position ${i + 1}.`);
      tokens.push({ type: 'word', text: match[0] });
      i += match[0].length;
    }
  }
  return tokens;
}

/** A recursive-descent parser for Algolia's `filters` syntax: OR binds looser than AND, NOT tightest. */
class FilterParser {
  private position = 0;
  private predicates = 0;

  private readonly tokens: Token[];

  // A plain field, not a parameter property: Node's type stripping runs only erasable syntax (ADR 001).
  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  parse(): Filter {
    const filter = this.or(0);
    if (this.position < this.tokens.length) throw badFilter('filters has unexpected text after the end.');
    return filter;
  }

  private peekWord(word: string): boolean {
    const token = this.tokens[this.position];
    return token?.type === 'word' && token.text.toUpperCase() === word;
  }

  private or(depth: number): Filter {
    const filters = [this.and(depth)];
    while (this.peekWord('OR')) {
      this.position++;
      filters.push(this.and(depth));
    }
    return filters.length === 1 ? filters[0]! : { kind: 'or', filters };
  }

  private and(depth: number): Filter {
    const filters = [this.unary(depth)];
    while (this.peekWord('AND')) {
      this.position++;
      filters.push(this.unary(depth));
    }
    return filters.length === 1 ? filters[0]! : { kind: 'and', filters };
  }

  private unary(depth: number): Filter {
    if (depth > MAX_DEPTH) throw badFilter('filters is nested too deeply.');
    if (this.peekWord('NOT')) {
      this.position++;
      return { kind: 'not', filter: this.unary(depth + 1) };
    }
    const token = this.tokens[this.position];
    if (token?.type === '(') {
      this.position++;
      const inner = this.or(depth + 1);
      if (this.tokens[this.position]?.type !== ')')
        throw badFilter('filters is missing a closing parenthesis.');
      this.position++;
      return inner;
    }
    return this.predicate();
  }

  private value(): string {
    const token = this.tokens[this.position];
    if (token?.type !== 'word' && token?.type !== 'string') throw badFilter('filters is missing a value.');
    this.position++;
    return token.text;
  }

  private predicate(): Filter {
    if (++this.predicates > MAX_PREDICATES) throw badFilter('filters has too many conditions.');
    const name = this.tokens[this.position];
    if (name?.type !== 'word' && name?.type !== 'string') {
      throw badFilter('filters expects an attribute name, e.g. brand:"Larder Prime".');
    }
    this.position++;
    const next = this.tokens[this.position];
    if (next?.type === 'op') {
      this.position++;
      return {
        kind: 'numeric',
        attribute: numericAttribute(name.text),
        operator: next.text,
        value: numberOf(this.value()),
      };
    }
    if (next?.type !== ':')
      throw badFilter(`filters expects ':' or a comparison after '${name.text.slice(0, 60)}'.`);
    this.position++;
    const value = this.value();
    if (this.peekWord('TO')) {
      this.position++;
      return {
        kind: 'range',
        attribute: numericAttribute(name.text),
        from: numberOf(value),
        to: numberOf(this.value()),
      };
    }
    return facetPredicate(facetAttribute(name.text), value);
  }
}

/** Parses Algolia's `filters` string with a strict grammar; anything else is a 400. */
export function parseFilterString(input: string): Filter | null {
  if (input.length > MAX_FILTER_LENGTH) throw badFilter('filters is too long.');
  const tokens = tokenize(input);
  if (tokens.length === 0) return null;
  return new FilterParser(tokens).parse();
}
