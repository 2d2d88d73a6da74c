import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimitedError } from './app-error.ts';

/** What a client over any request limit reads. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please slow down.';

/**
 * Static files and probes, told by the route that matched, never by the raw URL (which any request can
 * begin with `/assets/`): never counted. A missing file or an unknown path is counted like any request.
 */
const UNLIMITED_ROUTE = /^\/((assets|images)\/.+|healthz|healthz\/live|favicon\.ico|robots\.txt)$/;

/** One limit: whom a request counts against (null: the limit does not apply) and how many per window. */
interface Limit {
  key(request: FastifyRequest): string | null;
  max: number;
  timeWindowMs: number;
}

const MINUTE = 60_000;

/**
 * Request limits with @fastify/rate-limit: per session and per organization when signed in, per client
 * address when not, and tighter ones on sign-up and notify-me. Counts live in this process, or in Redis
 * when `REDIS_URL` is set so that several processes share them. Over a limit: 429 with Retry-After.
 * Registered after the session plugin, whose onRequest hook has loaded the session by the time ours runs.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const config = app.config;
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    // A Redis outage must not take the storefront down: requests pass uncounted (skipOnError) meanwhile.
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    nameSpace: 'larder-rate-limit:',
    ...(redis ? { redis } : {}),
  });

  const always: Limit[] = [
    {
      key: (r) => (r.session ? `session:${r.session.sessionId}` : null),
      max: config.RATE_LIMIT_SESSION_PER_MINUTE,
      timeWindowMs: MINUTE,
    },
    {
      key: (r) => (r.session?.organization ? `organization:${r.session.organization.row.id}` : null),
      max: config.RATE_LIMIT_ORGANIZATION_PER_MINUTE,
      timeWindowMs: MINUTE,
    },
    {
      key: (r) => (r.session ? null : `address:${r.ip}`),
      max: config.RATE_LIMIT_ADDRESS_PER_MINUTE,
      timeWindowMs: MINUTE,
    },
  ];
  const byRoute: Record<string, Limit> = {
    'POST /web-api/auth/signup': {
      key: (r) => `signup:${r.ip}`,
      max: config.RATE_LIMIT_SIGNUP_PER_HOUR,
      timeWindowMs: 60 * MINUTE,
    },
    // A link's token cannot be guessed (256 bits); the limit still keeps anyone from trying at speed.
    'POST /web-api/auth/password-reset/complete': {
      key: (r) => `password-reset:${r.ip}`,
      max: config.RATE_LIMIT_PASSWORD_RESET_PER_HOUR,
      timeWindowMs: 60 * MINUTE,
    },
    // Each request may send an e-mail: few per hour from one address (and one per account in five minutes).
    'POST /web-api/auth/password-reset/request': {
      key: (r) => `password-reset-request:${r.ip}`,
      max: config.RATE_LIMIT_PASSWORD_RESET_PER_HOUR,
      timeWindowMs: 60 * MINUTE,
    },
    'POST /web-api/notify-me': {
      key: (r) => `notify-me:${r.session?.sessionId ?? r.ip}`,
      max: config.RATE_LIMIT_NOTIFY_ME_PER_MINUTE,
      timeWindowMs: MINUTE,
    },
    // Visitors may report a problem with the site without signing in: few per hour, so it is no spam relay.
    'POST /web-api/web-issues': {
      key: (r) => `web-issue:${r.session?.sessionId ?? r.ip}`,
      max: config.RATE_LIMIT_WEB_ISSUE_PER_HOUR,
      timeWindowMs: 60 * MINUTE,
    },
    // Each report may store a 5 MB photo: a session's reports per hour are bounded, not only its requests.
    'POST /web-api/product-issues': {
      key: (r) => `product-issue:${r.session?.sessionId ?? r.ip}`,
      max: config.RATE_LIMIT_PRODUCT_ISSUE_PER_HOUR,
      timeWindowMs: 60 * MINUTE,
    },
  };
  const withCounter = (limit: Limit) => ({
    key: limit.key,
    count: app.createRateLimit({
      keyGenerator: (request) => limit.key(request) ?? '',
      max: limit.max,
      timeWindow: limit.timeWindowMs,
    }),
  });
  const alwaysCounted = always.map(withCounter);
  const routeCounted = new Map(Object.entries(byRoute).map(([route, limit]) => [route, withCounter(limit)]));

  app.addHook('onRequest', async (request) => {
    const matched = request.routeOptions.url;
    if (matched !== undefined && UNLIMITED_ROUTE.test(matched)) return;
    const route = routeCounted.get(`${request.method} ${request.routeOptions.url}`);
    for (const limit of route ? [...alwaysCounted, route] : alwaysCounted) {
      if (limit.key(request) === null) continue;
      const result = await limit.count(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new RateLimitedError(TOO_MANY_REQUESTS_MESSAGE, Math.max(1, result.ttlInSeconds));
      }
    }
  });
});
