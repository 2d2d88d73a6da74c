import type { OrderDelivery } from '@larder/contract';
import {
  CATCH_WEIGHT_EXPLANATION,
  PENDING_PRICES_NOTE,
  PRICE_PENDING,
  catchWeightPriceText,
  formatCalendarDay,
  formatPrice,
  formatZonedTime,
  pricingNotesOf,
} from '@larder/domain';
import type { MailMessage } from '../modules/mail/mail.service.ts';
import { orderEmailHtml } from '../modules/mail/templates/order-email.html.ts';
import { orderEmailText } from '../modules/mail/templates/order-email.text.ts';
import type {
  OrderEmailKind,
  OrderEmailLine,
  OrderEmailOrder,
  OrderEmailTotals,
  OrderEmailView,
} from '../modules/mail/templates/order-email.view.ts';
import type { OrderLineRow, OrderRecord, OrderRecords } from '../modules/orders/order-records.service.ts';

/** Whom an order e-mail goes to. */
export interface OrderEmailRecipient {
  email: string;
  firstName: string;
}

/** An address as the lines of an envelope: who, street, city, phone. */
export function addressLinesOf(delivery: OrderDelivery): string[] {
  const place = [delivery.city, [delivery.state, delivery.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    delivery.recipient ? `${delivery.recipient}, ${delivery.restaurantName}` : delivery.restaurantName,
    delivery.address,
    place,
    delivery.phoneNumber ? `Phone ${delivery.phoneNumber}` : '',
  ].filter((line) => line.trim() !== '');
}

function lineOf(line: OrderLineRow): OrderEmailLine {
  const pending = line.unitPrice === null;
  const price = pending ? PRICE_PENDING : formatPrice(Number(line.unitPrice));
  return {
    title: line.productTitle,
    sku: line.productSku,
    pack: line.packSize,
    quantity: line.quantity,
    unit: line.unitOfMeasure,
    unitPrice: !pending && line.catchWeightUnit ? catchWeightPriceText(price, line.catchWeightUnit) : price,
    lineTotal: pending ? PRICE_PENDING : formatPrice(Number(line.totalPrice)),
    estimated: !pending && line.catchWeightUnit !== null,
    pricePending: pending,
  };
}

const cents = (dollars: string | number) => Math.round(Number(dollars) * 100);

function totalsOf(
  totalCents: number,
  shippingCents: number,
  lines: readonly OrderEmailLine[],
): OrderEmailTotals {
  const notes = pricingNotesOf(
    lines.map((l) => ({ isPricePending: l.pricePending, isCatchWeight: l.estimated })),
  );
  return {
    subtotal: formatPrice((totalCents - shippingCents) / 100),
    shipping: formatPrice(shippingCents / 100),
    total: formatPrice(totalCents / 100),
    ...notes,
  };
}

function subCartOf(order: OrderRecord['order']): string {
  const how = order.isDropShip
    ? 'Drop-ship'
    : order.isJIT
      ? 'Just-in-time'
      : order.isPreOrder
        ? 'Pre-order'
        : null;
  const who = order.vendorName ? `${order.businessUnitName} · ${order.vendorName}` : order.businessUnitName;
  return how ? `${who} (${how})` : who;
}

/** The storefront page of an order. */
export function orderUrlOf(origin: string, webOrderNumber: string): string {
  return `${origin}/order-history/?order=${encodeURIComponent(webOrderNumber)}`;
}

function orderOf(record: OrderRecord, kind: OrderEmailKind, origin: string): OrderEmailOrder {
  const { order } = record;
  const lines = record.lines.map(lineOf);
  return {
    webOrderNumber: order.webOrderNumber,
    erpOrderNumber: order.erpOrderNumber,
    subCart: subCartOf(order),
    deliveryDate: formatCalendarDay(order.deliveryDate),
    purchaseOrderNumber: order.purchaseOrderNumber,
    note: order.note,
    deliveryAddress: addressLinesOf(record.delivery),
    changesUntil: kind === 'cancelled' ? null : formatZonedTime(order.cutOffAt, order.timeZone),
    lines,
    totals: totalsOf(cents(order.total), cents(order.shippingCost), lines),
    url: orderUrlOf(origin, order.webOrderNumber),
  };
}

function wordsOf(
  kind: OrderEmailKind,
  numbers: string,
  reason: string | null,
): { subject: string; intro: string } {
  switch (kind) {
    case 'placed':
      return {
        subject: `Order confirmation ${numbers}`,
        intro: 'Thank you for your order. This e-mail is your record of what you ordered.',
      };
    case 'edited':
      return {
        subject: `Order ${numbers} changed`,
        intro: `Your changes to order ${numbers} were received. This is the order as it stands now.`,
      };
    case 'cancelled':
      return {
        subject: `Order ${numbers} cancelled`,
        intro: reason
          ? `Order ${numbers} was cancelled by Larder Foodservice and will not be delivered. Reason: ${reason.replace(/[.!?\s]+$/, '')}. This is what it held.`
          : `Order ${numbers} was cancelled and will not be delivered. This is what it held.`,
      };
  }
}

/** What an order e-mail says about orders placed, edited or cancelled, in words. */
export function orderEmailViewOf(input: {
  kind: OrderEmailKind;
  records: OrderRecords;
  recipient: OrderEmailRecipient;
  origin: string;
  /** Why staff or the ERP cancelled the order. */
  reason?: string | null;
}): OrderEmailView {
  const { kind, records, recipient, origin } = input;
  const orders = records.orders.map((record) => orderOf(record, kind, origin));
  const numbers = orders.map((order) => order.webOrderNumber).join(', ');
  const grandTotal =
    records.orders.length > 1
      ? totalsOf(
          records.orders.reduce((sum, r) => sum + cents(r.order.total), 0),
          records.orders.reduce((sum, r) => sum + cents(r.order.shippingCost), 0),
          orders.flatMap((order) => order.lines),
        )
      : null;
  return {
    kind,
    to: recipient.email,
    ...wordsOf(kind, numbers, input.reason ?? null),
    greeting: recipient.firstName ? `Hi ${recipient.firstName},` : 'Hello,',
    organization: {
      name: records.organization.name,
      address: addressLinesOf(records.organization.address).slice(1),
    },
    orders,
    grandTotal,
    estimateExplanation: orders.some((order) => order.totals.estimated) ? CATCH_WEIGHT_EXPLANATION : null,
    pendingNote: PENDING_PRICES_NOTE,
  };
}

/** An order e-mail, its HTML rendered by React Email and its plain text from the same words. */
export async function orderEmailMessage(view: OrderEmailView): Promise<MailMessage> {
  return { to: view.to, subject: view.subject, html: await orderEmailHtml(view), text: orderEmailText(view) };
}
