import type {
  ConfirmedOrder,
  OrderDetails,
  OrderHistoryQuery,
  OrderHistoryResponse,
  OrderIssueReport,
  orderDetailsBodySchema,
  reportIssueBodySchema,
} from '@larder/contract';
import {
  canChangeStatus,
  decideIssueReport,
  formatPrice,
  orderChangeRefusal,
  ORDER_STATUS_FRIENDLY,
  PRICE_PENDING,
  type OrderStatus,
} from '@larder/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { enqueue } from '../jobs/jobs.service.ts';
import { scheduleCutOffs } from './order-cut-off.ts';
import {
  issueReportOf,
  orderDetailsOf,
  orderHeaderOf,
  orderTypeOf,
  type StoredReportLine,
} from './order-view.ts';
import {
  findIssueReport,
  findIssueReports,
  findOrderByNumber,
  findOrderLines,
  findOrderLinesWithLastPurchase,
  findOrderOfOrganization,
  findOrderPage,
  findOrderLinesByNumber,
  findIssueReportsByNumber,
  readOrderOfOrganization,
  findOrdersOfCart,
  insertIssueReport,
  insertOrders,
  lockOrder,
  nextOrderNumbers,
  replaceOrderLines,
  updateOrder,
  type NamedOrderRow,
  type OrderLookup,
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
    };
    return { order, lines: orderLineRowsOf(draft.lines), draft, totalCents };
  });
  await insertOrders(tx, placed);
  await scheduleCutOffs(
    tx,
    drafts.map((draft) => draft.cutOffAt),
  );
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

function confirmedOrderOf(
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

export type { OrderRow };
export type { OrderLineRow } from './orders.repository.ts';

/** The job that e-mails the buyer their order confirmation after a submit. */
export const ORDER_CONFIRMATION_EMAIL_JOB = 'orders.confirmation-email';

/** Who asks about orders, for which organization, when, and in which time zone. */
export interface OrdersContext {
  organizationId: string;
  organizationName: string;
  salesRepName: string;
  salesRepEmail: string;
  userId: string;
  userName: string;
  userEmail: string;
  /** The staff user acting while impersonating, if any. */
  staffUserId: string | null;
  now: Date;
  timeZone: string;
}

/** `POST /web-api/order-history/list`: a page of the organization's orders, newest first. */
export async function listOrderHistory(
  db: Db,
  context: OrdersContext,
  query: OrderHistoryQuery,
): Promise<OrderHistoryResponse> {
  const { page, pageSize } = query;
  const { rows, total } = await findOrderPage(
    db,
    context.organizationId,
    { ...query, timeZone: context.timeZone },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    orders: rows.map((row) => orderHeaderOf(row, context.timeZone, context.now)),
    page,
    pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / pageSize),
  };
}

async function requireOrder(db: Db, organizationId: string, lookup: OrderLookup): Promise<NamedOrderRow> {
  const order = await readOrderOfOrganization(db, organizationId, lookup);
  if (!order) throw notFound('The order');
  return order;
}

async function detailsOf(db: Db, context: OrdersContext, order: NamedOrderRow): Promise<OrderDetails> {
  const [lines, reports] = await Promise.all([
    findOrderLinesWithLastPurchase(db, order),
    findIssueReports(db, order.id),
  ]);
  return orderDetailsOf({ order, lines, reports, timeZone: context.timeZone, now: context.now });
}

/**
 * `POST /web-api/order-history/details`: the order named by web or ERP number; company and order type,
 * when given, must match it. Another organization's order is a 404.
 */
export async function orderDetails(
  db: Db,
  context: OrdersContext,
  body: z.infer<typeof orderDetailsBodySchema>,
): Promise<OrderDetails> {
  if (!body.webOrderNumber && !body.erpOrderNumber) {
    throw new AppError('VALIDATION_FAILED', 'Give the web or ERP order number.', {
      webOrderNumber: 'Required without erpOrderNumber.',
    });
  }
  if (body.webOrderNumber) {
    // By web number the order, its lines and its reports load at once: one round trip, not two.
    const [order, lines, reports] = await Promise.all([
      readOrderOfOrganization(db, context.organizationId, body),
      findOrderLinesByNumber(db, context.organizationId, body.webOrderNumber),
      findIssueReportsByNumber(db, context.organizationId, body.webOrderNumber),
    ]);
    if (!order || mismatchOf(order, body)) throw notFound('The order');
    return orderDetailsOf({ order, lines, reports, timeZone: context.timeZone, now: context.now });
  }
  const order = await requireOrder(db, context.organizationId, body);
  if (mismatchOf(order, body)) throw notFound('The order');
  return detailsOf(db, context, order);
}

