import { getJwtQuerySchema, getJwtResponseSchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { requireSession } from '../../plugins/session.ts';
import { signMessagingJwt } from './messaging-jwt.ts';
import { messagingModeOf } from './messaging-settings.service.ts';

/**
 * `GET /web-api/iterable/get-jwt?email=` (spec section 7): a short-lived token for the signed-in user's own
 * e-mail, signed with Iterable's JWT secret when Iterable is configured, else with the built-in provider's.
 */
export const getJwtRoutes: FastifyPluginAsyncZod = async (app) => {
  const mode = messagingModeOf(app.config);
  app.get(
    '/web-api/iterable/get-jwt',
    {
      schema: {
        tags: ['messaging'],
        summary:
          "A short-lived messaging JWT for the signed-in user's own e-mail; never while impersonating.",
        querystring: getJwtQuerySchema,
        response: { 200: getJwtResponseSchema },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      // Staff acting as a customer must not receive or mark the customer's messages (spec section 6).
      if (session.originalUser) {
        throw new AppError('FORBIDDEN', 'Messages are not available while impersonating a customer.');
      }
      if (session.user.email.toLowerCase() !== request.query.email.toLowerCase()) throw notFound('The user');
      const org = mode.provider === 'larder' ? session.organization?.row.id : undefined;
      const token = await signMessagingJwt(mode.jwtSecret, {
        email: session.user.email,
        ...(org ? { org } : {}),
      });
      reply.header('cache-control', 'no-store');
      return { token };
    },
  );
};
