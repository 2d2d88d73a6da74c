import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * The rules every bulk feed follows (ADR 039, ADR 041): each row is checked on its own, every bad field of
 * every row is named in one 400 (`customers.3.businessUnit`), and a call with any bad row changes nothing.
 */

/** Field errors by path (`products.3.variants.0.businessUnit`), every one of them. */
export type RowErrors = Map<string, string>;

/**
 * Rows checked (zod) between two turns of the event loop: 10,000 rows in one go held the process for
 * hundreds of milliseconds, and every buyer's request on it waited that long.
 */
export const ROWS_PER_TURN = 250;

/** Lets other requests run between two slices of a long check. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Refuses a whole call for its bad rows: a 400 naming every bad field of every row; nothing was applied. */
export function refuseRows(errors: ReadonlyMap<string, string>, what: string): never {
  const rows = new Set([...errors.keys()].map((key) => key.split('.').slice(0, 2).join('.'))).size;
  throw new AppError(
    'VALIDATION_FAILED',
    `${rows} ${rows === 1 ? what : `${what}s`} cannot be applied, so nothing was changed. Fix ${rows === 1 ? 'it' : 'them'} and send the whole call again.`,
    Object.fromEntries(errors),
  );
}

/** The rows of a call's envelope (`{ products: [...] }`), or the 400 of a call that is not a list at all. */
export function envelopeRows(schema: z.ZodType, body: unknown, list: string): unknown[] {
  const envelope = schema.safeParse(body);
  if (!envelope.success) {
    const fields = Object.fromEntries(
      envelope.error.issues.map((issue) => [issue.path.join('.') || list, issue.message]),
    );
    throw new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'The request is not valid.', fields);
  }
  return (envelope.data as Record<string, unknown[]>)[list]!;
}

/**
 * Parses every row on its own, so one answer names the bad fields of all rows, not just the first: each bad
 * field recorded under `<list>.<index>.<field>` (`firstIndex`: the first row's index in the call); a bad row
 * is null in the answer. In one go: for a worker thread (ADR 040), where no request waits behind it.
 */
export function parseRows<Row>(
  list: string,
  rows: readonly unknown[],
  schema: z.ZodType<Row>,
  errors: RowErrors,
  firstIndex = 0,
): (Row | null)[] {
  return rows.map((row, offset) => {
    const result = schema.safeParse(row);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = [list, firstIndex + offset, ...issue.path].join('.');
      if (!errors.has(key)) errors.set(key, issue.message);
    }
    return null;
  });
}

/** `parseRows` a slice per turn of the event loop, for checks that run on the request thread. */
export async function parseFeedRows<Row>(
  list: string,
  rows: readonly unknown[],
  schema: z.ZodType<Row>,
  errors: RowErrors,
): Promise<(Row | null)[]> {
  const parsed: (Row | null)[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    parsed.push(...parseRows(list, rows.slice(start, start + ROWS_PER_TURN), schema, errors, start));
  }
  return parsed;
}

/** Records every row whose key an earlier row of the call already has (`describe` says it). */
export function markDuplicateKeys<Row>(
  list: string,
  rows: readonly (Row | null)[],
  keyOf: (row: Row) => string,
  field: string,
  describe: (key: string, first: number, index: number) => string,
  errors: RowErrors,
): void {
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    if (!row) return;
    const key = keyOf(row);
    const first = firstRowOf.get(key);
    if (first !== undefined) errors.set(`${list}.${index}.${field}`, describe(key, first, index));
    else firstRowOf.set(key, index);
  });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What an upsert answers: counts per outcome and a sentence saying them (or that nothing changed). */
export function upsertOutcome(
  what: string,
  received: number,
  created: number,
  updated: number,
): {
  received: number;
  created: number;
  updated: number;
  unchanged: number;
  changed: number;
  message: string;
} {
  const changed = created + updated;
  const unchanged = received - changed;
  const parts = [
    created > 0 ? `${plural(created, what)} created` : null,
    updated > 0 ? `${created > 0 ? updated : plural(updated, what)} updated` : null,
    unchanged > 0 && changed > 0 ? `${unchanged} unchanged` : null,
  ].filter(Boolean);
  return {
    received,
    created,
    updated,
    unchanged,
    changed,
    message: changed === 0 ? `Nothing changed: every ${what} is already as sent.` : `${parts.join(', ')}.`,
  };
}
