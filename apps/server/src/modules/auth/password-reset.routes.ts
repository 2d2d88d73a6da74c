import {
  errorResponseSchema,
  passwordResetCompleteRequestSchema,
  passwordResetCompleteResponseSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie } from '../../plugins/session.ts';
import { insertMember } from '../organizations/organization-admin.service.ts';
import { completePasswordReset } from './password-reset.service.ts';

/** The public end of a password link: choose the new password (the link was e-mailed by staff). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
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
