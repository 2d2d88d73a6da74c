import { formatCalendarDay, formatZonedTime } from '@larder/domain';
import type { Db } from '../db/client.ts';
import type { PayloadOf } from '../events/domain-event.ts';
import { orderDeliveryMoved } from '../events/order-delivery-moved.event.ts';
import { notificationRecipientOf } from '../modules/auth/account.service.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../modules/mail/mail.service.ts';
import { defineSubscriber } from './subscriber.ts';

/** The subject of the e-mail telling a buyer their order's delivery moved. */
export function deliveryMovedSubject(webOrderNumber: string, toDate: string): string {
  return `Order ${webOrderNumber} will now be delivered ${formatCalendarDay(toDate, 'long-no-year')}`;
}

/** The e-mail telling a buyer the calendar moved their order's delivery, with the cut-off in the unit's zone. */
export function deliveryMovedMessage(
  payload: PayloadOf<typeof orderDeliveryMoved>,
  recipient: { email: string; firstName: string },
  origin: string,
): MailMessage {
  const url = `${origin}/order-history/?order=${encodeURIComponent(payload.webOrderNumber)}`;
  const why = payload.note ? ` (${payload.note})` : '';
  const paragraphs = [
    `Hello ${recipient.firstName},`,
    payload.fromDate === payload.toDate
      ? `The cut-off of your order ${payload.webOrderNumber} for ${formatCalendarDay(payload.toDate)} changed${why}.`
      : `Our delivery calendar changed${why}: your order ${payload.webOrderNumber}, due ${formatCalendarDay(payload.fromDate)}, will now be delivered ${formatCalendarDay(payload.toDate)}.`,
    payload.cutOffAt
      ? `You can change or cancel it until ${formatZonedTime(payload.cutOffAt, payload.timeZone)}.`
      : 'It is already being prepared; nothing else about it changes.',
    url,
    'Larder Foodservice',
  ];
  return {
    to: recipient.email,
    subject: deliveryMovedSubject(payload.webOrderNumber, payload.toDate),
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((p) =>
        p === url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
      )
      .join(''),
  };
}

/** Tells the buyer who placed an order that the delivery calendar moved its delivery (unless they turned order e-mails off). */
export function deliveryMovedEmail(db: Db, mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'delivery-moved-email',
    event: orderDeliveryMoved,
    async handle(payload) {
      const recipient = await notificationRecipientOf(db, payload.userId);
      if (!recipient?.notifications.orderEmails) return;
      await mailer.send(deliveryMovedMessage(payload, recipient, origin));
    },
  });
}
