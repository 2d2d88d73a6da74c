import { errorResponseSchema, notifyMeBodySchema, notifyMeResponseSchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/session.ts';
import { subscribe } from './notify-me.service.ts';

/** Notify me: a buyer asks to be e-mailed when an out-of-stock unit is back. */
export const notifyMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/notify-me',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Subscribes the buyer to an out-of-stock unit; one e-mail when it is back in stock.',
        body: notifyMeBodySchema,
        response: {
          200: notifyMeResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => subscribe(app.db, requireSession(request), request.body),
  );
};
