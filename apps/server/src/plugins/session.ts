import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_CHANNEL, SessionCache, registerSessionCache } from '../modules/auth/session-cache.ts';
import {
  absoluteEndOf,
  extendSession,
  loadSessionContext,
  sessionIdOf,
  type SessionContext,
} from '../modules/auth/session.repository.ts';
import { unauthenticated } from './app-error.ts';

/** The cookie that carries the session token. */
export const SESSION_COOKIE = 'larder_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for an anonymous visitor. */
    session: SessionContext | null;
  }
}

/**
 * Paths that never need a session: static assets, product pictures (public and content-addressed; the offline
 * store fetches dozens at once, so they skip the lookup) and probes.
 */
const SESSIONLESS = /^\/(assets\/|media\/images\/|healthz|openapi\.json|favicon)/;

/** Sets the HttpOnly session cookie. */
export function setSessionCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: app.config.COOKIE_SECURE ?? request.protocol === 'https',
    expires: expiresAt,
  });
}

/** Clears the session cookie. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The signed-in session, or a 401. */
export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** Loads the session behind the cookie once per request and slides its expiry forward. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('session', null);
  const ttlMs = app.config.SESSION_TTL_DAYS * 86_400_000;

  const cache = new SessionCache();
  const unregister = registerSessionCache(app.db, cache);
  let unlisten: (() => Promise<void>) | null = null;
  let closed = false;
  const subscribe = async (): Promise<void> => {
    if (closed) return;
    try {
      unlisten = await app.database.listen(
        SESSION_CHANNEL,
        (change) => cache.evict(change),
        () => {
          // Changes may be missed until we listen again: stop caching meanwhile.
          cache.setEnabled(false);
          setTimeout(() => void subscribe(), 1000).unref();
        },
      );
      cache.setEnabled(true);
    } catch (err) {
      app.log.error({ err }, 'cannot listen for session changes; sessions are not cached until it can');
      cache.setEnabled(false);
      setTimeout(() => void subscribe(), 5000).unref();
    }
  };
  await subscribe();
  app.addHook('onClose', async () => {
    closed = true;
    unregister();
    cache.setEnabled(false);
    await unlisten?.();
  });

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || SESSIONLESS.test(request.url)) return;
    const sessionId = sessionIdOf(token);
    let context = cache.get(sessionId);
    if (!context) {
      const generation = cache.startLoad();
      context = (await loadSessionContext(app.db, token)) ?? undefined;
      if (context) cache.set(context, generation);
    }
    // An unknown token is answered as anonymous, and its cookie is left alone: the token may be one rotated
    // out a moment ago (sign-in, impersonation) by a request still in flight, and clearing it in that late
    // answer would delete the cookie of the browser's new session. An ended session's token opens nothing.
    if (!context) return;
    request.session = context;
    // Renew only when half the lifetime is gone, so a busy buyer is not written to on every request, and
    // never past the absolute end: once there, the session simply runs out.
    const renewTo = Math.min(Date.now() + ttlMs, absoluteEndOf(context.createdAt).getTime());
    if (context.expiresAt.getTime() - Date.now() < ttlMs / 2 && renewTo > context.expiresAt.getTime()) {
      const expiresAt = new Date(renewTo);
      await extendSession(app.db, context.sessionId, expiresAt);
      context.expiresAt = expiresAt;
      setSessionCookie(app, request, reply, token, expiresAt);
    }
  });
});
