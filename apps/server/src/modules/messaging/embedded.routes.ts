import {
  embeddedClickBodySchema,
  embeddedDismissBodySchema,
  embeddedMessagesQuerySchema,
  embeddedMessagesResponseSchema,
  embeddedReceivedBodySchema,
  embeddedSessionBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embeddedPlacementsFor } from './provider-messages.ts';
import { providerPost, SUCCESS, TAGS, userOf } from './provider-route-options.ts';
import { recordUserCall, trackEmbeddedCall } from './provider-tracking.ts';

/** The embedded-messaging part of the provider; registered inside messagingProviderRoutes (its auth applies). */
export const embeddedProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/embedded-messaging/messages',
    {
      schema: {
        tags: TAGS,
        summary:
          "The user's embedded messages by placement (placementIds repeated: ?placementIds=101&placementIds=102).",
        querystring: embeddedMessagesQuerySchema,
        response: { 200: embeddedMessagesResponseSchema },
      },
    },
    async (request) => ({
      placements: await embeddedPlacementsFor(
        app.db,
        userOf(request),
        request.query.placementIds,
        new Date(),
      ),
    }),
  );

  app.post(
    '/embedded-messaging/events/received',
    providerPost(
      'Records that an embedded message reached the user (once per message).',
      embeddedReceivedBodySchema,
    ),
    async (request) => {
      await trackEmbeddedCall(app.db, userOf(request), 'embeddedReceived', request.body);
      return SUCCESS;
    },
  );

  app.post(
    '/embedded-messaging/events/click',
    providerPost('Records a click on an embedded message or one of its buttons.', embeddedClickBodySchema),
    async (request) => {
      await trackEmbeddedCall(app.db, userOf(request), 'embeddedClick', request.body);
      return SUCCESS;
    },
  );

  app.post(
    '/embedded-messaging/events/dismiss',
    providerPost(
      'Dismisses an embedded message: it is not sent to the user again.',
      embeddedDismissBodySchema,
    ),
    async (request) => {
      await trackEmbeddedCall(app.db, userOf(request), 'embeddedDismiss', request.body);
      return SUCCESS;
    },
  );

  app.post(
    '/embedded-messaging/events/session',
    providerPost('Records an embedded-messaging session and its impressions.', embeddedSessionBodySchema),
    async (request) => {
      const { session, impressions } = request.body;
      await recordUserCall(app.db, userOf(request), 'embeddedSession', {
        session,
        impressions: impressions ?? [],
      });
      return SUCCESS;
    },
  );
};
