import type {
  OrderCredit,
  DropShipDeliveryAddress,
  OrderDelivery,
  OrderDetails,
  OrderHeader,
  OrderIssueReport,
  OrderLine,
} from '@larder/contract';
import {
  formatOrderTimestamp,
  formatPrice,
  isOrderCancelable,
  isOrderEditable,
  ORDER_STATUS_FRIENDLY,
  PRICE_PENDING,
} from '@larder/domain';
import type { OrderLineWithLastPurchase } from './order-history.repository.ts';
import type { NamedOrderRow, OrderIssueReportRow, OrderRow, RestaurantRow } from './orders.repository.ts';

const deliveryDateName = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The kind of an order as the details call names it. */
export function orderTypeOf(
  order: Pick<OrderRow, 'isJIT' | 'isDropShip' | 'isPreOrder'>,
): OrderHeader['orderType'] {
  if (order.isDropShip) return 'DropShip';
  if (order.isJIT) return 'JIT';
  if (order.isPreOrder) return 'PreOrder';
  return 'Regular';
}

/** The cart page that edits an order. */
export function editCartUrlOf(webOrderNumber: string): string {
  return `/cart/?orderNumber=${encodeURIComponent(webOrderNumber)}`;
}

/** An order's header in the user's time zone. */
export function orderHeaderOf(order: NamedOrderRow, timeZone: string, now: Date): OrderHeader {
  return {
    company: order.businessUnitId,
    erpOrderNumber: order.erpOrderNumber,
    orderType: orderTypeOf(order),
    webOrderNumber: order.webOrderNumber,
    orderNumber: order.webOrderNumber,
    orderPlacedDate: formatOrderTimestamp(order.placedAt, timeZone),
    orderPlacedAt: order.placedAt.toISOString(),
    timeZone: order.timeZone,
    expectedDeliveryDate: order.deliveryDate,
    expectedDeliveryDateName: deliveryDateName.format(new Date(`${order.deliveryDate}T00:00:00Z`)),
    purchaseOrderNumber: order.purchaseOrderNumber,
    isJIT: order.isJIT,
    isDropShip: order.isDropShip,
    isPreOrder: order.isPreOrder,
    linkToCartPage: isOrderEditable(order, now) ? editCartUrlOf(order.webOrderNumber) : null,
    status: order.status,
    statusFriendly: ORDER_STATUS_FRIENDLY[order.status],
    businessUnitName: order.businessUnitName,
    vendorName: order.vendorName,
    itemCount: order.itemCount,
    orderTotal: formatPrice(Number(order.total)),
    punchoutSystem: order.punchoutSystem ?? null,
  };
}

/** What the ERP reported a line brought (ADR 021). */
export interface LineDelivery {
  deliveredQuantity: number;
  substituteSku: string | null;
  substituteTitle: string | null;
}

/** A reported delivery as the buyer reads it: null when the line came exactly as ordered. */
function deliveredOf(
  line: OrderLineWithLastPurchase,
  delivery: LineDelivery | undefined,
): OrderLine['delivered'] {
  if (!delivery) return null;
  if (delivery.deliveredQuantity === line.quantity && !delivery.substituteSku) return null;
  return {
    quantity: delivery.deliveredQuantity,
    substituteSku: delivery.substituteSku,
    substituteTitle: delivery.substituteTitle,
  };
}

function lineOf(line: OrderLineWithLastPurchase, timeZone: string, delivery?: LineDelivery): OrderLine {
  return {
    delivered: deliveredOf(line, delivery),
    lineNumber: line.lineNumber,
    productTitle: line.productTitle,
    productSku: line.productSku,
    brandName: line.brandName,
    packSize: line.packSize,
    quantity: line.quantity,
    unitOfMeasure: line.unitOfMeasure,
    unitPrice: line.unitPrice === null ? PRICE_PENDING : formatPrice(Number(line.unitPrice)),
    pricingUnitOfMeasure: line.catchWeightUnit ?? line.unitOfMeasure,
    totalPrice: line.unitPrice === null ? PRICE_PENDING : formatPrice(Number(line.totalPrice)),
    isCatchWeight: line.catchWeightUnit !== null,
    productImage: line.imageUrl,
    productUrl: line.productUrl,
    lastPurchaseInfo: line.lastPurchase && {
      orderDate: formatOrderTimestamp(line.lastPurchase.placedAt, timeZone),
      quantity: line.lastPurchase.quantity,
      uom: line.lastPurchase.unitOfMeasure,
    },
  };
}

/** What a stored report line holds. */
export interface StoredReportLine {
  lineNumber: number;
  productTitle: string;
  productSku: string;
  packSize: string;
  quantity: number;
  unitOfMeasure: string;
  unitPrice: string;
  comment: string | null;
  /** The buyer asked for a credit for this line (absent in reports stored before credits existed). */
  creditRequested?: boolean;
}

