import type { CartUpdateResponse } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { orderableVariantsOf, type OrderableVariant } from '../catalog/catalog.service.ts';
import { deliveryCalendarsOf } from '../delivery-calendar/delivery-calendar.service.ts';
import { setCartHeader, type CartRow, type SubCartRow } from './cart.repository.ts';
import { findCartContents, upsertSubCart } from './cart-contents.repository.ts';
import { keepCartContents, keptCartContents } from './cart-contents-cache.ts';
import type { CartContext } from './cart-context.ts';
import { CartLineSet } from './cart-line-set.ts';
import { cartSettingsBesideCalendars, unitsOf } from './cart-settings.ts';
import { computeCartFor } from './computed-cart.ts';

/** What a cart change works on: the locked cart, its lines, and the variants of their products (and of any product the change asked for), all read in the change's transaction. */
export interface CartWork {
  tx: Db;
  cart: CartRow;
  lines: CartLineSet;
  variants: OrderableVariant[];
  flags: Record<string, boolean>;
  /** Sets the cart's PO number or note. */
  setHeader(changes: Partial<Pick<CartRow, 'poNumber' | 'note'>>): Promise<void>;
  /** Sets some of one sub-cart's choices. */
  setSubCart(key: string, changes: Partial<Omit<SubCartRow, 'cartId' | 'key'>>): Promise<void>;
}

/**
 * Runs one change on the context's cart with its row locked (changes to a cart happen one at a time in
 * every process), bumps its version, and answers with the recomputed cart. The lock, the version bump and
 * the catalog and calendar stamps are one statement, the lines and sub-carts one more, and every write
 * returns what it wrote, so a change costs one short transaction and reads nothing twice.
 */
export async function changeCart<T>(
  db: Db,
  context: CartContext,
  change: (work: CartWork) => Promise<T>,
  options: { skus?: readonly string[] } = {},
): Promise<{ response: CartUpdateResponse; result: T }> {
  const organization = context.organization.row;
  const [settings] = await Promise.all([
    cartSettingsBesideCalendars(db, context),
    // Editing a placed order: refused once its cut-off passed, before anything changes.
    context.target.checkChangeable(db, context, context.now),
  ]);
  const { flags, profile } = settings;
  const state = await db.transaction(async (tx) => {
    const cart = await context.target.lockForChange(tx, context);
    // The mark bumped the version: one past the kept contents' means no one else changed the cart since.
    const contents = keptCartContents(db, cart.id, cart.version - 1) ?? (await findCartContents(tx, cart.id));
    const lines = new CartLineSet(tx, cart.id, contents.lines);
    const subCarts = new Map(contents.subCarts.map((row) => [row.key, row]));
    const variants = await orderableVariantsOf(
      tx,
      [...contents.lines.map((line) => line.productSku), ...(options.skus ?? [])],
      organization.customerGroupId,
      { cacheOwner: db, stamps: { stamp: cart.catalogStamp, contentStamp: cart.catalogContentStamp } },
    );
    let header: CartRow = cart;
    const result = await change({
      tx,
      cart,
      lines,
      variants,
      flags,
      setHeader: async (changes) => {
        header = await setCartHeader(tx, cart.id, changes);
      },
      setSubCart: async (key, changes) => {
        subCarts.set(key, await upsertSubCart(tx, cart.id, key, changes));
      },
    });
    return {
      cart: header,
      calendarStamp: cart.calendarStamp,
      markedVersion: cart.version,
      lines: lines.all(),
      subCarts: [...subCarts.values()],
      variants,
      result,
    };
  });
  keepCartContents(db, state.cart.id, state.markedVersion, { lines: state.lines, subCarts: state.subCarts });
  const [units, calendars] = await Promise.all([
    unitsOf(db, settings, [organization.businessUnitId, ...state.lines.map((line) => line.businessUnitId)]),
    deliveryCalendarsOf(db, context.now, state.calendarStamp),
  ]);
  const { cart } = computeCartFor(context, {
    cart: state.cart,
    lines: state.lines,
    subCarts: state.subCarts,
    variants: state.variants,
    units,
    calendars,
    profile,
    flags,
  });
  return { response: { ...cart, success: true }, result: state.result };
}
