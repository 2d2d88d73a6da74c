import type { Db } from '../db/client.ts';
import { stockChanged } from '../events/stock-changed.event.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../modules/mail/mail.service.ts';
import { notifyWaitingBuyers } from '../modules/notify-me/notify-me.service.ts';
import { notificationRecipientOf } from '../modules/auth/account.service.ts';
import { defineSubscriber } from './subscriber.ts';

/** The link in the e-mail: the product page, with the unit chosen and the add-to-cart control in view. */
export function readyToAddUrl(origin: string, productUrl: string, unit: string): string {
  return `${origin}${productUrl}?unit=${encodeURIComponent(unit)}#add-to-cart`;
}

/** The one-tap link: the cart, which after sign-in adds the item for the next delivery (once). */
export function oneTapAddUrl(origin: string, token: string): string {
  return `${origin}/cart/?backInStock=${encodeURIComponent(token)}`;
}

/** The back-in-stock e-mail for one subscriber. */
export function backInStockMessage(input: {
  to: string;
  name: string;
  unit: string;
  link: string;
  productLink: string;
}): MailMessage {
  const subject = `Back in stock: ${input.name}`;
  const line = `${input.name} (${input.unit}) is back in stock. Order it while it lasts:`;
  return {
    to: input.to,
    subject,
    text: [
      'Good news,',
      '',
      line,
      '',
      'Add it to your cart for your next delivery (one tap, after you sign in):',
      input.link,
      '',
      'Or see the product first:',
      input.productLink,
      '',
      'Larder Foodservice',
    ].join('\n'),
    html: `<p>Good news,</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(input.link)}">Add it to your cart for your next delivery</a></p><p><a href="${escapeHtml(input.productLink)}">See the product</a></p><p>Larder Foodservice</p>`,
  };
}

/**
 * E-mails the buyers waiting for variants whose stock went up (unless they turned these e-mails off), once each (the notify-me module claims each
 * subscription in the transaction that sends its e-mail). A variant out of stock again by then waits for
 * the next restock.
 */
export function backInStockEmail(db: Db, mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'back-in-stock-email',
    event: stockChanged,
    async handle({ changes }) {
      const restocked = changes
        .filter((change) => change.quantity > (change.previousQuantity ?? 0))
        .map((change) => change.variantId);
      await notifyWaitingBuyers(db, restocked, async (subscription, tx) => {
        // A buyer who turned back-in-stock e-mails off on the account page is not written to; the
        // subscription is used up all the same, so turning them on again sends no stale notice.
        const recipient = await notificationRecipientOf(tx, subscription.userId);
        if (recipient && !recipient.notifications.backInStock) return;
        await mailer.send(
          backInStockMessage({
            to: subscription.email,
            name: subscription.name,
            unit: subscription.unit,
            link: oneTapAddUrl(origin, subscription.linkToken),
            productLink: readyToAddUrl(origin, subscription.url, subscription.unit),
          }),
          tx,
        );
      });
    },
  });
}
