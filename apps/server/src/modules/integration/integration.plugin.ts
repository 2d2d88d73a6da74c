import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaStoreOf } from '../media/media.service.ts';
import { catalogFeedRoutes } from './catalog-feed.routes.ts';
import { deliveryCalendarRoutes } from './delivery-calendar.routes.ts';
import { customerFeedRoutes } from './customer-feed.routes.ts';
import { integrationRoutes } from './integration.routes.ts';
import { staffIntegrationKeyRoutes } from './staff-integration-keys.routes.ts';
import { webhookDeliveryJob } from './webhook-delivery.ts';

/** The integration API, its staff key screen's routes and the webhook delivery job (ADR 021). */
export const integrationPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.register(webhookDeliveryJob(app.db, { allowPrivate: app.config.OUTBOUND_ALLOW_PRIVATE }));
  await app.register(integrationRoutes);
  await app.register(catalogFeedRoutes, { media: mediaStoreOf(app.config) });
  await app.register(deliveryCalendarRoutes);
  await app.register(customerFeedRoutes);
  await app.register(staffIntegrationKeyRoutes);
});
