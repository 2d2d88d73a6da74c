import type { ConfirmedOrder, OrderDetails } from '@larder/contract';
import { formatPrice, orderChangeRefusal } from '@larder/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { cancelLockedOrder } from './cancel-order.ts';
import { notFound } from '../../plugins/app-error.ts';
import { refuseChange, requireOrder, type OrderScope, type OrdersContext } from './order-access.ts';
import { detailsOf } from './order-history.service.ts';
import type { StoredReportLine } from './order-view.ts';
import {
  findOrderLines,
  findOrdersOfCart,
  insertOrders,
  lockOrder,
  nextOrderNumbers,
  type OrderIssueReportRow,
  type OrderRow,
} from './orders.repository.ts';

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
  /** The business unit's time zone, the clock the cut-off is read on. */
  timeZone: string;
  purchaseOrderNumber: string;
  note: string;
  dropShipNotes: string;
  dropShipAddress: unknown;
  shippingMethod: string | null;
  shippingCents: number;
  lines: OrderLineDraft[];
  placedAt: Date;
  /** The procurement system that ordered through punchout (its OrderRequest); absent for the storefront's own. */
  punchoutSystem?: string | null;
}

/** Cents as the decimal dollars an order row stores. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The ERP's number for a web order: its business unit, then the number padded to eight digits. */
export function erpOrderNumberOf(businessUnitId: string, number: number): string {
  return `${businessUnitId}-${String(number).padStart(8, '0')}`;
}

/** Stores one order per draft inside the caller's transaction; returns them as the confirmation lists them. */
export async function placeOrders(tx: Db, drafts: readonly OrderDraft[]): Promise<ConfirmedOrder[]> {
  const numbers = await nextOrderNumbers(tx, drafts.length);
  const placed = drafts.map((draft, index) => {
    const number = numbers[index]!;
    const subtotalCents = draft.lines.reduce((sum, line) => sum + line.totalCents, 0);
    const totalCents = subtotalCents + draft.shippingCents;
    const order = {
      id: randomUUID(),
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
      punchoutSystem: draft.punchoutSystem ?? null,
    };
    return { order, lines: orderLineRowsOf(draft.lines), draft, totalCents };
  });
  // Their cut-off jobs are scheduled by a subscriber of order.placed (order-cut-off-schedule), after commit.
  await insertOrders(tx, placed);
  return placed.map(({ order, draft, totalCents }) => confirmedOrderOf(order, draft, totalCents));
}

/** The rows of an order's lines, numbered from 1. */
export function orderLineRowsOf(lines: readonly OrderLineDraft[]) {
  return lines.map((line, index) => ({
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
  }));
}

/** An order as a confirmation lists it. */
export function confirmedOrderOf(
  order: { id: string; webOrderNumber: string; erpOrderNumber: string },
  draft: OrderDraft,
  totalCents: number,
): ConfirmedOrder {
  return {
    orderId: order.id,
    webOrderNumber: order.webOrderNumber,
    erpOrderNumber: order.erpOrderNumber,
    businessUnitId: draft.businessUnitId,
    businessUnitName: draft.businessUnitName,
    vendorName: draft.vendorName,
    isJIT: draft.isJIT,
    isDropShip: draft.isDropShip,
    isPreOrder: draft.isPreOrder,
    deliveryDate: draft.deliveryDate,
    cutOffAt: draft.cutOffAt.toISOString(),
    timeZone: draft.timeZone,
    purchaseOrderNumber: draft.purchaseOrderNumber,
    itemCount: draft.lines.length,
    total: formatPrice(totalCents / 100),
  };
}

/** The orders one cart became, for the organization that owns them; another organization's cart is a 404. */
export async function ordersOfCart(db: Db, organizationId: string, cartId: string): Promise<OrderRow[]> {
  const rows = await findOrdersOfCart(db, organizationId, cartId);
  if (rows.length === 0) throw notFound('The order confirmation');
  return rows;
}

export type { OrderIssueReportRow, OrderRow, StoredReportLine };
export type { OrdersContext } from './order-access.ts';
export { ordersContextOf } from './order-access.ts';
export type { OrderLineRow } from './orders.repository.ts';

/** `POST /web-api/order-history/cancel`: cancels an order before its cut-off and releases its stock; after it nothing changes. */
export async function cancelOrder(
  db: Db,
  context: OrdersContext,
  webOrderNumber: string,
): Promise<OrderDetails> {
  const found = await requireOrder(db, context, { webOrderNumber });
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw notFound('The order');
    refuseChange(order, new Date(), 'cancel');
    await cancelLockedOrder(tx, order, { source: 'buyer', userId: context.userId, reason: null });
  });
  return detailsOf(db, context, await requireOrder(db, context, { webOrderNumber }));
}

/**
 * Why an order the scope may see cannot be cancelled now (the cancel rules' message), or null when it can;
 * a 404 when the scope may not see it. Lets a caller check every order before it cancels any.
 */
export async function cancelRefusalOf(
  db: Db,
  scope: OrderScope,
  webOrderNumber: string,
  now: Date,
): Promise<string | null> {
  const order = await requireOrder(db, scope, { webOrderNumber });
  return orderChangeRefusal({ ...order, orderNumber: order.webOrderNumber }, now, 'cancel');
}

/** The lines of an order the scope may see, for reorder. */
export async function linesOfOrder(db: Db, scope: OrderScope, webOrderNumber: string) {
  const order = await requireOrder(db, scope, { webOrderNumber });
  return findOrderLines(db, order.id);
}
export { rescheduleOrdersOfUnit, type RescheduledOrder } from './order-reschedule.service.ts';
