import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicOriginOf } from '../plugins/config.ts';
import { createMailer } from '../modules/mail/mail.service.ts';
import {
  applicationApprovedEmail,
  applicationRejectedEmail,
} from './application-review-emails.subscriber.ts';
import { backInStockEmail } from './back-in-stock-email.subscriber.ts';
import { deliveryMovedEmail } from './delivery-moved-email.subscriber.ts';
import { registerSubscribers } from './event-fan-out.ts';
import {
  orderCancelledEmail,
  orderConfirmationResendEmail,
  orderEditedEmail,
} from './order-change-emails.subscriber.ts';
import { orderIssueReplyEmail } from './order-issue-reply-email.subscriber.ts';
import { orderConfirmationEmail } from './order-confirmation-email.subscriber.ts';
import { newApplicationSalesEmail } from './new-application-sales-email.subscriber.ts';
import { orderIssueEmail } from './order-issue-email.subscriber.ts';
import { productIssueEmail } from './product-issue-email.subscriber.ts';
import { webIssueEmail } from './web-issue-email.subscriber.ts';
import { passwordLinkEmail } from './password-link-email.subscriber.ts';
import { signupAttemptEmail } from './signup-attempt-email.subscriber.ts';
import { integrationOrderFeed } from './integration-order-feed.subscriber.ts';
import { purchaseMessages } from './purchase-messages.subscriber.ts';
import { orderCutOffSchedule } from './order-cut-off-schedule.subscriber.ts';

/** Registers every subscriber of domain events with the jobs worker (see README.md beside this file). */
export const subscribersPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer({
    smtpUrl: app.config.SMTP_URL,
    dataDir: app.config.DATA_DIR,
    db: app.db,
  });
  // Links in e-mails need an absolute origin: the first public origin, else this server's own address.
  const origin = publicOriginOf(app.config);
  registerSubscribers(app.jobs, app.db, [
    orderConfirmationEmail(app.db, mailer, origin),
    orderEditedEmail(app.db, mailer, origin),
    orderCancelledEmail(app.db, mailer, origin),
    deliveryMovedEmail(app.db, mailer, origin),
    orderConfirmationResendEmail(app.db, mailer, origin),
    orderIssueReplyEmail(app.db, mailer, origin),
    orderIssueEmail(app.db, mailer),
    productIssueEmail(app.db, mailer, origin),
    webIssueEmail(app.db, mailer, app.config.SUPPORT_EMAIL),
    backInStockEmail(app.db, mailer, origin),
    signupAttemptEmail(mailer, origin),
    passwordLinkEmail(app.db, mailer, origin),
    newApplicationSalesEmail(app.db, mailer, app.config.SALES_TEAM_EMAIL, origin),
    applicationApprovedEmail(mailer, origin),
    applicationRejectedEmail(mailer),
    ...integrationOrderFeed(app.db),
    purchaseMessages(app.db),
    orderCutOffSchedule(app.db),
  ]);
});
