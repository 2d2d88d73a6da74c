import {
  accountProfileRequestSchema,
  accountSchema,
  errorResponseSchema,
  notificationPreferencesSchema,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/session.ts';
import { accountOf, changeNotifications, changePassword, changeProfile } from './account.service.ts';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema } as const;

/** The signed-in user's account page: profile, password, notification preferences, delivery addresses. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/account',
    {
      config: { readOnly: true },
      schema: {
        tags: ['account'],
        summary:
          "The signed-in user's profile, notification preferences and organizations' delivery addresses.",
        response: { 200: accountSchema, 401: errorResponseSchema },
      },
    },
    async (request) => accountOf(app.db, requireSession(request)),
  );

  app.post(
    '/web-api/account/profile',
    {
      schema: {
        tags: ['account'],
        summary: "Change the signed-in user's first and last name.",
        body: accountProfileRequestSchema,
        response: { 200: accountSchema, ...failures },
      },
    },
    async (request) => changeProfile(app.db, requireSession(request), request.body),
  );

  app.post(
    '/web-api/account/notifications',
    {
      schema: {
        tags: ['account'],
        summary: 'Choose which e-mails and messages the signed-in user gets.',
        body: notificationPreferencesSchema,
        response: { 200: accountSchema, ...failures },
      },
    },
    async (request) => changeNotifications(app.db, requireSession(request), request.body),
  );

  app.post(
    '/web-api/account/password',
    {
      schema: {
        tags: ['account'],
        summary:
          'Change the password, giving the current one; every other session of the account ends, this one stays. Wrong guesses are throttled like sign-in.',
        body: passwordChangeRequestSchema,
        response: {
          200: passwordChangeResponseSchema,
          ...failures,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { endedSessions } = await changePassword(
        app.db,
        requireSession(request),
        request.body,
        request.ip,
      );
      return { success: true as const, endedSessions };
    },
  );
};