/** A stored issue report in the user's time zone. */
export function issueReportOf(report: OrderIssueReportRow, timeZone: string): OrderIssueReport {
  return {
    id: report.id,
    reportedAt: formatOrderTimestamp(report.createdAt, timeZone),
    reportedAtIso: report.createdAt.toISOString(),
    wholeOrder: report.wholeOrder,
    message: report.message,
    lines: (report.lines as StoredReportLine[]).map((line) => ({
      lineNumber: line.lineNumber,
      productTitle: line.productTitle,
      productSku: line.productSku,
      comment: line.comment,
      creditRequested: line.creditRequested ?? false,
    })),
    status: report.status,
    reply: report.reply,
    repliedAt: report.repliedAt?.toISOString() ?? null,
  };
}

/** Why a Submitted order past its cut-off still shows as Submitted: the job has not run yet. */
function statusErrorOf(order: OrderRow, now: Date): string | null {
  if (order.status === 'Submitted' && !isOrderEditable(order, now)) {
    return 'The cut-off for this order has passed; it will move to processing shortly.';
  }
  return null;
}

/**
 * Where an order goes: a drop-ship order sent to an alternative address names that address and its
 * recipient; every other order goes to the restaurant (a drop-ship one with the phone number it gave).
 */
export function orderDeliveryOf(
  order: Pick<OrderRow, 'isDropShip' | 'dropShipAddress'>,
  restaurant: RestaurantRow,
): OrderDelivery {
  const stored = order.isDropShip ? (order.dropShipAddress as Partial<DropShipDeliveryAddress> | null) : null;
  const phone = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
  if (stored?.useAlternativeDeliveryAddress) {
    const recipient = [stored.alternativeDeliveryFirstName, stored.alternativeDeliveryLastName]
      .filter((part) => part && part.trim())
      .join(' ');
    return {
      restaurantName: restaurant.name,
      recipient: recipient || null,
      address: stored.alternativeDeliveryAddress ?? '',
      city: stored.alternativeDeliveryCity ?? '',
      state: stored.alternativeDeliveryState ?? '',
      zipCode: stored.alternativeDeliveryZipCode ?? '',
      phoneNumber: phone(stored.alternativeDeliveryPhoneNumber) ?? phone(stored.defaultDeliveryPhoneNumber),
      isAlternativeAddress: true,
    };
  }
  return {
    restaurantName: restaurant.name,
    recipient: null,
    address: restaurant.address1,
    city: restaurant.city,
    state: restaurant.state,
    zipCode: restaurant.zip,
    phoneNumber: phone(stored?.defaultDeliveryPhoneNumber),
    isAlternativeAddress: false,
  };
}

/** Order details (spec section 3) in the user's time zone. */
export function orderDetailsOf(input: {
  order: NamedOrderRow;
  restaurant: RestaurantRow;
  lines: readonly OrderLineWithLastPurchase[];
  reports: readonly OrderIssueReportRow[];
  timeZone: string;
  now: Date;
  /** What the ERP reported per line number, once delivered. */
  deliveries?: ReadonlyMap<number, LineDelivery>;
  /** The credits on its lines. */
  credits?: readonly OrderCredit[];
}): OrderDetails {
  const { order, timeZone, now } = input;
  const shipping = Number(order.shippingCost);
  const total = Number(order.total);
  return {
    detailsHeader: {
      status: order.status,
      statusFriendly: ORDER_STATUS_FRIENDLY[order.status],
      statusError: statusErrorOf(order, now),
      isEditable: isOrderEditable(order, now),
      isCancelable: isOrderCancelable(order, now),
      cancelledDate: order.cancelledAt ? formatOrderTimestamp(order.cancelledAt, timeZone) : null,
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      cancellationReason: order.cancellationReason,
      cutOffDate: formatOrderTimestamp(order.cutOffAt, timeZone),
      cutOffAt: order.cutOffAt.toISOString(),
    },
    header: orderHeaderOf(order, timeZone, now),
    order: { orderId: order.id, erpOrderNumber: order.erpOrderNumber },
    delivery: orderDeliveryOf(order, input.restaurant),
    tracking: order.trackingNumber ? { carrier: order.carrier, trackingNumber: order.trackingNumber } : null,
    lines: input.lines.map((line) => lineOf(line, timeZone, input.deliveries?.get(line.lineNumber))),
    summary: {
      orderTotal: formatPrice(total),
      subtotal: formatPrice(Math.round((total - shipping) * 100) / 100),
      shipping: formatPrice(shipping),
      note: { value: order.note },
    },
    issueReports: input.reports.map((report) => issueReportOf(report, timeZone)),
    credits: (input.credits ?? []).map((credit) => ({
      id: credit.id,
      lineNumber: credit.lineNumber,
      productSku: credit.productSku,
      productTitle: credit.productTitle,
      quantity: credit.quantity,
      amount: credit.amount,
      reason: credit.reason,
      createdAt: credit.createdAt,
    })),
  };
}
