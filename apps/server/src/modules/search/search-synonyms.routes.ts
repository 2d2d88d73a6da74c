import {
  errorResponseSchema,
  searchSynonymBodySchema,
  searchSynonymListSchema,
  searchSynonymParamsSchema,
  searchSynonymSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import { createSynonym, listSynonyms, removeSynonym, replaceSynonym } from './search-synonyms.service.ts';

const TAGS = ['staff'];
const PATH = '/web-api/staff/search/synonyms';
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Staff edit the search's synonyms (ADR 019): groups of words and phrases buyers use for one another. */
export const searchSynonymRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff('edit-content');

  app.get(
    PATH,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Staff (edit content): the search's synonym groups, by their first phrase.",
        response: { 200: searchSynonymListSchema, ...errors },
      },
    },
    async () => ({ items: await listSynonyms(app.db) }),
  );

  app.post(
    PATH,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff (edit content): adds a synonym group; searches use it at once. Audited.',
        body: searchSynonymBodySchema,
        response: { 201: searchSynonymSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSynonym(app.db, staffMemberOf(request), request.body)),
  );

  app.put(
    `${PATH}/:id`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "Staff (edit content): replaces a synonym group's phrases. Audited.",
        params: searchSynonymParamsSchema,
        body: searchSynonymBodySchema,
        response: { 200: searchSynonymSchema, ...errors },
      },
    },
    async (request) => replaceSynonym(app.db, staffMemberOf(request), request.params.id, request.body),
  );

  app.delete(
    `${PATH}/:id`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff (edit content): removes a synonym group. Audited.',
        params: searchSynonymParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await removeSynonym(app.db, staffMemberOf(request), request.params.id);
      return { deleted: true as const };
    },
  );
};
