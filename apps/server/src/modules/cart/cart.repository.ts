import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { products, variants } from '../catalog/catalog.read-model.ts';
import { currentCatalogContentStamp, currentCatalogStamp } from '../catalog/orderable-prices.read-model.ts';
import { currentCalendarStamp } from '../delivery-calendar/delivery-calendar.service.ts';
import { cartLines, carts, type cartSubCarts } from './cart.table.ts';

/** A cart row. */
export type CartRow = typeof carts.$inferSelect;
/** A cart line row. */
export type CartLineRow = typeof cartLines.$inferSelect;
/** What the buyer chose for one sub-cart. */
export type SubCartRow = typeof cartSubCarts.$inferSelect;

/**
 * Whose open cart: a user in an organization, and for a punchout session its punch-in (every punch-in of a
 * buyer acts as one account, each with a cart of its own; ADR 045).
 */
export interface OpenCartKey {
  organizationId: string;
  userId: string;
  punchInId: string | null;
}

function openCartOf(key: OpenCartKey) {
  return and(
    eq(carts.organizationId, key.organizationId),
    eq(carts.userId, key.userId),
    key.punchInId === null ? isNull(carts.punchInId) : eq(carts.punchInId, key.punchInId),
    eq(carts.status, 'open'),
  );
}

/** The open cart of a user in an organization, or null. */
export async function findOpenCart(db: Db, key: OpenCartKey): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(openCartOf(key));
  return row ?? null;
}

/** The open cart of a user in an organization, created when there is none (safe under concurrent calls). */
export async function findOrCreateOpenCart(db: Db, key: OpenCartKey): Promise<CartRow> {
  return withOpenCart(db, key, () => findOpenCart(db, key));
}

/** What `read` finds of the user's open cart, creating the cart first when there is none (safe under concurrent calls). */
async function withOpenCart<T>(
  db: Db,
  key: OpenCartKey,
  read: () => Promise<T | null | undefined>,
): Promise<T> {
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(carts)
    .values({ id: randomUUID(), ...key })
    .onConflictDoNothing();
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

/**
 * A cart row locked for a change, with the catalog's stamps (ADR 010) and the delivery calendar's (ADR 042)
 * read in the same statement: the change then checks its caches without a round trip for each.
 */
export type LockedCart = CartRow & {
  catalogStamp: number | null;
  catalogContentStamp: number | null;
  calendarStamp: number;
};

const lockedColumns = {
  ...getTableColumns(carts),
  catalogStamp: currentCatalogStamp(),
  catalogContentStamp: currentCatalogContentStamp(),
  calendarStamp: currentCalendarStamp(),
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
        sql`coalesce(${carts.punchInId}, '') = ${sql.placeholder('punchInKey')}`,
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
export async function lockOpenCartForChange(tx: Db, key: OpenCartKey): Promise<LockedCart> {
  return withOpenCart(tx, key, () => lockOpenCartIfAny(tx, key));
}

/** Locks the user's open cart for the rest of the transaction and marks it changed; null when there is none. */
export async function lockOpenCartIfAny(tx: Db, key: OpenCartKey): Promise<LockedCart | null> {
  const [locked] = await markOpenCartQuery(tx).execute({
    organizationId: key.organizationId,
    userId: key.userId,
    punchInKey: key.punchInId ?? '',
  });
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
  submission: { response: unknown; at: Date },
): Promise<void> {
  await tx
    .update(carts)
    .set({
      status: 'submitted',
      hasChanges: false,
      submissionResponse: submission.response,
      submittedAt: submission.at,
      updatedAt: submission.at,
      version: sql`${carts.version} + 1`,
    })
    .where(eq(carts.id, cartId));
}

/**
 * How many lines of a user's open cart will be ordered (the header's cart counter): the lines the cart page
 * counts as its items, so a discontinued item's line, shown apart and never ordered (ADR 039), is not one.
 */
export async function countOpenCartLines(db: Db, key: OpenCartKey): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(${cartLines.id})`.mapWith(Number) })
    .from(carts)
    .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, and(eq(products.sku, variants.productSku), isNull(products.discontinuedAt)))
    .where(openCartOf(key));
  return row?.count ?? 0;
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
