import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db, DbKind } from './db/client.ts';
import { analyticsPlugin } from './modules/analytics/analytics.plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { impersonationAuditPlugin } from './modules/impersonation/impersonation-audit.plugin.ts';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { notifyMePlugin } from './modules/notify-me/notify-me.plugin.ts';
import { orderGuideRoutes } from './modules/order-guides/order-guides.routes.ts';
import { ordersPlugin } from './modules/orders/orders.plugin.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { organizationRoutes } from './modules/organizations/organizations.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import type { Config } from './plugins/config.ts';
import { crossSitePlugin } from './plugins/cross-site.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import './plugins/route-config.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    dbKind: DbKind;
  }
}

/** What the app needs: validated configuration and an open, migrated database. */
export interface AppOptions {
  config: Config;
  database: Database;
  /** Close the database when the app closes (the server does; tests that share one do not). */
  closeDatabase?: boolean;
  /** Pass false to keep request logs out of test output. */
  logger?: boolean;
}

/** Builds the Fastify app with every plugin and module; it does not listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Errors Fastify raises before routing (a malformed URL) get our JSON shape too.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .type('application/json')
        .send(
          JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'The request could not be understood.' } }),
        );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  if (options.closeDatabase !== false) app.addHook('onClose', () => database.close());

  await app.register(errorHandlerPlugin);
  await app.register(openApiPlugin);
  await app.register(crossSitePlugin);
  await app.register(sessionPlugin);
  await app.register(impersonationAuditPlugin);
  await app.register(jobsPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(organizationRoutes);
  await app.register(impersonationRoutes);
  await app.register(cartRoutes);
  await app.register(searchRoutes);
  await app.register(catalogRoutes);
  await app.register(notifyMePlugin);
  await app.register(ordersPlugin);
  await app.register(orderRoutes);
  await app.register(orderGuideRoutes);
  await app.register(analyticsPlugin);
  await app.register(webAppPlugin);
  await app.register(contentRoutes);
  return app;
}
