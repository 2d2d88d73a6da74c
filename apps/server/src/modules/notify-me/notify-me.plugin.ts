import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../mail/mail.service.ts';
import { backInStockEmailJob } from './back-in-stock-email.ts';
import { notifyMeRoutes } from './notify-me.routes.ts';

/** The notify-me routes and the back-in-stock e-mail job. */
export const notifyMePlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, dataDir: app.config.DATA_DIR });
  // Links in e-mails need an absolute origin: the first public origin, else this server's own address.
  const origin = app.config.PUBLIC_ORIGINS.split(',')[0]?.trim() || `http://localhost:${app.config.PORT}`;
  app.jobs.register(backInStockEmailJob(app.db, mailer, origin));
  await app.register(notifyMeRoutes);
});
