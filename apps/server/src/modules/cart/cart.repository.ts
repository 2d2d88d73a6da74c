import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { catalogStamp } from '../catalog/catalog.table.ts';
import { cartLines, carts, cartSubCarts } from './cart.table.ts';

/** A cart row. */
export type CartRow = typeof carts.$inferSelect;
/** A cart line row. */
export type CartLineRow = typeof cartLines.$inferSelect;
/** What the buyer chose for one sub-cart. */
export type SubCartRow = typeof cartSubCarts.$inferSelect;

/** The open cart of a user in an organization, or null. */
export async function findOpenCart(db: Db, organizationId: string, userId: string): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.organizationId, organizationId), eq(carts.userId, userId), eq(carts.status, 'open')));
  return row ?? null;
}

/** The open cart of a user in an organization, created when there is none (safe under concurrent calls). */
export async function findOrCreateOpenCart(db: Db, organizationId: string, userId: string): Promise<CartRow> {
  return withOpenCart(db, organizationId, userId, () => findOpenCart(db, organizationId, userId));
}

/** What `read` finds of the user's open cart, creating the cart first when there is none (safe under concurrent calls). */
async function withOpenCart<T>(
  db: Db,
  organizationId: string,
  userId: string,
  read: () => Promise<T | null | undefined>,
): Promise<T> {
  const existing = await read();
  if (existing) return existing;
  await db.insert(carts).values({ id: randomUUID(), organizationId, userId }).onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error('open cart vanished right after it was created');
  return created;
}

/** A cart of an organization by id, or null when it is not that organization's. */
export async function findCartOfOrganization(
  db: Db,
  cartId: string,
  organizationId: string,
): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.organizationId, organizationId)));
  return row ?? null;
}

/** The submitted cart of an organization that a submit with this Idempotency-Key produced, or null. */
export async function findCartBySubmissionKey(
  db: Db,
  organizationId: string,
  key: string,
): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.organizationId, organizationId), eq(carts.submissionKey, key)));
  return row ?? null;
}

/** Locks a cart row until the transaction ends, so changes to one cart happen one at a time; returns it fresh. */
export async function lockCart(tx: Db, cartId: string): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row ?? null;
}

/** Marks a change (optionally setting header fields): bumps the version and the update time; returns the row. */
export async function touchCart(
  tx: Db,
  cartId: string,
  changes: Partial<Pick<CartRow, 'poNumber' | 'note' | 'hasChanges'>> = {},
): Promise<CartRow> {
  const [row] = await tx
    .update(carts)
    .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
    .returning();
  if (!row) throw new Error(`cart ${cartId} vanished while locked`);
  return row;
}

/** A cart row locked for a change, with the catalog stamp read in the same statement (ADR 010). */
export type LockedCart = CartRow & { catalogStamp: number | null };

const lockedColumns = {
  ...getTableColumns(carts),
  catalogStamp: sql<number | null>`(select ${catalogStamp.version} from ${catalogStamp})`.mapWith(Number),
};

// Taking the row lock with the UPDATE that marks the change (version, update time) costs one statement
// instead of a SELECT ... FOR UPDATE and a second UPDATE; a change that fails rolls the mark back with it.
const markOpenCartQuery = preparedPerHandle((db: Db) =>
  db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(carts.organizationId, sql.placeholder('organizationId')),
        eq(carts.userId, sql.placeholder('userId')),
        eq(carts.status, 'open'),
      ),
    )
    .returning(lockedColumns)
    .prepare('mark_open_cart_changed'),
);

const markCartQuery = preparedPerHandle((db: Db) =>
  db
    .update(carts)
    .set({
      version: sql`${carts.version} + 1`,
      updatedAt: sql`now()`,
      hasChanges: sql`${carts.hasChanges} or ${sql.placeholder('hasChanges')}::boolean`,
    })
    .where(eq(carts.id, sql.placeholder('cartId')))
    .returning(lockedColumns)
    .prepare('mark_cart_changed'),
);

/**
 * Locks the user's open cart for the rest of the transaction and marks it changed (creating it first when
 * there is none); returns it with the catalog stamp.
 */
export async function lockOpenCartForChange(
  tx: Db,
  organizationId: string,
  userId: string,
): Promise<LockedCart> {
  return withOpenCart(tx, organizationId, userId, () => lockOpenCartIfAny(tx, organizationId, userId));
}

/** Locks the user's open cart for the rest of the transaction and marks it changed; null when there is none. */
export async function lockOpenCartIfAny(
  tx: Db,
  organizationId: string,
  userId: string,
): Promise<LockedCart | null> {
  const [locked] = await markOpenCartQuery(tx).execute({ organizationId, userId });
  return locked ?? null;
}

