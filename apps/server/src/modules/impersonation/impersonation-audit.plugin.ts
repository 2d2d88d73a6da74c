import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describeRequest, lineBeforeChange, type LineBefore } from './impersonation-audit-words.ts';
import { recordAudit } from './impersonation.repository.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function audited(request: FastifyRequest): boolean {
  if (!request.session?.originalUser || SAFE_METHODS.has(request.method)) return false;
  const config = request.routeOptions.config;
  return !config.readOnly && !config.auditedByRoute;
}

/**
 * Records, with the real staff user, every state-changing request made while impersonating, and what it did in
 * words. Recorded as the answer is about to be sent (onSend), not after it went out (onResponse): a row written
 * after the answer could land after the row of the staff member's next request, say the stop, and the audit
 * would leave the request out of its session (the orders edited in it too). A line a request changes or removes
 * is read before the handler runs (preHandler), while it still exists.
 */
export const impersonationAuditPlugin = fp(async (app: FastifyInstance) => {
  const linesBefore = new WeakMap<FastifyRequest, LineBefore>();

  app.addHook('preHandler', async (request) => {
    if (!audited(request)) return;
    try {
      const line = await lineBeforeChange(app.db, request);
      if (line) linesBefore.set(request, line);
    } catch (err) {
      request.log.error({ err }, 'impersonation audit could not read the line before the change');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (!session?.originalUser || !audited(request)) return payload;
    try {
      const summary = await describeRequest(
        app.db,
        request,
        reply.statusCode,
        payload,
        linesBefore.get(request) ?? null,
      );
      await recordAudit(app.db, {
        staffUserId: session.originalUser.id,
        customerUserId: session.user.id,
        organizationId: session.organization?.row.id ?? null,
        action: 'request',
        method: request.method,
        path: request.url,
        statusCode: reply.statusCode,
        summary,
      });
    } catch (err) {
      request.log.error({ err }, 'impersonation audit could not be recorded');
    }
    return payload;
  });
});
