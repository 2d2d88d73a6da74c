import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from './impersonation.repository.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records, with the real staff user, every state-changing request made while impersonating. Recorded as the
 * answer is about to be sent (onSend), not after it went out (onResponse): a row written after the answer
 * could land after the row of the staff member's next request, say the stop, and the audit would leave the
 * request out of its session (the orders edited in it too).
 */
export const impersonationAuditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (!session?.originalUser || SAFE_METHODS.has(request.method)) return payload;
    const config = request.routeOptions.config;
    if (config.readOnly || config.auditedByRoute) return payload;
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
    return payload;
  });
});
