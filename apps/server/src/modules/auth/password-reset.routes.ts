import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  errorResponseSchema,
  passwordResetCompleteRequestSchema,
  passwordResetCompleteResponseSchema,
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie } from '../../plugins/session.ts';
import { insertMember } from '../organizations/organization-admin.service.ts';
import { requestPasswordReset } from './password-reset-request.service.ts';
import { completePasswordReset } from './password-reset.service.ts';

/** Password links: ask for one ('Forgot password?'), and choose the new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/auth/password-reset/request',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Ask for a link to choose a new password. The same answer whether an account uses the address or not; one e-mail per account in five minutes; rate-limited per address.',
        body: passwordResetRequestSchema,
        response: {
          200: passwordResetRequestResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, request.body.email);
      return { success: true as const, message: PASSWORD_RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/web-api/auth/password-reset/complete',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with an e-mailed one-use link; every session of the account ends. Rate-limited per address.',
        body: passwordResetCompleteRequestSchema,
        response: {
          200: passwordResetCompleteResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { email } = await completePasswordReset(app.db, request.body, insertMember);
      // Whoever used the link in this browser signs in afresh with the new password.
      if (request.session?.user.email === email) clearSessionCookie(reply);
      return { success: true as const, email };
    },
  );
};
