import {
  createdIntegrationKeySchema,
  createIntegrationKeyBodySchema,
  errorResponseSchema,
  integrationKeyListSchema,
  integrationKeyParamsSchema,
  integrationKeySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from './api-keys.service.ts';

const TAGS = ['staff'];
const PATH = '/web-api/staff/integration-keys';
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Staff (manage integrations) create and revoke the ERP's API keys (ADR 021). */
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
};
