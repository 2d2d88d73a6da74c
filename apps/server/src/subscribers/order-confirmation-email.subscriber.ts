import type { Db } from '../db/client.ts';
import { orderPlaced } from '../events/order-placed.event.ts';
import { notificationRecipientOf } from '../modules/auth/account.service.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';
import { orderRecordsOf } from '../modules/orders/order-records.service.ts';
import { orderEmailMessage, orderEmailViewOf } from './order-emails.ts';
import { defineSubscriber } from './subscriber.ts';

/**
 * E-mails the buyer the record of the orders a submit placed: every order with its lines, prices, delivery
 * address and the moment changes close, unless the buyer turned order e-mails off on the account page.
 */
export function orderConfirmationEmail(db: Db, mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'order-confirmation-email',
    event: orderPlaced,
    async handle({ organizationId, cartId, buyer }) {
      const recipient = await notificationRecipientOf(db, buyer.userId);
      if (recipient && !recipient.notifications.orderEmails) return;
      const records = await orderRecordsOf(db, organizationId, { cartId });
      if (records.orders.length === 0) return;
      const view = orderEmailViewOf({
        kind: 'placed',
        records,
        // The address the order was placed with, should the user be gone since.
        recipient: { email: buyer.email, firstName: recipient?.firstName ?? buyer.firstName },
        origin,
      });
      await mailer.send(await orderEmailMessage(view));
    },
  });
}