/** Whether the company, ERP number or order type a details call names disagrees with the order. */
function mismatchOf(order: NamedOrderRow, body: z.infer<typeof orderDetailsBodySchema>): boolean {
  return Boolean(
    (body.erpOrderNumber && body.erpOrderNumber !== order.erpOrderNumber) ||
    (body.company && body.company !== order.businessUnitId) ||
    (body.orderType && body.orderType !== orderTypeOf(order)),
  );
}

function refuseChange(order: OrderRow, now: Date, action: 'edit' | 'cancel'): void {
  const refusal = orderChangeRefusal({ ...order, orderNumber: order.webOrderNumber }, now, action);
  if (refusal) throw new AppError('RULE_BROKEN', refusal);
}

/** `POST /web-api/order-history/cancel`: cancels an order before its cut-off; after it nothing changes. */
export async function cancelOrder(
  db: Db,
  context: OrdersContext,
  webOrderNumber: string,
): Promise<OrderDetails> {
  const found = await requireOrder(db, context.organizationId, { webOrderNumber });
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw notFound('The order');
    refuseChange(order, new Date(), 'cancel');
    await updateOrder(tx, order.id, { status: 'Cancelled', cancelledAt: new Date() });
  });
  return detailsOf(db, context, await requireOrder(db, context.organizationId, { webOrderNumber }));
}

/** Staff only: moves an order to a later status (`POST /web-api/order-history/set-status`). */
export async function setOrderStatus(
  db: Db,
  isStaff: boolean,
  webOrderNumber: string,
  status: OrderStatus,
): Promise<{ webOrderNumber: string; status: OrderStatus; statusFriendly: string }> {
  if (!isStaff) throw notFound('The order');
  return db.transaction(async (tx) => {
    const found = await findOrderByNumber(tx, webOrderNumber);
    const order = found && (await lockOrder(tx, found.id));
    if (!order) throw notFound('The order');
    if (!canChangeStatus(order.status, status)) {
      throw new AppError('RULE_BROKEN', `An order that is ${order.status} cannot become ${status}.`, {
        status: `Not allowed from ${order.status}.`,
      });
    }
    await updateOrder(tx, order.id, {
      status,
      ...(status === 'Cancelled' && { cancelledAt: new Date() }),
    });
    return { webOrderNumber, status, statusFriendly: ORDER_STATUS_FRIENDLY[status] };
  });
}

/** The lines of an organization's order, for reorder. */
export async function linesOfOrder(db: Db, organizationId: string, webOrderNumber: string) {
  const order = await requireOrder(db, organizationId, { webOrderNumber });
  return findOrderLines(db, order.id);
}

/**
 * `POST /web-api/order-history/report-issue`: stores the report (checked lines only; per-line comments
 * unless the whole order is flagged) and queues the e-mail to the organization's sales rep.
 */
