import type { SubmitCartResponse, ValidationMessage } from '@larder/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  cartSettingsOf,
  computeCartOf,
  EMPTY_CART_MESSAGE,
  lockCartForSubmit,
  recordSubmission,
  replayOfSubmissionKey,
  type CartComputation,
  type CartContext,
} from '../modules/cart/cart.service.ts';
import { applyOrderEdit, lockOrderForEdit, type OrderRow } from '../modules/orders/orders.service.ts';
import { orderDraftsOf } from './submit-cart.flow.ts';

/**
 * Submit an edit (`POST /web-api/cart/submit?orderNumber`): the edit cart's lines replace the placed
 * order's, as named steps in one transaction under the same rules as a first submit. The edit cart's
 * row lock and its stored answer make a double click, a retry or a second tab give one result; the
 * order's row lock and version make two edit carts of one order (two buyers) give one result too:
 * the later one is refused with a 409 and changes nothing. After the cut-off the order is refused (422).
 */

/** What message an edit submit refuses with when the order would have to split. */
export const EDIT_SPLIT_MESSAGE =
  'Items from another warehouse or delivery cannot be added to this order. Remove them here and order them in your cart.';

/** An order needs a line: an edit that removes every line is refused. */
export const EDIT_EMPTY_MESSAGE =
  'An order needs at least one item. To drop the whole order, cancel it instead.';

function refused(validationMessages: ValidationMessage[]): SubmitCartResponse {
  return {
    success: false,
    orderConfirmationUrl: null,
    warnings: validationMessages.map((m) => m.text),
    confirmedOrders: [],
    validationMessages,
  };
}

/** Step: why this edit cannot replace the order, or an empty list. */
export function reasonsNotToSubmitEdit(computation: CartComputation, order: OrderRow): ValidationMessage[] {
  const errors = computation.cart.validationMessages.filter((m) => m.type === 'error');
  if (computation.plan.length === 0) return [{ type: 'error', text: EDIT_EMPTY_MESSAGE }];
  const kind = order.isDropShip
    ? 'dropShip'
    : order.isJIT
      ? 'jit'
      : order.isPreOrder
        ? 'preOrder'
        : 'regular';
  const foreign = computation.plan.filter(
    (subCart) =>
      subCart.unit.id !== order.businessUnitId ||
      subCart.kind !== kind ||
      (subCart.vendorId ?? null) !== (order.vendorId ?? null),
  );
  if (foreign.length > 0)
    errors.push({ type: 'error', text: EDIT_SPLIT_MESSAGE, subCartKey: foreign[0]!.key });
  return errors;
}

/** Submits the edit of the context's order once; see the file comment. */
export async function submitOrderEdit(
  db: Db,
  context: CartContext & { orderNumber: string },
  idempotencyKey: string | null,
): Promise<SubmitCartResponse> {
  if (idempotencyKey) {
    const replay = await replayOfSubmissionKey(db, context, idempotencyKey);
    if (replay) return replay as SubmitCartResponse;
  }
  const key = idempotencyKey ?? randomUUID();
  const settings = await cartSettingsOf(db, context);
  return db.transaction(async (tx) => {
    const cart = await lockCartForSubmit(tx, context);
    if (!cart) return refused([{ type: 'error', text: EMPTY_CART_MESSAGE }]);
    if (cart.status === 'submitted') return cart.submissionResponse as SubmitCartResponse;
    const order = await lockOrderForEdit(
      tx,
      context.organization.row.id,
      context.orderNumber,
      cart.baseOrderVersion,
    );
    const computation = await computeCartOf(tx, context, cart, { transactionOf: db, settings });
    const reasons = reasonsNotToSubmitEdit(computation, order);
    if (reasons.length > 0) return refused(reasons);

    const [draft] = orderDraftsOf(computation, context, new Date());
    const confirmed = await applyOrderEdit(tx, order, {
      lines: draft!.lines,
      purchaseOrderNumber: draft!.purchaseOrderNumber,
      note: draft!.note,
      shippingCents: draft!.shippingCents,
      businessUnitName: draft!.businessUnitName,
      vendorName: draft!.vendorName,
    });
    const response: SubmitCartResponse = {
      success: true,
      orderConfirmationUrl: `/order-confirmation/?cart=${encodeURIComponent(cart.id)}`,
      warnings: [],
      confirmedOrders: [confirmed],
      validationMessages: [],
    };
    await recordSubmission(tx, cart.id, { key, response, at: new Date() });
    return response;
  });
}
