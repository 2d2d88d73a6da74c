import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../mail/mail.service.ts';
import { orderConfirmationEmailJob } from './order-confirmation-email.ts';
import { orderCutOffJob, scheduleOpenCutOffs } from './order-cut-off.ts';
import { orderIssueEmailJob } from './order-issue-email.ts';

/** Registers the orders module's background jobs and schedules the cut-offs of open orders at start. */
export const ordersPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, dataDir: app.config.DATA_DIR });
  app.jobs.register(orderConfirmationEmailJob(app.db, mailer));
  app.jobs.register(orderCutOffJob(app.db));
  app.jobs.register(orderIssueEmailJob(app.db, mailer));
  if (app.config.JOBS_ENABLED) app.addHook('onReady', () => scheduleOpenCutOffs(app.db));
});
