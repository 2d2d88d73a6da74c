import { cartLineSchema, type CartLine, type ValidationMessage } from '@larder/contract';
import { getTableColumns } from 'drizzle-orm';
import type { OrderableVariant } from '../catalog/catalog.service.ts';
import type { CartLineRow } from './cart.repository.ts';
import { cartLines } from './cart.table.ts';

/**
 * A change to one line of a 200-line cart answers with all 200 lines, and 199 of them are what they were a
 * moment ago. Each line's view, the messages it adds and its validated JSON are kept per process, and used
 * again while everything the view is computed from is the same: the line's row (every column but those
 * named in COLUMNS_NOT_IN_VIEW), the variant and its siblings (the same objects while the catalog's content
 * and their price and stock stand, ADR 010), the organization's type flags, the JIT flag and the buyer's
 * date. Anything else makes a new view. Safe to lose; bounded.
 */

/** What a line's view is computed from, besides the row and the variants. */
export interface LineViewInputs {
  today: string;
  jitFlag: boolean;
  isProtein: boolean;
  isCme: boolean;
  isPPro: boolean;
  isSpecialty: boolean;
}

/** A line's view with the validation messages computing it produced. */
export interface ComputedLineView<T> {
  view: CartLine;
  messages: readonly ValidationMessage[];
  extra: T;
}

interface Entry<T> extends ComputedLineView<T> {
  row: CartLineRow;
  variant: OrderableVariant;
  siblings: readonly OrderableVariant[];
  inputs: LineViewInputs;
}

// A line's JSON alone is about 1 KB, so some tens of MB: a hundred full 200-line carts, or thousands of small ones.
const ENTRY_LIMIT = 20_000;
const entries = new Map<string, Entry<unknown>>();
const jsonOfView = new WeakMap<CartLine, Buffer>();

/**
 * Columns of a line its view does not depend on: the id is the cache's key, a line never moves to another
 * cart, and where it sits among the cart's lines and when it was added are not part of its view.
 */
export const COLUMNS_NOT_IN_VIEW: ReadonlySet<keyof CartLineRow> = new Set([
  'id',
  'cartId',
  'position',
  'createdAt',
]);

// Every other column of the table, taken from the table itself: a column added later is compared without a
// word here, so a kept view can never outlive a change to it.
const comparedColumns = (Object.keys(getTableColumns(cartLines)) as (keyof CartLineRow)[]).filter(
  (column) => !COLUMNS_NOT_IN_VIEW.has(column),
);

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());
}

function sameRow(a: CartLineRow, b: CartLineRow): boolean {
  for (const column of comparedColumns) if (!sameValue(a[column], b[column])) return false;
  return true;
}

function sameInputs(a: LineViewInputs, b: LineViewInputs): boolean {
  return (
    a.today === b.today &&
    a.jitFlag === b.jitFlag &&
    a.isProtein === b.isProtein &&
    a.isCme === b.isCme &&
    a.isPPro === b.isPPro &&
    a.isSpecialty === b.isSpecialty
  );
}

function sameSiblings(a: readonly OrderableVariant[], b: readonly OrderableVariant[]): boolean {
  return a.length === b.length && a.every((variant, index) => variant === b[index]);
}

/** The line's view: the kept one when nothing it is computed from changed, else computed (and kept). */
export function lineViewOf<T>(
  row: CartLineRow,
  variant: OrderableVariant,
  siblings: readonly OrderableVariant[],
  inputs: LineViewInputs,
  compute: () => ComputedLineView<T>,
): ComputedLineView<T> {
  const kept = entries.get(row.id) as Entry<T> | undefined;
  if (
    kept &&
    kept.variant === variant &&
    sameRow(kept.row, row) &&
    sameInputs(kept.inputs, inputs) &&
    sameSiblings(kept.siblings, siblings)
  ) {
    return kept;
  }
  const computed = compute();
  // Validated and encoded once here, so answers reuse the bytes without checking or encoding the line again.
  jsonOfView.set(computed.view, Buffer.from(JSON.stringify(cartLineSchema.parse(computed.view))));
  // Oldest made first out: a line still in use is made again and goes to the back, so a full cache sheds
  // lines of carts long submitted or left instead of dropping every cart at once.
  entries.delete(row.id);
  if (entries.size >= ENTRY_LIMIT) entries.delete(entries.keys().next().value!);
  entries.set(row.id, { ...computed, row, variant, siblings: [...siblings], inputs });
  return computed;
}

/** The validated JSON (UTF-8) of a line view this cache made, or undefined for any other object. */
export function keptLineJson(view: CartLine): Buffer | undefined {
  return jsonOfView.get(view);
}

/** Drops the kept views of lines that will never be shown again (a cart that became orders). */
export function forgetLineViews(lineIds: Iterable<string>): void {
  for (const id of lineIds) entries.delete(id);
}
