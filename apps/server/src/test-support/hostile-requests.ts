import fc from 'fast-check';

/** The part of an OpenAPI (JSON Schema) node the fuzz reads. */
export interface SchemaNode {
  type?: string | string[];
  format?: string;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** Values a valid request would carry for a field, by field name; `id` depends on the route. */
export type Hints = Record<string, unknown>;

/** A JSON value with `depth` levels of arrays (or objects) around it: deeper than any schema accepts. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** A string of about 1 MB that still fits in the body limit with the rest of a request. */
export const HUGE_STRING = 'x'.repeat(1024 * 1024 - 4096);

// Fixed seed: the same unicode strings every run.
const randomUnicode = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), {
  seed: 13,
  numRuns: 3,
});

/** Text that is valid JSON but hard on a database: emoji, right-to-left, combining marks, lone surrogates. */
export const UNICODE_STRINGS = [
  '🍅🧀👩🏽‍🍳',
  'שלום عليكم',
  'e\u0301\u0301\u0327',
  '\u200b\ufeff\u202e',
  '\ud800',
  ...randomUnicode,
];

/** Replacements for a field, whatever its type: a wrong type, null, NUL, a huge string, deep nesting. */
export function hostileValues(base: unknown): unknown[] {
  const common = [null, 'a\u0000b', HUGE_STRING, nested(1000, 'array'), nested(1000, 'object')];
  if (typeof base === 'string')
    return [...common, 7, true, [base], { value: base }, '2026-02-30', '0000-01-01', ...UNICODE_STRINGS];
  if (typeof base === 'number')
    return [...common, String(base), '0x10', '', [base], true, 1.5, -1, 1e300, 2 ** 31];
  if (typeof base === 'boolean') return [...common, 'true', 1, [base]];
  if (Array.isArray(base)) return [...common, {}, 'a', 7];
  return [...common, [], 'a', 7];
}

/** Values of a query-string or path parameter (raw, already URL-encoded where needed). */
export const HOSTILE_QUERY_VALUES = [
  '%00',
  'a%00b',
  '0x10',
  '1e3',
  '%207',
  '-1',
  'abc',
  '',
  '99999999999999999999',
  'x'.repeat(10_000),
  encodeURIComponent('🍅שלום\u0301'),
  '%ED%A0%80',
  '%FF',
];

function optionsOf(node: SchemaNode): SchemaNode[] | undefined {
  return node.anyOf ?? node.oneOf ?? node.allOf;
}

/** A valid-looking value for a schema node: hints by field name first, then the schema's own shape. */
export function sampleOf(node: SchemaNode, hints: Hints, name = ''): unknown {
  if (name in hints) return hints[name];
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  if (node.default !== undefined) return node.default;
  const options = optionsOf(node);
  if (options) {
    const usable = options.find((o) => o.type !== 'null') ?? options[0]!;
    return sampleOf(usable, hints, name);
  }
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'string':
      return node.format === 'date'
        ? '2026-12-01'
        : node.format === 'date-time'
          ? new Date().toISOString()
          : 'x';
    case 'integer':
    case 'number':
      return Math.max(node.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(node.minItems ?? 1, 1) }, () =>
        sampleOf(node.items ?? {}, hints, name),
      );
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node.properties ?? {}))
        out[key] = sampleOf(child, hints, key);
      return out;
    }
    default:
      return 'x';
  }
}

/** Every path to a value inside a JSON value (the root is the empty path). */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => paths.push(...pathsOf(v, [...prefix, i])));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths.push(...pathsOf(v, [...prefix, k]));
  return paths;
}

/** A copy of a JSON value with the value at `path` replaced. */
export function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = next;
  return copy;
}

/** Hostile bodies for a route: each field of a valid-looking body replaced by each hostile value. */
export function hostileBodies(base: unknown): { label: string; body: unknown }[] {
  const bodies: { label: string; body: unknown }[] = [];
  for (const path of pathsOf(base)) {
    const at = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base);
    for (const value of hostileValues(at)) {
      const shown = typeof value === 'string' && value.length > 40 ? `${value.slice(0, 12)}…` : value;
      bodies.push({
        label: `${path.join('.') || '(body)'} = ${JSON.stringify(shown)?.slice(0, 60)}`,
        body: replaced(base, path, value),
      });
    }
  }
  return bodies;
}
