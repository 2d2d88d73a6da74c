import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every answer. Scripts and styles come only from our own origin; the one
 * inline script a page carries (`window.__LARDER__`) runs by the per-response nonce @fastify/helmet adds to
 * script-src (and style-src), read as `reply.cspNonce`. No 'unsafe-inline' and no 'unsafe-eval'.
 */
export function contentSecurityPolicyDirectives(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'img-src': ["'self'", 'data:'],
    // Product videos (spec section 7) are own-origin files in the browser's own player: no video service's
    // script or frame (default-src keeps third-party frames out), so no one outside sees who watched.
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // Over plain HTTP (a laptop demo) an upgrade would point every asset at a port that speaks no TLS.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** One year, as browsers' HSTS preload lists ask. */
const HSTS_MAX_AGE_SECONDS = 365 * 86_400;

/**
 * Security headers on every answer through @fastify/helmet: a strict CSP with nonces, HSTS when the site
 * is served over HTTPS (`COOKIE_SECURE=true` says so), and a Referer kept to our own origin.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.COOKIE_SECURE === true;
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(https) },
    hsts: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
  });
});
