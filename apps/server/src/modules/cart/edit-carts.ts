import type { Cart } from '@larder/contract';
import { subCartKeyOf, subCartKindOfOrder } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { orderToEdit } from '../orders/order-edits.service.ts';
import type { OrderLineRow, OrderRow } from '../orders/orders.service.ts';
import {
  findCartOfOrganization,
  findEditCart,
  insertEditCart,
  lockCart,
  updateEditCart,
  type CartRow,
} from './cart.repository.ts';
import { clearCart, insertCartLine, upsertSubCart } from './cart-contents.repository.ts';
import type { CartContext } from './cart-context.ts';
import type { EditCartTarget } from './cart-target.ts';
import { computeCartOf } from './computed-cart.ts';

/** The context of an edit-cart call: its target is the user's edit cart of one placed order. */
type EditCartContext = CartContext<EditCartTarget>;

/** Fills an edit cart with a placed order's lines and choices, replacing whatever it held. */
async function loadOrderIntoCart(tx: Db, cart: CartRow, order: OrderRow, lines: readonly OrderLineRow[]) {
  await clearCart(tx, cart.id);
  for (const line of lines) {
    const fields = (line.erpFields ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : null);
    await insertCartLine(tx, {
      cartId: cart.id,
      variantId: line.variantId,
      productSku: line.productSku,
      businessUnitId: order.businessUnitId,
      quantity: line.quantity,
      cutInstructions1: text('cutInstructions1'),
      cutInstructions2: text('cutInstructions2'),
      customerNotes: text('customerNotes'),
    });
  }
  await upsertSubCart(
    tx,
    cart.id,
    subCartKeyOf(order.businessUnitId, subCartKindOfOrder(order), order.vendorId),
    {
      deliveryDate: order.deliveryDate,
      // The edit screen's PO box shows the order's PO as its value, not as a hint.
      poNumber: order.purchaseOrderNumber,
      dropShipNotes: order.dropShipNotes,
      dropShipAddress: order.dropShipAddress,
      shippingMethod: order.shippingMethod ?? 'standard',
    },
  );
  await updateEditCart(tx, cart.id, {
    poNumber: order.purchaseOrderNumber,
    note: order.note,
    hasChanges: false,
    baseOrderVersion: order.version,
  });
}

/** The edit cart as the buyer sees it, read after the transaction that wrote it. */
async function editCartView(db: Db, context: EditCartContext, cartId: string): Promise<Cart> {
  const cart = await findCartOfOrganization(db, cartId, context.organization.row.id);
  return (await computeCartOf(db, context, cart!)).cart;
}

/**
 * `POST /web-api/cart/edit {orderNumber}`: loads a placed order into the user's edit cart. An edit in
 * progress on the order's current version is kept; one started on an older version starts over.
 * Another organization's order is a 404; an order past its cut-off is refused with the reason.
 */
export async function startOrderEdit(db: Db, context: EditCartContext): Promise<Cart> {
  const organizationId = context.organization.row.id;
  const userId = context.session.user.id;
  const orderNumber = context.target.orderNumber;
  const { order, lines } = await orderToEdit(db, organizationId, orderNumber, context.now);
  const cartId = await db.transaction(async (tx) => {
    const existing = await findEditCart(tx, organizationId, userId, orderNumber);
    const editing = existing?.status === 'editing' ? await lockCart(tx, existing.id) : null;
    if (editing?.status === 'editing' && editing.baseOrderVersion === order.version) return editing.id;
    if (editing) await updateEditCart(tx, editing.id, { status: 'discarded' });
    const cart = await insertEditCart(tx, {
      organizationId,
      userId,
      orderNumber,
      baseOrderVersion: order.version,
      poNumber: order.purchaseOrderNumber,
      note: order.note,
    });
    await loadOrderIntoCart(tx, cart, order, lines);
    return cart.id;
  });
  return editCartView(db, context, cartId);
}

/**
 * `POST /web-api/cart/cancel-changes {orderNumber}`: puts the edit cart back to the order as placed and
 * clears its changes flag; the answer's cart groups replace the client's (spec section 4).
 */
export async function cancelOrderChanges(db: Db, context: EditCartContext): Promise<Cart> {
  const orderNumber = context.target.orderNumber;
  const { order, lines } = await orderToEdit(db, context.organization.row.id, orderNumber, context.now);
  const cartId = await db.transaction(async (tx) => {
    const found = await context.target.find(tx, context);
    const cart = await lockCart(tx, found.id);
    if (cart?.status !== 'editing') throw notFound(`Order ${orderNumber}`);
    await loadOrderIntoCart(tx, cart, order, lines);
    return cart.id;
  });
  return editCartView(db, context, cartId);
}

/** `POST /web-api/cart/delete-edit {orderNumber}`: throws the edit cart away; the order stays as placed. */
export async function deleteOrderEdit(db: Db, context: EditCartContext) {
  await db.transaction(async (tx) => {
    const found = await context.target.find(tx, context);
    const cart = await lockCart(tx, found.id);
    if (cart?.status === 'editing')
      await updateEditCart(tx, cart.id, { status: 'discarded', hasChanges: false });
  });
  return { success: true };
}
