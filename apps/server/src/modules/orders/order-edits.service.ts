import type { ConfirmedOrder } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { refuseChange, requireOrder } from './order-access.ts';
import {
  findOrderLines,
  findOrderOfOrganization,
  lockOrder,
  replaceOrderLines,
  updateOrder,
  type OrderRow,
} from './orders.repository.ts';
import { confirmedOrderOf, dollars, orderLineRowsOf, type OrderDraft } from './orders.service.ts';

/** An order the buyer may edit now, with its lines; a 404 for another organization's, a 422 after its cut-off. */
export async function orderToEdit(db: Db, organizationId: string, webOrderNumber: string, now: Date) {
  const order = await requireOrder(db, { organizationId }, { webOrderNumber });
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
  const order = await requireOrder(db, { organizationId }, { webOrderNumber });
  refuseChange(order, now, 'edit');
  return order;
}

/**
 * Writes an edit into the locked order: its lines, PO number, note and totals, and the staff member who made
 * it while impersonating (kept when the buyer edits later: it names the last staff edit); returns it as a
 * confirmation lists it.
 */
export async function applyOrderEdit(
  tx: Db,
  order: OrderRow,
  draft: Pick<
    OrderDraft,
    'lines' | 'purchaseOrderNumber' | 'note' | 'shippingCents' | 'businessUnitName' | 'vendorName'
  >,
  editedByStaffUserId: string | null = null,
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
    ...(editedByStaffUserId && { editedByStaffUserId }),
  });
  return confirmedOrderOf(
    order,
    { ...order, ...draft, deliveryDate: order.deliveryDate } as OrderDraft,
    totalCents,
  );
}

/**
 * What an order's lines come to per variant at its business unit: the stock an order placed before
 * allocation began (ADR 020; the demo's seeded orders too) is taken to hold, so editing it asks the stock
 * only for what the edit adds.
 */
export async function lineQuantitiesOfOrder(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'businessUnitId'>,
): Promise<{ variantId: string; businessUnitId: string; quantity: number }[]> {
  const byVariant = new Map<string, number>();
  for (const line of await findOrderLines(tx, order.id)) {
    byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  }
  return [...byVariant].map(([variantId, quantity]) => ({
    variantId,
    businessUnitId: order.businessUnitId,
    quantity,
  }));
}
