/**
 * Order lifecycle (DESIGN.md section 5): Submitted (editable and cancelable until its cut-off) ->
 * Processing -> Shipped -> Delivered, or Cancelled.
 */

/** Every status an order can have. */
export const ORDER_STATUSES = ['Submitted', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;

/** An order's status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the buyer reads for each status. */
export const ORDER_STATUS_FRIENDLY: Readonly<Record<OrderStatus, string>> = {
  Submitted: 'Order Received',
  Processing: 'Being Prepared',
  Shipped: 'Out for Delivery',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

/** The lifecycle's order: staff move an order forward along it, never back, and never out of Cancelled. */
const LIFECYCLE: readonly OrderStatus[] = ['Submitted', 'Processing', 'Shipped', 'Delivered'];

/** The statuses staff set by hand; Cancelled is the buyer's (before the cut-off), Submitted the submit's. */
export const STAFF_SETTABLE_STATUSES = ['Processing', 'Shipped', 'Delivered'] as const;

/** A status staff may set by hand. */
export type StaffSettableStatus = (typeof STAFF_SETTABLE_STATUSES)[number];

/** What decides whether an order may still change. */
export interface OrderTiming {
  status: OrderStatus;
  /** The business unit's cut-off for the order's delivery date. */
  cutOffAt: Date;
}

/** The buyer may edit an order while it is Submitted and its cut-off is ahead. */
export function isOrderEditable(order: OrderTiming, now: Date): boolean {
  return order.status === 'Submitted' && now.getTime() < order.cutOffAt.getTime();
}

/** The buyer may cancel an order on the same terms as editing it. */
export function isOrderCancelable(order: OrderTiming, now: Date): boolean {
  return isOrderEditable(order, now);
}

/**
 * Whether staff may move an order from one status to another: forward along the lifecycle only (a skip,
 * e.g. Processing to Delivered, is forward), never backwards or sideways, never to or from Cancelled.
 */
export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  const fromIndex = LIFECYCLE.indexOf(from);
  const toIndex = LIFECYCLE.indexOf(to);
  return fromIndex >= 0 && toIndex > fromIndex;
}

/** The statuses staff may move an order to now, in lifecycle order. */
export function nextStatusesOf(from: OrderStatus): StaffSettableStatus[] {
  return STAFF_SETTABLE_STATUSES.filter((to) => canChangeStatus(from, to));
}

/** Why a buyer's change to an order is refused, in the buyer's words, or null when it is allowed. */
export function orderChangeRefusal(
  order: OrderTiming & { orderNumber: string },
  now: Date,
  action: 'edit' | 'cancel',
): string | null {
  if (isOrderEditable(order, now)) return null;
  const verb = action === 'edit' ? 'changed' : 'cancelled';
  if (order.status === 'Cancelled') return `Order ${order.orderNumber} was cancelled and cannot be ${verb}.`;
  if (order.status === 'Submitted' || order.status === 'Processing') {
    return `Order ${order.orderNumber} can no longer be ${verb}: its cut-off has passed. Please contact your Sales Rep.`;
  }
  return `Order ${order.orderNumber} has been ${order.status.toLowerCase()} and can no longer be ${verb}.`;
}
