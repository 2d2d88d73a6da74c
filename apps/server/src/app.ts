import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Db, DbKind } from './db/client.ts';
import { analyticsPlugin } from './modules/analytics/analytics.plugin.ts';
import { applicationRoutes } from './modules/applications/applications.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { staffCatalogRoutes } from './modules/catalog/staff-catalog.routes.ts';
import { staffCalendarRoutes } from './modules/delivery-calendar/staff-calendar.routes.ts';
import { catalogImportRoutes } from './modules/catalog/catalog-import.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { mediaStoreOf } from './modules/media/media.service.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { impersonationAuditPlugin } from './modules/impersonation/impersonation-audit.plugin.ts';
import { integrationPlugin } from './modules/integration/integration.plugin.ts';
import { impersonationAuditRoutes } from './modules/impersonation/impersonation-audit.routes.ts';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes.ts';
import { issueReportRoutes } from './modules/issue-reports/issue-reports.routes.ts';
import { staffIssueReportRoutes } from './modules/issue-reports/staff-issue-reports.routes.ts';
import { jobsPlugin } from './modules/jobs/jobs.plugin.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { notifyMePlugin } from './modules/notify-me/notify-me.plugin.ts';
import { orderGuideRoutes } from './modules/order-guides/order-guides.routes.ts';
import { setLineRoutes } from './modules/cart/set-line.routes.ts';
import { countSheetRoutes } from './modules/order-guides/count-sheet.routes.ts';
import { ordersPlugin } from './modules/orders/orders.plugin.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { staffOrderCreditRoutes } from './modules/orders/staff-order-credits.routes.ts';
import { staffOrderExportRoutes } from './modules/orders/staff-order-exports.routes.ts';
import { staffOrderIssueRoutes } from './modules/orders/staff-order-issues.routes.ts';
import { staffOrderRoutes } from './modules/orders/staff-orders.routes.ts';
import { staffCustomersExportRoutes } from './modules/staff-customers/staff-customers-export.routes.ts';
import { organizationRoutes } from './modules/organizations/organizations.routes.ts';
import { staffBusinessUnitRoutes } from './modules/organizations/staff-business-units.routes.ts';
import { staffFilterOptionRoutes } from './modules/organizations/staff-filter-options.routes.ts';
import { messagingPlugin } from './modules/messaging/messaging.plugin.ts';
import { algoliaRoutes } from './modules/search/algolia.routes.ts';
import { searchFacetOrderRoutes } from './modules/search/search-facet-order.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { searchSynonymRoutes } from './modules/search/search-synonyms.routes.ts';
import { staffAuditRoutes } from './modules/staff-audit/staff-audit.routes.ts';
import { staffAccountsRoutes } from './modules/staff-accounts/staff-accounts.routes.ts';
import { staffHomeRoutes } from './modules/staff-home/staff-home.routes.ts';
import { organizationFormRoutes } from './modules/staff-customers/organization-form.routes.ts';
import { staffCustomersRoutes } from './modules/staff-customers/staff-customers.routes.ts';
import { punchoutLogRetentionPlugin } from './modules/punchout/punchout-log-retention.ts';
import { punchoutPlugin } from './modules/punchout/punchout.plugin.ts';
import { punchoutRoutes } from './modules/punchout/punchout.routes.ts';
import { staffPunchoutBuyerRoutes } from './modules/punchout/staff-punchout-buyers.routes.ts';
import type { Config } from './plugins/config.ts';
import {
  resolveSigningSecrets,
  type ResolvedConfig,
} from './modules/signing-secrets/signing-secrets.service.ts';
import { bodyDepthPlugin } from './plugins/body-depth.ts';
import { crossSitePlugin } from './plugins/cross-site.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { staffRouteGatePlugin } from './plugins/require-staff.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import './plugins/route-config.ts';
import { sessionPlugin } from './plugins/session.ts';
import { subscribersPlugin } from './subscribers/subscribers.plugin.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration, with the signing secrets the environment left unset made and kept by the server. */
    config: ResolvedConfig;
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
    // Errors Fastify or Node raise before any route runs get our JSON shape too.
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', await resolveSigningSecrets(database.db, config));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  if (options.closeDatabase !== false) app.addHook('onClose', () => database.close());

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(openApiPlugin);
  await app.register(crossSitePlugin);
  await app.register(sessionPlugin);
  await app.register(rateLimitPlugin);
  await app.register(staffRouteGatePlugin);
  await app.register(bodyDepthPlugin);
  await app.register(impersonationAuditPlugin);
  await app.register(jobsPlugin);
  await app.register(subscribersPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(accountRoutes);
  await app.register(organizationRoutes);
  await app.register(impersonationRoutes);
  await app.register(cartRoutes);
  await app.register(algoliaRoutes);
  await app.register(searchRoutes);
  await app.register(searchSynonymRoutes);
  await app.register(searchFacetOrderRoutes);
  await app.register(catalogRoutes);
  await app.register(staffCatalogRoutes);
  await app.register(staffCalendarRoutes);
  await app.register(catalogImportRoutes, { media: mediaStoreOf(app.config) });
  await app.register(mediaRoutes(mediaStoreOf(app.config)));
  await app.register(notifyMePlugin);
  await app.register(ordersPlugin);
  await app.register(orderRoutes);
  await app.register(orderGuideRoutes);
  await app.register(setLineRoutes);
  await app.register(countSheetRoutes);
  await app.register(analyticsPlugin);
  await app.register(staffAuditRoutes);
  await app.register(staffHomeRoutes);
  await app.register(staffCustomersRoutes);
  await app.register(staffAccountsRoutes);
  await app.register(organizationFormRoutes);
  await app.register(staffOrderRoutes);
  await app.register(staffOrderExportRoutes);
  await app.register(staffOrderIssueRoutes);
  await app.register(staffOrderCreditRoutes);
  await app.register(staffFilterOptionRoutes);
  await app.register(staffBusinessUnitRoutes);
  await app.register(staffCustomersExportRoutes);
  await app.register(issueReportRoutes);
  await app.register(staffIssueReportRoutes);
  await app.register(outboxRoutes);
  await app.register(impersonationAuditRoutes);
  await app.register(applicationRoutes);
  await app.register(punchoutPlugin);
  await app.register(punchoutRoutes);
  await app.register(punchoutLogRetentionPlugin);
  await app.register(staffPunchoutBuyerRoutes);
  await app.register(integrationPlugin);
  await app.register(messagingPlugin);
  await app.register(webAppPlugin);
  await app.register(contentRoutes);
  return app;
}
