import {
  backInStockLinkBodySchema,
  backInStockLinkResponseSchema,
  errorResponseSchema,
  notifyMeBodySchema,
  notifyMeResponseSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFromBackInStockLink } from '../../flows/back-in-stock-link.flow.ts';
import { requireSession } from '../../plugins/session.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { cartContextOf } from '../cart/cart.service.ts';
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

  app.post(
    '/web-api/notify-me/link',
    {
      schema: {
        tags: ['catalog'],
        summary: "The back-in-stock e-mail's one-tap link: adds the item to the buyer's cart, once.",
        body: backInStockLinkBodySchema,
        response: {
          200: backInStockLinkResponseSchema,
          401: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) =>
      addFromBackInStockLink(
        app.db,
        cartContextOf(requireSession(request), new Date(), timeZoneOf(request)),
        request.body.token,
      ),
  );
};
