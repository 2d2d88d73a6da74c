import {
  currentUserSchema,
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  successSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts';
import { regionOf } from '../../plugins/region.ts';
import { currentUserOf, login, logout, originalUserOf, signup } from './auth.service.ts';

/** Sign-in, sign-out, sign-up and the current/original user calls of spec section 7. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets a new HttpOnly session cookie.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await login(app.db, request.body, {
        ip: request.ip,
        previousSessionId: request.session?.sessionId ?? null,
        ttlDays: app.config.SESSION_TTL_DAYS,
      });
      setSessionCookie(app, request, reply, signedIn.token, signedIn.expiresAt);
      return { success: true as const, currentUser: signedIn.currentUser };
    },
  );

  app.post(
    '/web-api/auth/logout-api',
    {
      config: { access: 'visitor' },
      schema: { tags: ['auth'], summary: 'Sign out and end the session.', response: { 200: successSchema } },
    },
    async (request, reply) => {
      await logout(app.db, request.session);
      clearSessionCookie(reply);
      return { success: true as const };
    },
  );

  app.post(
    '/web-api/auth/current-user',
    {
      config: { access: 'visitor', readOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Whom the session acts as: the customer while impersonating.',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => currentUserOf(request.session, regionOf(request)),
  );

  app.post(
    '/web-api/auth/original-user',
    {
      config: { access: 'visitor', readOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Who is really signed in: the staff user while impersonating.',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => originalUserOf(request.session, regionOf(request)),
  );

  app.post(
    '/web-api/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Apply for an account; staff approve applications later. A taken address gets the same answer and its owner an e-mail.',
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await signup(app.db, request.body)),
  );
};
