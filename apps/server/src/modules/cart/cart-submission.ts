import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { findCartOfOrganization, markCartSubmitted, touchCart } from './cart.repository.ts';
import type { CartComputation } from './cart-computation-input.ts';
import { upsertSubCart } from './cart-contents.repository.ts';
import { forgetCartContents } from './cart-contents-cache.ts';
import type { CartContext } from './cart-context.ts';
import type { CartToCompute } from './cart-target.ts';
import { forgetLineViews } from './line-view-cache.ts';

/**
 * What the submit flows (flows/submit-cart.flow.ts, flows/submit-order-edit.flow.ts) do with a cart: lock
 * it, keep moved dates, record the submission and forget what the process kept. Retries with the same
 * Idempotency-Key are answered by the idempotency module before any of this.
 */

/**
 * Locks the cart a submit is for (the context's target: the given open cart, else the user's, or the edit
 * cart) inside the caller's transaction. Another user's or organization's cart is a 404; null when the user
 * has no open cart.
 */
export function lockCartForSubmit(
  tx: Db,
  context: CartContext,
  cartId?: string,
): Promise<CartToCompute | null> {
  return context.target.lockForSubmit(tx, context, cartId);
}

/** Stores the delivery dates that moved because their cut-off passed, so the buyer sees what they submit. */
export async function keepMovedDeliveryDates(tx: Db, cartId: string, moved: ReadonlyMap<string, string>) {
  for (const [key, deliveryDate] of moved) await upsertSubCart(tx, cartId, key, { deliveryDate });
  if (moved.size > 0) await touchCart(tx, cartId);
}

/** Records that a cart became orders, with the answer retries and other tabs get. */
export async function recordSubmission(
  tx: Db,
  cartId: string,
  submission: { response: unknown; at: Date },
): Promise<void> {
  await markCartSubmitted(tx, cartId, submission);
}

/**
 * Lets this process drop what it kept of a cart that became orders (its contents, its lines' views): none
 * of it is shown again, and a busy process would otherwise hold thousands of such lines until they age out.
 */
export function forgetSubmittedCart(db: Db, computation: CartComputation): void {
  forgetCartContents(db, computation.cart.id);
  forgetLineViews(computation.plan.flatMap((subCart) => subCart.lines.map((line) => line.row.id)));
}

/** `GET /web-api/order-confirmation?cart`: what a submitted cart became; another organization's cart is a 404. */
export async function submittedCartConfirmation(db: Db, context: CartContext, cartId: string) {
  const cart = await findCartOfOrganization(db, cartId, context.organization.row.id);
  const response = cart?.submissionResponse as { confirmedOrders?: unknown } | null | undefined;
  if (!cart || cart.status !== 'submitted' || !cart.submittedAt || !response?.confirmedOrders) {
    throw notFound('The order confirmation');
  }
  return {
    cartId: cart.id,
    submittedAt: cart.submittedAt.toISOString(),
    editedOrderNumber: cart.orderNumber,
    confirmedOrders: response.confirmedOrders,
  };
}
