import type { Db } from '../db/client.ts';
import { orderIssueReplied } from '../events/order-issue-replied.event.ts';
import { notificationRecipientOf } from '../modules/auth/account.service.ts';
import { PermanentJobError } from '../modules/jobs/jobs.service.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';
import { issueReplyEmailHtml } from '../modules/mail/templates/issue-reply-email.html.ts';
import {
  issueReplyEmailText,
  type IssueReplyEmailView,
} from '../modules/mail/templates/issue-reply-email.view.ts';
import { issueReplyOf } from '../modules/orders/order-issues.service.ts';
import { orderUrlOf } from './order-emails.ts';
import { defineSubscriber } from './subscriber.ts';

/**
 * E-mails the buyer who reported an order issue staff's reply, with the credits given on the order (unless
 * they turned order e-mails off); a report that vanished fails at once.
 */
export function orderIssueReplyEmail(db: Db, mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'order-issue-reply-email',
    event: orderIssueReplied,
    async handle(payload) {
      const recipient = await notificationRecipientOf(db, payload.buyerUserId);
      if (!recipient?.notifications.orderEmails) return;
      const found = await issueReplyOf(db, payload.reportId);
      if (!found) throw new PermanentJobError(`no issue report ${payload.reportId}`);
      const view: IssueReplyEmailView = {
        to: recipient.email,
        subject: `About your report on order ${found.webOrderNumber}`,
        greeting: recipient.firstName ? `Hi ${recipient.firstName},` : 'Hello,',
        intro: `We looked into the issue you reported with order ${found.webOrderNumber}. Our reply:`,
        reply: found.reply,
        credits: found.credits.map(
          (credit) =>
            `${credit.productTitle} (SKU ${credit.productSku}): ${credit.quantity !== null ? `${credit.quantity} credited, ` : ''}${credit.amount} — ${credit.reason}`,
        ),
        url: orderUrlOf(origin, found.webOrderNumber),
      };
      await mailer.send({
        to: view.to,
        subject: view.subject,
        html: await issueReplyEmailHtml(view),
        text: issueReplyEmailText(view),
      });
    },
  });
}
