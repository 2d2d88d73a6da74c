import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaStoreOf } from '../media/media.service.ts';
import { catalogFeedRoutes } from './catalog-feed.routes.ts';
import { deliveryCalendarRoutes } from './delivery-calendar.routes.ts';
import { customerFeedRoutes } from './customer-feed.routes.ts';
import { integrationRoutes } from './integration.routes.ts';
import { staffIntegrationKeyRoutes } from './staff-integration-keys.routes.ts';
import { startRecurring } from '../jobs/recurring-job.service.ts';
import { webhookDeliveryJob } from './webhook-delivery.ts';
import { WEBHOOK_DELIVERY_RETENTION_JOB, webhookDeliveryRetentionJob } from './webhook-delivery-retention.ts';

/** The integration API, its staff key screen's routes, the webhook delivery job and its log's retention (ADR 021, 049). */
export const integrationPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.register(webhookDeliveryJob(app.db, { allowPrivate: app.config.OUTBOUND_ALLOW_PRIVATE }));
  app.jobs.register(webhookDeliveryRetentionJob(app.db, app.config.LOG_RETENTION_DAYS));
  if (app.config.JOBS_ENABLED) {
    app.addHook('onReady', () => startRecurring(app.db, WEBHOOK_DELIVERY_RETENTION_JOB));
  }
  await app.register(integrationRoutes);
  await app.register(catalogFeedRoutes, { media: mediaStoreOf(app.config) });
  await app.register(deliveryCalendarRoutes);
  await app.register(customerFeedRoutes);
  await app.register(staffIntegrationKeyRoutes);
});
