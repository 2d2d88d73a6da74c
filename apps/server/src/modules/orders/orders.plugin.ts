import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../mail/mail.service.ts';
import { orderConfirmationEmailJob } from './order-confirmation-email.ts';

/** Registers the orders module's background jobs. */
export const ordersPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, dataDir: app.config.DATA_DIR });
  app.jobs.register(orderConfirmationEmailJob(app.db, mailer));
});