export async function reportOrderIssue(
  db: Db,
  context: OrdersContext,
  body: z.output<typeof reportIssueBodySchema>,
): Promise<{ success: boolean; report: OrderIssueReport }> {
  const order = await requireOrder(db, context.organizationId, { webOrderNumber: body.webOrderNumber });
  const lines = await findOrderLines(db, order.id);
  const byNumber = new Map(lines.map((line) => [line.lineNumber, line]));
  const unknown = body.lines.find((entry) => !byNumber.has(entry.lineNumber));
  if (unknown) throw notFound(`Line ${unknown.lineNumber} of the order`);
  const decision = decideIssueReport({
    wholeOrder: body.wholeOrder,
    message: body.message,
    lines: body.lines.map((entry) => ({ ...entry, line: byNumber.get(entry.lineNumber)! })),
  });
  if (!decision.ok) {
    throw new AppError('VALIDATION_FAILED', Object.values(decision.errors)[0]!, decision.errors);
  }
  const stored: StoredReportLine[] = decision.contents.lines.map(({ line, comment }) => ({
    lineNumber: line.lineNumber,
    productTitle: line.productTitle,
    productSku: line.productSku,
    packSize: line.packSize,
    quantity: line.quantity,
    unitOfMeasure: line.unitOfMeasure,
    unitPrice: line.unitPrice === null ? PRICE_PENDING : formatPrice(Number(line.unitPrice)),
    comment,
  }));
  const id = randomUUID();
  const createdAt = new Date();
  await db.transaction(async (tx) => {
    await insertIssueReport(tx, {
      id,
      orderId: order.id,
      organizationId: context.organizationId,
      userId: context.userId,
      reportedByStaffUserId: context.staffUserId,
      wholeOrder: decision.contents.wholeOrder,
      message: decision.contents.message,
      lines: stored,
      sentTo: context.salesRepEmail,
      createdAt,
    });
    await enqueue(tx, ORDER_ISSUE_EMAIL_JOB, {
      reportId: id,
      organizationName: context.organizationName,
      salesRepName: context.salesRepName,
      reporterName: context.userName,
      reporterEmail: context.userEmail,
      timeZone: context.timeZone,
    });
  });
  const report = await findIssueReport(db, id);
  return { success: true, report: issueReportOf(report!, context.timeZone) };
}

/** The job that e-mails an issue report to the organization's sales rep. */
export const ORDER_ISSUE_EMAIL_JOB = 'orders.issue-report-email';

/** An order the buyer may edit now, with its lines; a 404 for another organization's, a 422 after its cut-off. */
export async function orderToEdit(db: Db, organizationId: string, webOrderNumber: string, now: Date) {
  const order = await requireOrder(db, organizationId, { webOrderNumber });
  refuseChange(order, now, 'edit');
  return { order, lines: await findOrderLines(db, order.id) };
}

/** The message when an order changed since its edit began. */
export const ORDER_CHANGED_MESSAGE =
  'This order was changed since you started editing it. Cancel your changes and edit it again.';

/**
 * Locks an order an edit cart is about to change, inside the caller's transaction: a 404 when it is not the
 * organization's, a 422 after its cut-off, a 409 when it changed since the edit began (`baseVersion`).
 */
export async function lockOrderForEdit(
  tx: Db,
  organizationId: string,
  webOrderNumber: string,
  baseVersion: number | null,
): Promise<OrderRow> {
  const found = await findOrderOfOrganization(tx, organizationId, { webOrderNumber });
  const order = found && (await lockOrder(tx, found.id));
  if (!order) throw notFound('The order');
  refuseChange(order, new Date(), 'edit');
  if (baseVersion !== null && order.version !== baseVersion)
    throw new AppError('CONFLICT', ORDER_CHANGED_MESSAGE);
  return order;
}

/** Checks that an order can still be edited (cart changes while editing); same answers as lockOrderForEdit. */
export async function requireEditableOrder(
  db: Db,
  organizationId: string,
  webOrderNumber: string,
  now: Date,
): Promise<OrderRow> {
  const order = await requireOrder(db, organizationId, { webOrderNumber });
  refuseChange(order, now, 'edit');
  return order;
}

/** Writes an edit into the locked order: its lines, PO number, note and totals; returns it as a confirmation lists it. */
export async function applyOrderEdit(
  tx: Db,
  order: OrderRow,
  draft: Pick<
    OrderDraft,
    'lines' | 'purchaseOrderNumber' | 'note' | 'shippingCents' | 'businessUnitName' | 'vendorName'
  >,
): Promise<ConfirmedOrder> {
  const subtotalCents = draft.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const totalCents = subtotalCents + draft.shippingCents;
  await replaceOrderLines(tx, order, orderLineRowsOf(draft.lines));
  await updateOrder(tx, order.id, {
    purchaseOrderNumber: draft.purchaseOrderNumber,
    note: draft.note,
    itemCount: draft.lines.length,
    shippingCost: dollars(draft.shippingCents),
    total: dollars(totalCents),
  });
  return confirmedOrderOf(
    order,
    { ...order, ...draft, deliveryDate: order.deliveryDate } as OrderDraft,
    totalCents,
  );
}
