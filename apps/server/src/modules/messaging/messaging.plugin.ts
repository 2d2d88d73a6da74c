import type { FastifyPluginAsync } from 'fastify';
import { abandonedCartJob } from './campaign-triggers.ts';
import { getJwtRoutes } from './get-jwt.routes.ts';
import { messagingProviderRoutes } from './provider.routes.ts';
import { staffCampaignRoutes } from './staff-campaigns.routes.ts';

/** The messaging module: the built-in provider under /api/, get-jwt, staff campaigns and the abandoned-cart job. */
export const messagingPlugin: FastifyPluginAsync = async (app) => {
  app.jobs.register(abandonedCartJob(app.db));
  await app.register(getJwtRoutes);
  await app.register(staffCampaignRoutes);
  await app.register(messagingProviderRoutes, { prefix: '/api' });
};
