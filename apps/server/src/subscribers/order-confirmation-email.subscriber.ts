import { formatPrice } from '@larder/domain';
import type { Db } from '../db/client.ts';
import type { PayloadOf } from '../events/domain-event.ts';
import { orderPlaced } from '../events/order-placed.event.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../modules/mail/mail.service.ts';
import { ordersOfCart, type OrderRow } from '../modules/orders/orders.service.ts';
import { defineSubscriber } from './subscriber.ts';

function orderText(order: OrderRow): string {
  const via = order.isDropShip
    ? ' (drop-ship)'
    : order.isJIT
      ? ' (just-in-time)'
      : order.isPreOrder
        ? ' (pre-order)'
        : '';
  const po = order.purchaseOrderNumber ? `, PO ${order.purchaseOrderNumber}` : '';
  return `Order ${order.webOrderNumber} (ERP ${order.erpOrderNumber})${via}: ${order.itemCount} items, ${formatPrice(Number(order.total))}, delivery ${order.deliveryDate}${po}`;
}

/** The confirmation e-mail for the orders one submit created. */
export function orderConfirmationMessage(
  buyer: PayloadOf<typeof orderPlaced>['buyer'],
  orders: readonly OrderRow[],
): MailMessage {
  const lines = orders.map(orderText);
  const greeting = buyer.firstName ? `Hi ${buyer.firstName},` : 'Hello,';
  const numbers = orders.map((order) => order.webOrderNumber).join(', ');
  return {
    to: buyer.email,
    subject: `Order confirmation ${numbers}`,
    text: [
      greeting,
      '',
      'Thank you for your order. We received:',
      '',
      ...lines.map((l) => `- ${l}`),
      '',
      'Larder Foodservice',
    ].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>Thank you for your order. We received:</p><ul>${lines
      .map((l) => `<li>${escapeHtml(l)}</li>`)
      .join('')}</ul><p>Larder Foodservice</p>`,
  };
}

/** E-mails the buyer the confirmation of the orders a submit placed. */
export function orderConfirmationEmail(db: Db, mailer: Mailer) {
  return defineSubscriber({
    name: 'order-confirmation-email',
    event: orderPlaced,
    async handle({ organizationId, cartId, buyer }) {
      await mailer.send(orderConfirmationMessage(buyer, await ordersOfCart(db, organizationId, cartId)));
    },
  });
}
