import type { SubmitCartResponse, ValidationMessage } from '@larder/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  cartSettingsOf,
  computeCartOf,
  EMPTY_CART_MESSAGE,
  forgetSubmittedCart,
  keepMovedDeliveryDates,
  lockCartForSubmit,
  recordSubmission,
  replayOfSubmissionKey,
  type CartComputation,
  type CartContext,
} from '../modules/cart/cart.service.ts';
import { enqueue } from '../modules/jobs/jobs.service.ts';
import {
  ORDER_CONFIRMATION_EMAIL_JOB,
  placeOrders,
  type OrderDraft,
} from '../modules/orders/orders.service.ts';
import { submitOrderEdit } from './submit-order-edit.flow.ts';

/**
 * Submit cart -> one order per sub-cart (DESIGN.md section 3, flows), as named steps in one transaction:
 * replay an earlier answer, lock the cart, check it, place the orders, record the answer, queue the e-mail.
 * The cart row lock makes submits of one cart run one at a time in every process, and a submitted cart
 * answers with its stored response, so a double click, a retry or a second tab never yields two sets of orders.
 */

/** What a submit asks for. */
export interface SubmitCartRequest {
  context: CartContext;
  /** The client's Idempotency-Key; a server-made one when the client sent none. */
  idempotencyKey: string | null;
  /** The cart the client showed; without it, the user's open cart. */
  cartId?: string | undefined;
}

function refused(validationMessages: ValidationMessage[]): SubmitCartResponse {
  return {
    success: false,
    orderConfirmationUrl: null,
    warnings: validationMessages.map((m) => m.text),
    confirmedOrders: [],
    validationMessages,
  };
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

/** Step: the order each sub-cart becomes. */
export function orderDraftsOf(computation: CartComputation, context: CartContext, at: Date): OrderDraft[] {
  const cart = computation.cart;
  return computation.plan.map((subCart) => ({
    organizationId: context.organization.row.id,
    userId: context.session.user.id,
    placedByStaffUserId: context.session.originalUser?.id ?? null,
    cartId: cart.id,
    businessUnitId: subCart.unit.id,
    businessUnitName: subCart.unit.name,
    vendorId: subCart.vendorId,
    vendorName: subCart.vendorName,
    isJIT: subCart.kind === 'jit',
    isDropShip: subCart.kind === 'dropShip',
    isPreOrder: subCart.kind === 'preOrder',
    deliveryDate: subCart.delivery.selected!.date,
    cutOffAt: new Date(subCart.delivery.selected!.cutOff),
    purchaseOrderNumber: subCart.choices?.poNumber || cart.summary.poNumber.value,
    note: cart.summary.note.value,
    dropShipNotes: subCart.choices?.dropShipNotes ?? '',
    dropShipAddress: subCart.view.dropShipDeliveryAddress,
    shippingMethod: subCart.view.shippingItem?.method ?? null,
    shippingCents: subCart.shippingCents,
    placedAt: at,
    lines: subCart.lines.map((line) => ({
      productSku: line.row.productSku,
      variantId: line.variant.id,
      productTitle: line.variant.productName,
      brandName: line.variant.brand,
      packSize: line.variant.weight,
      unitOfMeasure: line.variant.text,
      quantity: line.row.quantity,
      unitPrice: line.unitPrice,
      totalCents: line.totalCents,
      catchWeightUnit: line.variant.catchWeightUom,
      imageUrl: line.variant.imageUrl,
      productUrl: line.variant.url,
      erpFields: erpFieldsOf(line.view),
    })),
  }));
}

/** The organization-type fields a line sends to the ERP (spec section 6), as the cart line carries them. */
function erpFieldsOf(
  line: CartComputation['cart']['cartGroups'][number]['subCarts'][number]['lines'][number],
) {
  const fields: Record<string, unknown> = {};
  for (const name of [
    'cutInstructions1',
    'cutInstructions2',
    'productClassificationCode',
    'bto',
    'supermarket',
    'chefItemFlag',
    'isDropShip',
    'customerNotes',
  ] as const) {
    if (line[name] !== undefined && line[name] !== null) fields[name] = line[name];
  }
  return fields;
}

/** `POST /web-api/cart/submit`: turns the cart into one order per sub-cart, exactly once. */
export async function submitCart(db: Db, request: SubmitCartRequest): Promise<SubmitCartResponse> {
  const { context } = request;
  if (context.orderNumber) {
    return submitOrderEdit(db, { ...context, orderNumber: context.orderNumber }, request.idempotencyKey);
  }
  if (request.idempotencyKey) {
    const replay = await replayOfSubmissionKey(db, context, request.idempotencyKey);
    if (replay) return replay as SubmitCartResponse;
  }
  const key = request.idempotencyKey ?? randomUUID();
  const settings = await cartSettingsOf(db, context);
  let submitted: CartComputation | null = null;
  const answer = await db.transaction(async (tx) => {
    const cart = await lockCartForSubmit(tx, context, request.cartId);
    if (!cart) return refused([{ type: 'error', text: EMPTY_CART_MESSAGE }]);
    if (cart.status === 'submitted') return cart.submissionResponse as SubmitCartResponse;

    const computation = await computeCartOf(tx, context, cart, { transactionOf: db, settings });
    const reasons = reasonsNotToSubmit(computation);
    if (reasons.length > 0) {
      await keepMovedDeliveryDates(tx, cart.id, computation.movedDates);
      return refused(reasons);
    }
    submitted = computation;

    const at = new Date();
    const confirmedOrders = await placeOrders(tx, orderDraftsOf(computation, context, at));
    const response: SubmitCartResponse = {
      success: true,
      orderConfirmationUrl: `/order-confirmation/?cart=${encodeURIComponent(cart.id)}`,
      warnings: computation.cart.validationMessages.map((m) => m.text),
      confirmedOrders,
      validationMessages: [],
    };
    await recordSubmission(tx, cart.id, { key, response, at });
    await enqueue(tx, ORDER_CONFIRMATION_EMAIL_JOB, {
      cartId: cart.id,
      organizationId: context.organization.row.id,
      email: context.session.user.email,
      firstName: context.session.user.firstName,
    });
    return response;
  });
  // Only once the orders are committed: a rolled-back submit leaves the cart as it was.
  if (submitted) forgetSubmittedCart(db, submitted);
  return answer;
}
