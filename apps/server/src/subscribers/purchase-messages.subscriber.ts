import type { Db } from '../db/client.ts';
import { orderPlaced } from '../events/order-placed.event.ts';
import { notificationRecipientOf } from '../modules/auth/account.service.ts';
import { grantPurchaseMessages } from '../modules/messaging/messaging.service.ts';
import { defineSubscriber } from './subscriber.ts';

/** Gives the buyer the in-app messages of live campaigns triggered by a purchase (once per submitted cart), unless they turned messages off. */
export function purchaseMessages(db: Db) {
  return defineSubscriber({
    name: 'purchase-messages',
    event: orderPlaced,
    async handle({ organizationId, cartId, buyer, placedByStaffUserId }) {
      // Staff placing an order for a customer is not the customer's purchase moment to message about.
      if (placedByStaffUserId) return;
      // A buyer who turned messages off on the account page gets none.
      const recipient = await notificationRecipientOf(db, buyer.userId);
      if (recipient && !recipient.notifications.messages) return;
      await grantPurchaseMessages(db, buyer.userId, organizationId, cartId);
    },
  });
}
