import type { ConfirmedOrder } from '@larder/contract';
import { formatPrice } from '@larder/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { findOrdersOfCart, insertOrder, nextOrderNumber, type OrderRow } from './orders.repository.ts';

/** A line as it goes into an order. */
export interface OrderLineDraft {
  productSku: string;
  variantId: string;
  productTitle: string;
  brandName: string;
  packSize: string;
  unitOfMeasure: string;
  quantity: number;
  unitPrice: number | null;
  totalCents: number;
  catchWeightUnit: string | null;
  imageUrl: string;
  productUrl: string;
  /** Organization-type fields for the ERP (spec section 6). */
  erpFields: Record<string, unknown>;
}

/** An order as a sub-cart becomes one. */
export interface OrderDraft {
  organizationId: string;
  userId: string;
  placedByStaffUserId: string | null;
  cartId: string;
  businessUnitId: string;
  businessUnitName: string;
  vendorId: string | null;
  vendorName: string | null;
  isJIT: boolean;
  isDropShip: boolean;
  isPreOrder: boolean;
  deliveryDate: string;
  cutOffAt: Date;
  purchaseOrderNumber: string;
  note: string;
  dropShipNotes: string;
  dropShipAddress: unknown;
  shippingMethod: string | null;
  shippingCents: number;
  lines: OrderLineDraft[];
  placedAt: Date;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The ERP's number for a web order: its business unit, then the number padded to eight digits. */
export function erpOrderNumberOf(businessUnitId: string, number: number): string {
  return `${businessUnitId}-${String(number).padStart(8, '0')}`;
}

/** Stores one order per draft inside the caller's transaction; returns them as the confirmation lists them. */
export async function placeOrders(tx: Db, drafts: readonly OrderDraft[]): Promise<ConfirmedOrder[]> {
  const confirmed: ConfirmedOrder[] = [];
  for (const draft of drafts) {
    const number = await nextOrderNumber(tx);
    const id = randomUUID();
    const subtotalCents = draft.lines.reduce((sum, line) => sum + line.totalCents, 0);
    const totalCents = subtotalCents + draft.shippingCents;
    const order = {
      id,
      webOrderNumber: `W${number}`,
      erpOrderNumber: erpOrderNumberOf(draft.businessUnitId, number),
      organizationId: draft.organizationId,
      userId: draft.userId,
      placedByStaffUserId: draft.placedByStaffUserId,
      cartId: draft.cartId,
      businessUnitId: draft.businessUnitId,
      vendorId: draft.vendorId,
      isJIT: draft.isJIT,
      isDropShip: draft.isDropShip,
      isPreOrder: draft.isPreOrder,
      deliveryDate: draft.deliveryDate,
      cutOffAt: draft.cutOffAt,
      purchaseOrderNumber: draft.purchaseOrderNumber,
      note: draft.note,
      dropShipNotes: draft.dropShipNotes,
      dropShipAddress: draft.dropShipAddress,
      shippingMethod: draft.shippingMethod,
      shippingCost: dollars(draft.shippingCents),
      itemCount: draft.lines.length,
      total: dollars(totalCents),
      placedAt: draft.placedAt,
    };
    await insertOrder(
      tx,
      order,
      draft.lines.map((line, index) => ({
        lineNumber: index + 1,
        productSku: line.productSku,
        variantId: line.variantId,
        productTitle: line.productTitle,
        brandName: line.brandName,
        packSize: line.packSize,
        unitOfMeasure: line.unitOfMeasure,
        quantity: line.quantity,
        unitPrice: line.unitPrice === null ? null : line.unitPrice.toFixed(2),
        totalPrice: dollars(line.totalCents),
        catchWeightUnit: line.catchWeightUnit,
        imageUrl: line.imageUrl,
        productUrl: line.productUrl,
        erpFields: line.erpFields,
      })),
    );
    confirmed.push({
      orderId: id,
      webOrderNumber: order.webOrderNumber,
      erpOrderNumber: order.erpOrderNumber,
      businessUnitId: draft.businessUnitId,
      businessUnitName: draft.businessUnitName,
      vendorName: draft.vendorName,
      isJIT: draft.isJIT,
      isDropShip: draft.isDropShip,
      isPreOrder: draft.isPreOrder,
      deliveryDate: draft.deliveryDate,
      purchaseOrderNumber: draft.purchaseOrderNumber,
      itemCount: draft.lines.length,
      total: formatPrice(totalCents / 100),
    });
  }
  return confirmed;
}

/** The orders one cart became, for the organization that owns them; another organization's cart is a 404. */
export async function ordersOfCart(db: Db, organizationId: string, cartId: string): Promise<OrderRow[]> {
  const rows = await findOrdersOfCart(db, organizationId, cartId);
  if (rows.length === 0) throw notFound('The order confirmation');
  return rows;
}

export type { OrderRow };

/** The job that e-mails the buyer their order confirmation after a submit. */
export const ORDER_CONFIRMATION_EMAIL_JOB = 'orders.confirmation-email';
