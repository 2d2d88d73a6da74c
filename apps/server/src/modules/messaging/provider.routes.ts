import cors from '@fastify/cors';
import {
  getMessagesQuerySchema,
  getMessagesResponseSchema,
  inAppEventBodySchema,
  trackEventBodySchema,
  trackPurchaseBodySchema,
  updateCartBodySchema,
  updateEmailBodySchema,
  updateSubscriptionsBodySchema,
  updateUserBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embeddedProviderRoutes } from './embedded.routes.ts';
import { messagingModeOf } from './messaging-settings.service.ts';
import { authenticateProviderCall, providerErrorHandler } from './provider-auth.ts';
import { inAppMessagesFor } from './provider-messages.ts';
import { providerPost, SUCCESS, userOf } from './provider-route-options.ts';
import {
  recordUserCall,
  trackInAppCall,
  trackPurchase,
  updateCart,
  updateProfileEmail,
  updateSubscriptions,
  updateUserFields,
  type InAppCall,
} from './provider-tracking.ts';

import { TAGS } from './provider-route-options.ts';

// The user fields the SDK adds to every body are dropped: the JWT says who the user is.
function withoutIdentity(body: Record<string, unknown>): Record<string, unknown> {
  const { email: _email, userId: _userId, user: _user, ...rest } = body;
  return rest;
}

const IN_APP_CALLS: readonly InAppCall[] = [
  'trackInAppOpen',
  'trackInAppClick',
  'trackInAppClose',
  'trackInAppDelivery',
  'inAppConsume',
];

/**
 * Larder's built-in messaging provider: the Iterable web API subset the storefront uses, under /api/
 * (register with that prefix). Api-Key plus Bearer JWT on every call; CORS open to any origin, without
 * credentials, since nothing here reads a cookie (ADR 024).
 */
export const messagingProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const mode = messagingModeOf(app.config);
  app.setErrorHandler(providerErrorHandler);
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST'],
    allowedHeaders: ['Api-Key', 'Authorization', 'Content-Type', 'SDK-Version', 'SDK-Platform'],
    maxAge: 600,
  });
  app.decorateRequest('messagingUser', null);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    request.messagingUser = await authenticateProviderCall(app, mode, request);
  });

  app.get(
    '/inApp/web/getMessages',
    {
      schema: {
        tags: TAGS,
        summary: "The user's in-app messages, by priorityLevel then createdAt (Iterable's getMessages).",
        querystring: getMessagesQuerySchema,
        response: { 200: getMessagesResponseSchema },
      },
    },
    async (request) => ({
      inAppMessages: await inAppMessagesFor(app.db, userOf(request), request.query.count ?? 20, new Date()),
    }),
  );

  for (const call of IN_APP_CALLS) {
    app.post(
      `/events/${call}`,
      providerPost(`Tracks ${call} of one of the user's in-app messages.`, inAppEventBodySchema),
      async (request) => {
        await trackInAppCall(
          app.db,
          userOf(request),
          call,
          withoutIdentity(request.body) as typeof request.body,
        );
        return SUCCESS;
      },
    );
  }

  app.post('/events/track', providerPost('Tracks a custom event.', trackEventBodySchema), async (request) => {
    const body = withoutIdentity(request.body);
    await recordUserCall(app.db, userOf(request), 'track', body, request.body.eventName);
    return SUCCESS;
  });

  app.post(
    '/commerce/updateCart',
    providerPost("Replaces the user's cart.", updateCartBodySchema),
    async (request) => {
      await updateCart(app.db, userOf(request), request.body.items);
      return SUCCESS;
    },
  );

  app.post(
    '/commerce/trackPurchase',
    providerPost('Tracks a purchase and empties the cart.', trackPurchaseBodySchema),
    async (request) => {
      await trackPurchase(app.db, userOf(request), request.body);
      return SUCCESS;
    },
  );

  app.post(
    '/users/update',
    providerPost("Updates the user's data fields.", updateUserBodySchema),
    async (request) => {
      await updateUserFields(
        app.db,
        userOf(request),
        request.body.dataFields ?? {},
        request.body.mergeNestedObjects ?? false,
      );
      return SUCCESS;
    },
  );

  app.post(
    '/users/updateEmail',
    providerPost("Changes the e-mail of the user's messaging profile.", updateEmailBodySchema),
    async (request) => {
      await updateProfileEmail(app.db, userOf(request), request.body.newEmail);
      await recordUserCall(app.db, userOf(request), 'updateEmail', { newEmail: request.body.newEmail });
      return SUCCESS;
    },
  );

  app.post(
    '/users/updateSubscriptions',
    providerPost("Updates the user's subscriptions.", updateSubscriptionsBodySchema),
    async (request) => {
      await updateSubscriptions(app.db, userOf(request), withoutIdentity(request.body));
      return SUCCESS;
    },
  );

  await app.register(embeddedProviderRoutes);
};
