import type { OrderStatus } from './order-status.ts';

/** The statuses staff or the ERP may cancel an order from: anything not yet delivered (ADR 044). */
const CANCELABLE_BY_STAFF: readonly OrderStatus[] = ['Submitted', 'Processing', 'Shipped'];

/**
 * Why staff or the ERP cannot cancel an order, or null when they can: a delivered order was received and
 * is credited instead; a cancelled one is already cancelled.
 */
export function staffCancelRefusal(order: { status: OrderStatus; orderNumber: string }): string | null {
  if (CANCELABLE_BY_STAFF.includes(order.status)) return null;
  if (order.status === 'Cancelled') return `Order ${order.orderNumber} is already cancelled.`;
  return `Order ${order.orderNumber} was delivered and cannot be cancelled; credit its lines instead.`;
}

/** The steps of an order issue report's workflow, in order. */
export const ORDER_ISSUE_STATUSES = ['new', 'in-progress', 'resolved'] as const;

/** Where an order issue report stands. */
export type OrderIssueStatus = (typeof ORDER_ISSUE_STATUSES)[number];

/** The statuses of a report still waiting for staff: the staff home counts them, the list filters by them. */
export const OPEN_ORDER_ISSUE_STATUSES: readonly OrderIssueStatus[] = ['new', 'in-progress'];

/** What an issue report list may be narrowed to: one status, or `open` (new or in progress). */
export const ORDER_ISSUE_STATUS_FILTERS = ['open', ...ORDER_ISSUE_STATUSES] as const;

/** One status, or every open one. */
export type OrderIssueStatusFilter = (typeof ORDER_ISSUE_STATUS_FILTERS)[number];

/** What staff read for each issue status. */
export const ORDER_ISSUE_STATUS_FRIENDLY: Readonly<Record<OrderIssueStatus, string>> = {
  new: 'New',
  'in-progress': 'In progress',
  resolved: 'Resolved',
};

/** A credit as staff ask for it: units of the line, or an amount in cents. */
export type CreditRequest = { quantity: number } | { amountCents: number };

/**
 * The amount of a credit on a line in cents, or why it cannot be given: by quantity it is the units times
 * the line's unit price (a line priced pending cannot be credited by quantity); together with the credits
 * already given it never exceeds the line's total, nor the units credited the units ordered.
 */
export function creditAmountOf(
  line: { quantity: number; unitPriceCents: number | null; totalCents: number },
  request: CreditRequest,
  already: { quantity: number; amountCents: number },
): { ok: true; amountCents: number; quantity: number | null } | { ok: false; error: string } {
  if ('quantity' in request) {
    if (line.unitPriceCents === null)
      return { ok: false, error: 'The line’s price is pending; credit an amount instead.' };
    if (request.quantity + already.quantity > line.quantity)
      return {
        ok: false,
        error: `At most ${line.quantity - already.quantity} more can be credited on this line.`,
      };
    const amountCents = request.quantity * line.unitPriceCents;
    if (amountCents + already.amountCents > line.totalCents)
      return { ok: false, error: 'The credits would exceed the line’s total.' };
    return { ok: true, amountCents, quantity: request.quantity };
  }
  if (request.amountCents + already.amountCents > line.totalCents)
    return { ok: false, error: 'The credits would exceed the line’s total.' };
  return { ok: true, amountCents: request.amountCents, quantity: null };
}
