import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { requireEditableOrder } from '../orders/order-edits.service.ts';
import {
  findCartOfOrganization,
  findEditCart,
  findOrCreateOpenCart,
  lockCart,
  lockCartForChange,
  lockOpenCartForChange,
  lockOpenCartIfAny,
  type CartRow,
  type LockedCart,
  type OpenCartKey,
} from './cart.repository.ts';

/**
 * A cart call works on one of two carts: the user's open cart, or (with an `orderNumber`) the user's edit
 * cart of a placed order (ADR 007). The route resolves which once, into a target; the use cases ask the
 * target for the cart and never branch on the order number themselves.
 */

/** Whose cart: the session's user in its current organization. */
export interface CartOwner {
  session: { user: { id: string }; punchout?: { id: string } | null };
  organization: { row: { id: string } };
}

/** The open cart's key of an owner: a punchout session's cart is its punch-in's own (ADR 045). */
export function openCartKeyOf(owner: CartOwner): OpenCartKey {
  return {
    organizationId: owner.organization.row.id,
    userId: owner.session.user.id,
    punchInId: owner.session.punchout?.id ?? null,
  };
}

/** A cart row, and for a row a lock just marked, the version its contents were written at (one less). */
export type CartToCompute = CartRow & {
  contentsVersion?: number;
  catalogStamp?: number | null;
  catalogContentStamp?: number | null;
};

/** The cart a call works on. */
export interface CartTarget {
  /** The placed order an edit cart changes; null for the open cart. */
  readonly orderNumber: string | null;
  /** The cart to read: the open cart (created when there is none), or the edit cart (a 404 when the order is not being edited). */
  find(db: Db, owner: CartOwner): Promise<CartRow>;
  /** Refuses a change before anything changes when the cart may not change (a placed order past its cut-off). */
  checkChangeable(db: Db, owner: CartOwner, now: Date): Promise<void>;
  /** Locks the cart for the rest of the transaction and marks it changed; returns it with the catalog stamp. */
  lockForChange(tx: Db, owner: CartOwner): Promise<LockedCart>;
  /** Locks the cart a submit is for (the open cart: the given one, else the user's); null when there is none. */
  lockForSubmit(tx: Db, owner: CartOwner, cartId?: string): Promise<CartToCompute | null>;
  /** Refuses a new delivery date where the cart keeps its order's. */
  checkDeliveryDateChangeable(): void;
}

/** The user's edit cart of a placed order. */
export interface EditCartTarget extends CartTarget {
  readonly orderNumber: string;
}

/** The user's open cart in the current organization. */
export const OPEN_CART: CartTarget = {
  orderNumber: null,
  find: (db, owner) => findOrCreateOpenCart(db, openCartKeyOf(owner)),
  checkChangeable: async () => {},
  lockForChange: (tx, owner) => lockOpenCartForChange(tx, openCartKeyOf(owner)),
  async lockForSubmit(tx, owner, cartId) {
    // The usual case, the user's open cart: found, locked and marked in one statement.
    if (!cartId) {
      const marked = await lockOpenCartIfAny(tx, openCartKeyOf(owner));
      return marked && { ...marked, contentsVersion: marked.version - 1 };
    }
    const found = await findCartOfOrganization(tx, cartId, owner.organization.row.id);
    const key = openCartKeyOf(owner);
    if (found?.userId !== key.userId || found.punchInId !== key.punchInId) throw notFound('The cart');
    return lockCart(tx, found.id);
  },
  checkDeliveryDateChangeable: () => {},
};

/** The user's edit cart of the placed order `orderNumber`. */
export function editCartTarget(orderNumber: string): EditCartTarget {
  const find = async (db: Db, owner: CartOwner): Promise<CartRow> => {
    const cart = await findEditCart(db, owner.organization.row.id, owner.session.user.id, orderNumber);
    if (cart?.status !== 'editing') throw notFound(`Order ${orderNumber}`);
    return cart;
  };
  return {
    orderNumber,
    find,
    async checkChangeable(db, owner, now) {
      await requireEditableOrder(db, owner.organization.row.id, orderNumber, now);
    },
    async lockForChange(tx, owner) {
      const cart = await lockCartForChange(tx, (await find(tx, owner)).id, { hasChanges: true });
      if (cart?.status !== 'editing') throw notFound(`Order ${orderNumber}`);
      return cart;
    },
    async lockForSubmit(tx, owner) {
      // The last submitted edit too: a retry or a second tab gets its stored answer.
      const found = await findEditCart(tx, owner.organization.row.id, owner.session.user.id, orderNumber);
      if (!found) throw notFound(`Order ${orderNumber}`);
      return lockCart(tx, found.id);
    },
    checkDeliveryDateChangeable() {
      throw new AppError(
        'RULE_BROKEN',
        'The delivery date of a placed order cannot be changed. Cancel it and place a new order instead.',
      );
    },
  };
}
