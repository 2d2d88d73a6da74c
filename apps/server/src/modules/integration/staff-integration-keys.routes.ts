import {
  createdIntegrationKeySchema,
  createIntegrationKeyBodySchema,
  errorResponseSchema,
  integrationKeyListSchema,
  integrationKeyParamsSchema,
  integrationKeySchema,
  rotatedWebhookSecretSchema,
  rotateWebhookSecretBodySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from './api-keys.service.ts';
import {
  listWebhookDeliveries,
  redeliverWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
} from './webhook-deliveries.service.ts';

const TAGS = ['staff'];
const PATH = '/web-api/staff/integration-keys';
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Staff (manage integrations) create and revoke the ERP's API keys (ADR 021) and watch their webhooks (ADR 045). */
export const staffIntegrationKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('manage-integrations');

  app.get(
    PATH,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff (manage integrations): the API keys, newest first, never the keys themselves.',
        response: { 200: integrationKeyListSchema, ...errors },
      },
    },
    async () => ({ items: await listIntegrationKeys(app.db) }),
  );

  app.post(
    PATH,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff (manage integrations): makes an API key; the key and webhook secret are shown this once. Audited.',
        body: createIntegrationKeyBodySchema,
        response: { 201: createdIntegrationKeySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createIntegrationKey(app.db, staffMemberOf(request), request.body, {
          allowPrivate: app.config.OUTBOUND_ALLOW_PRIVATE,
        }),
      ),
  );

  app.post(
    `${PATH}/:id/revoke`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff (manage integrations): revokes an API key; it stops working at once. Audited.',
        params: integrationKeyParamsSchema,
        response: { 200: integrationKeySchema, ...errors },
      },
    },
    async (request) => revokeIntegrationKey(app.db, staffMemberOf(request), request.params.id),
  );

  const outbound = { allowPrivate: app.config.OUTBOUND_ALLOW_PRIVATE };

  app.get(
    `${PATH}/:id/deliveries`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff (manage integrations): the key’s webhook attempts, newest first: event, time, response status, duration, error and next retry.',
        params: integrationKeyParamsSchema,
        response: { 200: webhookDeliveriesResponseSchema, ...errors },
      },
    },
    async (request) => ({ items: await listWebhookDeliveries(app.db, request.params.id) }),
  );

  app.post(
    `${PATH}/:id/deliveries/:deliveryId/redeliver`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff (manage integrations): sends the attempt’s event again now (same body id); answers the new attempt. Audited.',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliverySchema, 422: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      redeliverWebhook(
        app.db,
        outbound,
        staffMemberOf(request),
        request.params.id,
        request.params.deliveryId,
      ),
  );

  app.post(
    `${PATH}/:id/test-event`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff (manage integrations): sends a signed `test` event to the key’s webhook address now; answers the attempt. Audited.',
        params: integrationKeyParamsSchema,
        response: { 200: webhookDeliverySchema, 422: errorResponseSchema, ...errors },
      },
    },
    async (request) => sendTestWebhook(app.db, outbound, staffMemberOf(request), request.params.id),
  );

  app.post(
    `${PATH}/:id/rotate-secret`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff (manage integrations): a new webhook signing secret, shown this once; for `overlapHours` (default 24, at most 168) the previous secret signs too, as a second `v1=` in the larder-signature header. Audited.',
        params: integrationKeyParamsSchema,
        body: rotateWebhookSecretBodySchema,
        response: { 200: rotatedWebhookSecretSchema, ...errors },
      },
    },
    async (request) =>
      rotateWebhookSecret(app.db, staffMemberOf(request), request.params.id, request.body.overlapHours),
  );
};
