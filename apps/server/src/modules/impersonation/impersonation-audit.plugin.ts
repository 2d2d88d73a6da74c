import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from './impersonation.repository.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Records, with the real staff user, every state-changing request made while impersonating. */
export const impersonationAuditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    if (!session?.originalUser || SAFE_METHODS.has(request.method)) return;
    const config = request.routeOptions.config;
    if (config.readOnly || config.auditedByRoute) return;
    try {
      await recordAudit(app.db, {
        staffUserId: session.originalUser.id,
        customerUserId: session.user.id,
        organizationId: session.organization?.row.id ?? null,
        action: 'request',
        method: request.method,
        path: request.url,
        statusCode: reply.statusCode,
      });
    } catch (err) {
      request.log.error({ err }, 'impersonation audit could not be recorded');
    }
  });
});