/** Locks a cart by id for the rest of the transaction and marks it changed (and, when asked, as holding changes to its order). */
export async function lockCartForChange(
  tx: Db,
  cartId: string,
  options: { hasChanges: boolean },
): Promise<LockedCart | null> {
  const [row] = await markCartQuery(tx).execute({ cartId, hasChanges: options.hasChanges });
  return row ?? null;
}

/** Sets a cart's header fields (PO number, note) inside a change; returns the row. */
export async function setCartHeader(
  tx: Db,
  cartId: string,
  changes: Partial<Pick<CartRow, 'poNumber' | 'note'>>,
): Promise<CartRow> {
  const [row] = await tx.update(carts).set(changes).where(eq(carts.id, cartId)).returning();
  if (!row) throw new Error(`cart ${cartId} vanished while locked`);
  return row;
}

/** Records that a cart became orders, with the answer to replay. */
export async function markCartSubmitted(
  tx: Db,
  cartId: string,
  submission: { key: string; response: unknown; at: Date },
): Promise<void> {
  await tx
    .update(carts)
    .set({
      status: 'submitted',
      hasChanges: false,
      submissionKey: submission.key,
      submissionResponse: submission.response,
      submittedAt: submission.at,
      updatedAt: submission.at,
      version: sql`${carts.version} + 1`,
    })
    .where(eq(carts.id, cartId));
}

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

/** How many lines a user's open cart holds (the header's cart counter). */
export async function countOpenCartLines(db: Db, organizationId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(${cartLines.id})`.mapWith(Number) })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(and(eq(carts.organizationId, organizationId), eq(carts.userId, userId), eq(carts.status, 'open')));
  return row?.count ?? 0;
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

const cartContentsQuery = preparedPerHandle((db: Db) =>
  db
    .select({
      // Positional arrays: half the bytes of keyed objects for PostgreSQL to build and for us to parse.
      lines: sql<JsonLine[]>`coalesce((select json_agg(json_build_array(
        l.id, l.variant_id, l.product_sku, l.business_unit_id, l.quantity, l.cut_instructions1,
        l.cut_instructions2, l.customer_notes, l.position, l.created_at) order by l.position)
        from ${cartLines} l where l.cart_id = ${sql.placeholder('cartId')}), '[]'::json)`,
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

type JsonLine = [
  id: string,
  variantId: string,
  productSku: string,
  businessUnitId: string,
  quantity: number,
  cutInstructions1: string | null,
  cutInstructions2: string | null,
  customerNotes: string | null,
  position: number,
  createdAt: string,
];

/** A cart's lines (in the order they were added) and sub-cart choices, in one statement. */
export async function findCartContents(
  db: Db,
  cartId: string,
): Promise<{ lines: CartLineRow[]; subCarts: SubCartRow[] }> {
  const [row] = await cartContentsQuery(db).execute({ cartId });
  if (!row) return { lines: [], subCarts: [] };
  return {
    lines: row.lines.map(
      ([
        id,
        variantId,
        productSku,
        businessUnitId,
        quantity,
        cutInstructions1,
        cutInstructions2,
        customerNotes,
        position,
        createdAt,
      ]) => ({
        id,
        cartId,
        variantId,
        productSku,
        businessUnitId,
        quantity,
        cutInstructions1,
        cutInstructions2,
        customerNotes,
        position,
        createdAt: new Date(createdAt),
      }),
    ),
    subCarts: row.subCarts,
  };
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

/** The user's edit cart of an order: the one being edited, else the last one submitted; null when none. */
export async function findEditCart(
  db: Db,
  organizationId: string,
  userId: string,
  orderNumber: string,
): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.organizationId, organizationId),
        eq(carts.userId, userId),
        eq(carts.orderNumber, orderNumber),
        inArray(carts.status, ['editing', 'submitted']),
      ),
    )
    .orderBy(desc(sql`${carts.status} = 'editing'`), desc(carts.updatedAt))
    .limit(1);
  return row ?? null;
}

/** Creates an edit cart for an order with the order's header fields; returns it. */
export async function insertEditCart(
  tx: Db,
  cart: Pick<CartRow, 'organizationId' | 'userId' | 'orderNumber' | 'baseOrderVersion' | 'poNumber' | 'note'>,
): Promise<CartRow> {
  const [row] = await tx
    .insert(carts)
    .values({ ...cart, id: randomUUID(), status: 'editing' })
    .returning();
  if (!row) throw new Error('edit cart was not created');
  return row;
}

/** Sets an edit cart's status or changes flag. */
export async function updateEditCart(
  tx: Db,
  cartId: string,
  changes: Partial<Pick<CartRow, 'status' | 'hasChanges' | 'poNumber' | 'note' | 'baseOrderVersion'>>,
): Promise<void> {
  await tx
    .update(carts)
    .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/** Removes every line and sub-cart choice of a cart (an edit cart reloaded from its order). */
export async function clearCart(tx: Db, cartId: string): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx.delete(cartSubCarts).where(eq(cartSubCarts.cartId, cartId));
}
