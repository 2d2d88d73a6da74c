import { formatPrice } from '@larder/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../jobs/jobs.service.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../mail/mail.service.ts';
import { findOrdersOfCart, type OrderRow } from './orders.repository.ts';
import { ORDER_CONFIRMATION_EMAIL_JOB } from './orders.service.ts';

const payloadSchema = z.object({
  cartId: z.string(),
  organizationId: z.string(),
  email: z.string(),
  firstName: z.string(),
});

/** What the confirmation job is given. */
export type OrderConfirmationPayload = z.infer<typeof payloadSchema>;

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
  payload: OrderConfirmationPayload,
  orders: readonly OrderRow[],
): MailMessage {
  const lines = orders.map(orderText);
  const greeting = payload.firstName ? `Hi ${payload.firstName},` : 'Hello,';
  const numbers = orders.map((order) => order.webOrderNumber).join(', ');
  return {
    to: payload.email,
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

/** The job handler that sends the confirmation; a cart with no orders fails permanently. */
export function orderConfirmationEmailJob(db: Db, mailer: Mailer): JobHandler<OrderConfirmationPayload> {
  return {
    name: ORDER_CONFIRMATION_EMAIL_JOB,
    payload: payloadSchema,
    async run(payload) {
      const orders = await findOrdersOfCart(db, payload.organizationId, payload.cartId);
      if (orders.length === 0) throw new Error(`no orders for cart ${payload.cartId}`);
      await mailer.send(orderConfirmationMessage(payload, orders));
    },
  };
}
