import { getJwtQuerySchema, getJwtResponseSchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { requireSession } from '../../plugins/session.ts';
import { signMessagingJwt } from './messaging-jwt.ts';
import { findProfile } from './messaging.repository.ts';
import { messagingModeOf } from './messaging-settings.service.ts';

/**
 * `GET /web-api/iterable/get-jwt?email=` (spec section 7): a short-lived token for the signed-in user's own
 * e-mail, or for the messaging address they changed to with the SDK's updateUserEmail once that change was
 * taken (the SDK asks for a token for the new address right after), signed with Iterable's JWT secret when
 * Iterable is configured, else with the built-in provider's.
 */
export const getJwtRoutes: FastifyPluginAsyncZod = async (app) => {
  const mode = messagingModeOf(app.config);

  /**
   * The address asked for when it is the user's: their account e-mail, or the messaging address the
   * built-in provider took from their updateEmail. With Iterable the change is made at Iterable, where we
   * cannot see it confirmed: a token for any other address there would speak for someone else.
   */
  async function ownAddress(user: { id: string; email: string }, asked: string): Promise<string | null> {
    if (user.email.toLowerCase() === asked.toLowerCase()) return user.email;
    if (mode.provider !== 'larder') return null;
    const changed = (await findProfile(app.db, user.id))?.email;
    return changed && changed.toLowerCase() === asked.toLowerCase() ? changed : null;
  }

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
      const email = await ownAddress(session.user, request.query.email);
      if (!email) throw notFound('The user');
      const larder = mode.provider === 'larder';
      const org = larder ? session.organization?.row.id : undefined;
      const token = await signMessagingJwt(mode.jwtSecret, {
        email,
        ...(org ? { org } : {}),
        ...(larder ? { uid: session.user.id } : {}),
      });
      reply.header('cache-control', 'no-store');
      return { token };
    },
  );
};
