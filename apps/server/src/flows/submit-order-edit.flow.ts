import type { SubmitCartResponse, ValidationMessage } from '@larder/contract';
import { subCartKindOfOrder } from '@larder/domain';
import type { Db } from '../db/client.ts';
import { orderEdited } from '../events/order-edited.event.ts';
import { publish } from '../events/publish.ts';
import {
  cartSettingsOf,
  computeCartOf,
  EMPTY_CART_MESSAGE,
  lockCartForSubmit,
  recordSubmission,
  type CartComputation,
  type CartContext,
} from '../modules/cart/cart.service.ts';
import {
  applyOrderEdit,
  lineQuantitiesOfOrder,
  lockOrderForEdit,
} from '../modules/orders/order-edits.service.ts';
import type { OrderRow } from '../modules/orders/orders.service.ts';
import { allocationsOfOrder, releaseOrderStock } from '../modules/catalog/stock-allocation.service.ts';
import { allocateStockOf, reserveStockFor } from './stock-steps.ts';
import { oncePerKey, orderDraftsOf, refused } from './submit-steps.ts';

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

/** Step: why this edit cannot replace the order, or an empty list. */
export function reasonsNotToSubmitEdit(computation: CartComputation, order: OrderRow): ValidationMessage[] {
  const errors = computation.cart.validationMessages.filter((m) => m.type === 'error');
  if (computation.plan.length === 0) return [{ type: 'error', text: EDIT_EMPTY_MESSAGE }];
  const kind = subCartKindOfOrder(order);
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
  const settings = await cartSettingsOf(db, context);
  return db.transaction((tx) =>
    oncePerKey(tx, context, idempotencyKey, undefined, async () => {
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
      // The edit replaces what the order holds: that counts as available to it, is given back, and the new
      // lines take theirs, all under the stock rows' locks.
      const allocated = await allocationsOfOrder(tx, order.id);
      // An order placed before allocation began holds nothing on record: its lines count as held.
      const held = allocated.length > 0 ? allocated : await lineQuantitiesOfOrder(tx, order);
      const shortOfStock = await reserveStockFor(tx, computation, held);
      if (shortOfStock.length > 0) return refused(shortOfStock);
      await releaseOrderStock(tx, order.id);

      const [draft] = orderDraftsOf(computation, context, new Date());
      const confirmed = await applyOrderEdit(
        tx,
        order,
        {
          lines: draft!.lines,
          purchaseOrderNumber: draft!.purchaseOrderNumber,
          note: draft!.note,
          shippingCents: draft!.shippingCents,
          businessUnitName: draft!.businessUnitName,
          vendorName: draft!.vendorName,
          timeZone: draft!.timeZone,
        },
        // Like placed_by_staff_user_id on a first submit: the order says a staff member edited it.
        context.session.originalUser?.id ?? null,
      );
      await allocateStockOf(tx, computation, [{ orderId: order.id }]);
      const response: SubmitCartResponse = {
        success: true,
        orderConfirmationUrl: `/order-confirmation/?cart=${encodeURIComponent(cart.id)}`,
        warnings: [],
        confirmedOrders: [confirmed],
        validationMessages: [],
      };
      await recordSubmission(tx, cart.id, { response, at: new Date() });
      await publish(tx, orderEdited, {
        orderId: order.id,
        webOrderNumber: order.webOrderNumber,
        organizationId: order.organizationId,
        userId: context.session.user.id,
      });
      return response;
    }),
  );
}
