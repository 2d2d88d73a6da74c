import {
  IDEMPOTENCY_KEY_HEADER,
  cartOrderQuerySchema,
  cartSetLineBodySchema,
  cartSetLineResponseSchema,
  text,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/session.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { cartContextOf } from './cart-context.ts';
import { setLine } from './set-line.ts';

/** A change replayed from the offline queue must carry its own key: that is what makes it apply once. */
const requiredKeySchema = text().trim().min(8).max(200);

/** `POST /web-api/cart/set-line`: replaying a change typed offline, once per key (issue 34, ADR 047). */
export const setLineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/cart/set-line',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Sets the quantity of a line by sku and unit (0 removes it), once per Idempotency-Key; a change older than the last one applied to the line is not applied (the later change wins).',
        querystring: cartOrderQuerySchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: requiredKeySchema }).passthrough(),
        body: cartSetLineBodySchema,
        response: { 200: cartSetLineResponseSchema },
      },
    },
    async (request) => {
      const context = cartContextOf(
        requireSession(request),
        new Date(),
        timeZoneOf(request),
        request.query.orderNumber,
      );
      return setLine(app.db, context, request.headers[IDEMPOTENCY_KEY_HEADER], request.body);
    },
  );
};
