import type { Db } from '../db/client.ts';
import { orderCancelled } from '../events/order-cancelled.event.ts';
import { orderConfirmationRequested } from '../events/order-confirmation-requested.event.ts';
import { orderEdited } from '../events/order-edited.event.ts';
import { notificationRecipientOf } from '../modules/auth/account.service.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';
import type { OrderEmailKind } from '../modules/mail/templates/order-email.view.ts';
import { orderRecordsOf } from '../modules/orders/order-records.service.ts';
import { orderEmailMessage, orderEmailViewOf } from './order-emails.ts';
import { defineSubscriber } from './subscriber.ts';

async function sendOrderRecord(
  db: Db,
  mailer: Mailer,
  origin: string,
  kind: OrderEmailKind,
  change: { orderId: string; organizationId: string; userId: string | null; reason?: string | null },
): Promise<void> {
  if (!change.userId) return;
  const recipient = await notificationRecipientOf(db, change.userId);
  if (!recipient?.notifications.orderEmails) return;
  const records = await orderRecordsOf(db, change.organizationId, { orderIds: [change.orderId] });
  if (records.orders.length === 0) return;
  const reason = change.reason ?? null;
  await mailer.send(await orderEmailMessage(orderEmailViewOf({ kind, records, recipient, origin, reason })));
}

/** E-mails the buyer who edited an order the record of it as it now stands (unless they turned order e-mails off). */
export function orderEditedEmail(db: Db, mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'order-edited-email',
    event: orderEdited,
    handle: (payload) => sendOrderRecord(db, mailer, origin, 'edited', payload),
  });
}

/**
 * E-mails the order's buyer the record of what a cancelled order held, with the reason when staff or the
 * ERP cancelled it (unless the buyer turned order e-mails off).
 */
export function orderCancelledEmail(db: Db, mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'order-cancelled-email',
    event: orderCancelled,
    handle: (payload) =>
      sendOrderRecord(db, mailer, origin, 'cancelled', {
        ...payload,
        userId: payload.buyerUserId ?? payload.userId,
      }),
  });
}

/** Sends an order's confirmation again when staff ask (unless the buyer turned order e-mails off). */
export function orderConfirmationResendEmail(db: Db, mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'order-confirmation-resend-email',
    event: orderConfirmationRequested,
    handle: (payload) =>
      sendOrderRecord(db, mailer, origin, 'placed', { ...payload, userId: payload.buyerUserId }),
  });
}
