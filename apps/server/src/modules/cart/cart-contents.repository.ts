import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import type { CartLineRow, SubCartRow } from './cart.repository.ts';
import { cartLines, carts, cartSubCarts } from './cart.table.ts';

/**
 * The queries of a cart's contents: its lines and its sub-cart choices. Every transaction that writes them
 * must bump the cart's version too (cart.table.ts, ADR 010).
 */

const cartLinesQuery = preparedPerHandle((db: Db) =>
  db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartLines.position))
    .prepare('cart_lines_of_cart'),
);

/** The lines of a cart in the order they were added. */
export async function findCartLines(db: Db, cartId: string): Promise<CartLineRow[]> {
  return cartLinesQuery(db).execute({ cartId });
}

/** Adds a line at the end of the cart; returns it. */
export async function insertCartLine(
  tx: Db,
  line: Omit<typeof cartLines.$inferInsert, 'id' | 'position'>,
): Promise<CartLineRow> {
  const [row] = await tx
    .insert(cartLines)
    .values({
      ...line,
      id: randomUUID(),
      position: sql`(select coalesce(max(${cartLines.position}), 0) + 1 from ${cartLines} where ${cartLines.cartId} = ${line.cartId})`,
    })
    .returning();
  return row!;
}

/** A line to add in a batch: its id and position are chosen by the caller, who holds the cart's lock. */
export type NewCartLine = Omit<typeof cartLines.$inferInsert, 'createdAt'> & { id: string; position: number };

/**
 * Writes many line changes of one locked cart in at most three statements (delete, update, insert), so
 * adding a guide's hundreds of items costs three round trips instead of one per item. Returns the rows
 * as written, so the caller knows the cart's lines without reading them again.
 */
export async function writeCartLines(
  tx: Db,
  changes: {
    deleted: readonly string[];
    quantities: readonly { id: string; quantity: number }[];
    inserted: readonly NewCartLine[];
  },
): Promise<{ updated: CartLineRow[]; inserted: CartLineRow[] }> {
  if (changes.deleted.length > 0) {
    await tx.delete(cartLines).where(sql`${cartLines.id} = any(${sql.param([...changes.deleted])}::text[])`);
  }
  let updated: CartLineRow[] = [];
  if (changes.quantities.length > 0) {
    const ids = changes.quantities.map((change) => change.id);
    const quantities = changes.quantities.map((change) => change.quantity);
    updated = await tx
      .update(cartLines)
      .set({ quantity: sql`changed.quantity` })
      .from(
        sql`(select unnest(${sql.param(ids)}::text[]) as id, unnest(${sql.param(quantities)}::int[]) as quantity) as changed`,
      )
      .where(sql`${cartLines.id} = changed.id`)
      .returning();
  }
  const inserted =
    changes.inserted.length > 0
      ? await tx
          .insert(cartLines)
          .values([...changes.inserted])
          .returning()
      : [];
  return { updated, inserted };
}

const updateLineQuery = preparedPerHandle((db: Db) =>
  db
    .update(cartLines)
    .set({
      quantity: sql`${sql.placeholder('quantity')}::int`,
      variantId: sql`${sql.placeholder('variantId')}`,
      businessUnitId: sql`${sql.placeholder('businessUnitId')}`,
      cutInstructions1: sql`${sql.placeholder('cutInstructions1')}`,
      cutInstructions2: sql`${sql.placeholder('cutInstructions2')}`,
      customerNotes: sql`${sql.placeholder('customerNotes')}`,
    })
    .where(eq(cartLines.id, sql.placeholder('id')))
    .returning()
    .prepare('update_cart_line'),
);

/** Writes a line's quantity, unit and buyer-entered fields as given (the caller merged its changes); returns it. */
export async function updateCartLine(tx: Db, line: CartLineRow): Promise<CartLineRow | null> {
  const [row] = await updateLineQuery(tx).execute({
    id: line.id,
    quantity: line.quantity,
    variantId: line.variantId,
    businessUnitId: line.businessUnitId,
    cutInstructions1: line.cutInstructions1,
    cutInstructions2: line.cutInstructions2,
    customerNotes: line.customerNotes,
  });
  return row ?? null;
}

/** Removes a line. */
export async function deleteCartLine(tx: Db, lineId: string): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.id, lineId));
}

// Every column of a line, in the table's order: a new column is read with the rest without a word here.
const lineColumns = Object.entries(getTableColumns(cartLines));

const cartContentsQuery = preparedPerHandle((db: Db) =>
  db
    .select({
      // Positional arrays: half the bytes of keyed objects for PostgreSQL to build and for us to parse.
      lines: sql<unknown[][]>`coalesce((select json_agg(json_build_array(${sql.join(
        lineColumns.map(([, column]) => sql.identifier(column.name)),
        sql`, `,
      )}) order by ${cartLines.position})
        from ${cartLines} where ${cartLines.cartId} = ${sql.placeholder('cartId')}), '[]'::json)`,
      subCarts: sql<SubCartRow[]>`coalesce((select json_agg(json_build_object(
        'cartId', s.cart_id, 'key', s.key, 'deliveryDate', s.delivery_date, 'poNumber', s.po_number,
        'dropShipNotes', s.drop_ship_notes, 'dropShipAddress', s.drop_ship_address,
        'shippingMethod', s.shipping_method))
        from ${cartSubCarts} s where s.cart_id = ${sql.placeholder('cartId')}), '[]'::json)`,
    })
    .from(carts)
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('cart_contents'),
);

/** A line read as a JSON array of its columns, mapped as the driver's values are (a timestamp becomes a Date). */
function lineOfJson(values: readonly unknown[]): CartLineRow {
  const row: Record<string, unknown> = {};
  lineColumns.forEach(([key, column], index) => {
    const value = values[index];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  });
  return row as CartLineRow;
}

/** A cart's lines (in the order they were added) and sub-cart choices, in one statement. */
export async function findCartContents(
  db: Db,
  cartId: string,
): Promise<{ lines: CartLineRow[]; subCarts: SubCartRow[] }> {
  const [row] = await cartContentsQuery(db).execute({ cartId });
  if (!row) return { lines: [], subCarts: [] };
  return { lines: row.lines.map(lineOfJson), subCarts: row.subCarts };
}

/** Sets some of a sub-cart's choices, creating its row on first use; returns the row. */
export async function upsertSubCart(
  tx: Db,
  cartId: string,
  key: string,
  changes: Partial<Omit<SubCartRow, 'cartId' | 'key'>>,
): Promise<SubCartRow> {
  const [row] = await tx
    .insert(cartSubCarts)
    .values({ cartId, key, ...changes })
    .onConflictDoUpdate({ target: [cartSubCarts.cartId, cartSubCarts.key], set: changes })
    .returning();
  return row!;
}

/** Removes every line and sub-cart choice of a cart (an edit cart reloaded from its order). */
export async function clearCart(tx: Db, cartId: string): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx.delete(cartSubCarts).where(eq(cartSubCarts.cartId, cartId));
}
