import type { SubmitCartResponse, ValidationMessage } from '@larder/contract';
import type { Db } from '../db/client.ts';
import {
  cartSettingsOf,
  computeCartOf,
  EMPTY_CART_MESSAGE,
  forgetSubmittedCart,
  keepMovedDeliveryDates,
  lockCartForSubmit,
  recordSubmission,
  type CartComputation,
  type CartContext,
} from '../modules/cart/cart.service.ts';
import { orderPlaced } from '../events/order-placed.event.ts';
import { publish } from '../events/publish.ts';
import { placeOrders } from '../modules/orders/orders.service.ts';
import { submitOrderEdit } from './submit-order-edit.flow.ts';
import { allocateStockOf, allocateStockUnlessTaken, reserveStockFor } from './stock-steps.ts';
import { oncePerKey, orderDraftsOf, refused } from './submit-steps.ts';

/**
 * Submit cart -> one order per sub-cart (DESIGN.md section 3, flows), as named steps in one transaction:
 * claim the Idempotency-Key (or replay its answer), lock the cart, check it, place the orders, record the
 * answer, publish that orders were placed, and last lock, check and allocate their stock (ADR 020). The key's
 * row makes requests with one key answer alike, and the cart row lock makes submits of one cart run one at
 * a time in every process while a submitted cart answers with its stored response, so a double click, a
 * retry or a second tab never yields two sets of orders.
 */

/**
 * When a submit locks the stock its lines draw on. `last`: after placing the orders, so that buyers who
 * want the same items queue only for the allocation and the commit, not for the whole submit. The cart's
 * check already refused lines past the stock it read, so a shortfall then means another submit took the
 * units in between: the transaction rolls back and runs again with `first`, which locks before placing
 * and answers with the spec's message.
 */
type StockLock = 'first' | 'last';

/** Thrown inside the transaction to roll back orders whose stock another submit took meanwhile. */
class StockTakenMeanwhile extends Error {}

/** What a submit asks for. */
export interface SubmitCartRequest {
  context: CartContext;
  /** The client's Idempotency-Key, or null when it sent none. */
  idempotencyKey: string | null;
  /** The cart the client showed; without it, the user's open cart. */
  cartId?: string | undefined;
}

/** Step: why this cart cannot become orders now, or an empty list. */
export function reasonsNotToSubmit(computation: CartComputation): ValidationMessage[] {
  const errors = computation.cart.validationMessages.filter((m) => m.type === 'error');
  if (computation.plan.length === 0) errors.push({ type: 'error', text: EMPTY_CART_MESSAGE });
  if (errors.length > 0) return errors;
  // A passed cut-off moved a delivery: the buyer must see the new date before orders are placed.
  return computation.cart.validationMessages.filter(
    (m) => m.type === 'warning' && m.subCartKey && computation.movedDates.has(m.subCartKey),
  );
}

/** `POST /web-api/cart/submit`: turns the cart into one order per sub-cart, exactly once. */
export async function submitCart(db: Db, request: SubmitCartRequest): Promise<SubmitCartResponse> {
  const { context } = request;
  if (context.orderNumber) {
    return submitOrderEdit(db, { ...context, orderNumber: context.orderNumber }, request.idempotencyKey);
  }
  try {
    return await placeCart(db, request, 'last');
  } catch (error) {
    if (!(error instanceof StockTakenMeanwhile)) throw error;
    return placeCart(db, request, 'first');
  }
}

/** One attempt at a submit, in one transaction, locking the stock `when` says. */
async function placeCart(db: Db, request: SubmitCartRequest, when: StockLock): Promise<SubmitCartResponse> {
  const { context } = request;
  const settings = await cartSettingsOf(db, context);
  let submitted: CartComputation | null = null;
  const answer = await db.transaction((tx) =>
    oncePerKey(tx, context, request.idempotencyKey, request.cartId, async () => {
      const cart = await lockCartForSubmit(tx, context, request.cartId);
      if (!cart) return refused([{ type: 'error', text: EMPTY_CART_MESSAGE }]);
      if (cart.status === 'submitted') return cart.submissionResponse as SubmitCartResponse;

      const computation = await computeCartOf(tx, context, cart, { transactionOf: db, settings });
      const reasons = reasonsNotToSubmit(computation);
      if (reasons.length > 0) {
        await keepMovedDeliveryDates(tx, cart.id, computation.movedDates);
        return refused(reasons);
      }
      if (when === 'first') {
        // Locks the stock rows until commit: a concurrent submit of the same units waits, then sees what is left.
        const shortOfStock = await reserveStockFor(tx, computation);
        if (shortOfStock.length > 0) return refused(shortOfStock);
      }

      const at = new Date();
      const drafts = orderDraftsOf(computation, context, at);
      const confirmedOrders = await placeOrders(tx, drafts);
      const response: SubmitCartResponse = {
        success: true,
        orderConfirmationUrl: `/order-confirmation/?cart=${encodeURIComponent(cart.id)}`,
        warnings: computation.cart.validationMessages.map((m) => m.text),
        confirmedOrders,
        validationMessages: [],
      };
      await recordSubmission(tx, cart.id, { response, at });
      const { user, originalUser } = context.session;
      await publish(tx, orderPlaced, {
        cartId: cart.id,
        organizationId: context.organization.row.id,
        orders: confirmedOrders.map(({ orderId, webOrderNumber }, index) => ({
          orderId,
          webOrderNumber,
          cutOffAt: drafts[index]!.cutOffAt.toISOString(),
        })),
        // A punch-in's confirmation goes to its setup's user e-mail, else the buyer's tracking e-mail (ADR 045).
        buyer: {
          userId: user.id,
          email: context.session.punchout?.trackingEmail ?? user.email,
          firstName: user.firstName,
        },
        placedByStaffUserId: originalUser?.id ?? null,
      });
      if (when === 'first') await allocateStockOf(tx, computation, confirmedOrders);
      else if (!(await allocateStockUnlessTaken(tx, computation, confirmedOrders))) {
        throw new StockTakenMeanwhile();
      }
      submitted = computation;
      return response;
    }),
  );
  // Only once the orders are committed: a rolled-back submit leaves the cart as it was.
  if (submitted) forgetSubmittedCart(db, submitted);
  return answer;
}
