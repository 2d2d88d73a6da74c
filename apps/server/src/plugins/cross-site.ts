import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/** The header every state-changing web-api call must carry; a cross-site form cannot set it. */
export const CLIENT_HEADER = 'x-requested-with';

/** The value the web client sends in that header. */
export const CLIENT_HEADER_VALUE = 'larder-web';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Why a request counts as cross-site, or null when it is same-origin. */
export function crossSiteReason(request: FastifyRequest, extraOrigins: ReadonlySet<string>): string | null {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return `Sec-Fetch-Site ${fetchSite}`;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin(request) && !extraOrigins.has(origin))
    return `Origin ${origin}`;
  if (request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE) return `missing ${CLIENT_HEADER}`;
  return null;
}

/** Refuses every state-changing `/web-api` request that does not come from our own pages (403, nothing changed). */
export const crossSitePlugin = fp(async (app: FastifyInstance) => {
  const extraOrigins = new Set(
    app.config.PUBLIC_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/web-api/')) return;
    const reason = crossSiteReason(request, extraOrigins);
    if (reason) {
      request.log.warn({ reason }, 'cross-site request refused');
      throw new AppError('CROSS_SITE', 'Cross-site requests are not allowed.');
    }
  });
});
