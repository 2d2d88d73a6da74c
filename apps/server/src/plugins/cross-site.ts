import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/** The header every state-changing call must carry; a cross-site form cannot set it. */
export const CLIENT_HEADER = 'x-requested-with';

/** The value the web client sends in that header. */
export const CLIENT_HEADER_VALUE = 'larder-web';

/**
 * How a route's state-changing requests are checked (route `config.crossSite`); unset means the full
 * check. 'beacon': the browser's own Origin and Sec-Fetch-Site must say same-origin, but no client header
 * is asked for (navigator.sendBeacon cannot send one). 'open': not checked, for a POST that only reads and
 * that third-party protocol clients send without our header.
 */
export type CrossSitePolicy = 'beacon' | 'open';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Why a request counts as cross-site, or null when it is same-origin. */
export function crossSiteReason(
  request: FastifyRequest,
  extraOrigins: ReadonlySet<string>,
  requireClientHeader = true,
): string | null {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return `Sec-Fetch-Site ${fetchSite}`;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin(request) && !extraOrigins.has(origin))
    return `Origin ${origin}`;
  if (requireClientHeader && request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE)
    return `missing ${CLIENT_HEADER}`;
  return null;
}

/**
 * Refuses every state-changing request that does not come from our own pages (403, nothing changed).
 * It decides on the route the router matched, never on the raw URL: the router decodes `%77eb-api` and
 * accepts absolute-form targets, so a prefix test on `request.url` could be walked around. Requests no
 * route matched are checked too; they change nothing, but nothing is gained by telling them apart.
 */
export const crossSitePlugin = fp(async (app: FastifyInstance) => {
  const extraOrigins = new Set(
    app.config.PUBLIC_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  );
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const policy = request.routeOptions.config?.crossSite;
    if (policy === 'open') return;
    const reason = crossSiteReason(request, extraOrigins, policy !== 'beacon');
    if (reason) {
      request.log.warn({ reason, route: request.routeOptions.url }, 'cross-site request refused');
      throw new AppError('CROSS_SITE', 'Cross-site requests are not allowed.');
    }
  });
});
