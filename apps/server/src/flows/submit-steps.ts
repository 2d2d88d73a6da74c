import type { SubmitCartResponse, ValidationMessage } from '@larder/contract';
import { ORGANIZATION_LINE_FIELDS } from '@larder/domain';
import type { Db } from '../db/client.ts';
import type { CartComputation, CartContext } from '../modules/cart/cart.service.ts';
import { answerOnce } from '../modules/idempotency/idempotency.service.ts';
import type { OrderDraft } from '../modules/orders/orders.service.ts';

/** Steps shared by the submit of a cart and the submit of an order edit. */

/** Step: the answer of a submit that places nothing, with the reasons. */
export function refused(validationMessages: ValidationMessage[]): SubmitCartResponse {
  return {
    success: false,
    orderConfirmationUrl: null,
    warnings: validationMessages.map((m) => m.text),
    confirmedOrders: [],
    validationMessages,
  };
}

/**
 * Step: runs a submit once per Idempotency-Key of the signed-in user (ADR 006), inside the submit's
 * transaction: every request with the key gets the first answer, waiting for it while it is being made;
 * the key with another organization, order or cart is a 422. A submit without a key just runs.
 */
export function oncePerKey(
  tx: Db,
  context: CartContext,
  key: string | null,
  cartId: string | undefined,
  run: () => Promise<SubmitCartResponse>,
): Promise<SubmitCartResponse> {
  if (!key) return run();
  const request = {
    organizationId: context.organization.row.id,
    orderNumber: context.orderNumber ?? null,
    cartId: cartId ?? null,
  };
  return answerOnce(tx, { userId: context.session.user.id, key, request }, run);
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
    timeZone: subCart.unit.timezone,
    purchaseOrderNumber: subCart.choices?.poNumber || cart.summary.poNumber.value,
    note: cart.summary.note.value,
    dropShipNotes: subCart.choices?.dropShipNotes ?? '',
    dropShipAddress: subCart.view.dropShipDeliveryAddress,
    shippingMethod: subCart.view.shippingItem?.method ?? null,
    shippingCents: subCart.shippingCents,
    placedAt: at,
    // Only an OrderRequest places orders in a punchout session (its submit is a transfer).
    punchoutSystem: context.session.punchout?.systemName ?? null,
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
  for (const name of ORGANIZATION_LINE_FIELDS) {
    if (line[name] !== undefined && line[name] !== null) fields[name] = line[name];
  }
  return fields;
}
