import swagger from '@fastify/swagger';
import { errorResponseSchema } from '@larder/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { factsOf, SECURITY_OF, STATUS_TEXT, statusesOf, type RouteFacts } from './openapi-access.ts';

type Transform = typeof jsonSchemaTransform;
type OpenApiDocument = {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
};
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { description: string; content?: unknown }>;
};

/** The fallback that serves the app's pages for any other path: not an API, so not in the document. */
const CATCH_ALL = '/*';

/** Accesses whose own errors have their protocol's shape (Algolia, Iterable), not ours. */
const FOREIGN_ERRORS = new Set(['algolia', 'messaging']);

/** Refusals our own plugins answer on every route, whatever its protocol: always our JSON error. */
const OWN_REFUSALS = new Set([413, 415, 429]);

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'larder_session',
    description: 'The storefront session cookie, set at sign-in (ADR 002).',
  },
  integrationKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'An integration API key with the route’s scope (ADR 021).',
  },
  messagingApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Api-Key',
    description: 'The messaging web key, as the Iterable web SDK sends it (ADR 024).',
  },
  messagingJwt: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A user’s messaging JWT from /web-api/iterable/get-jwt (ADR 024).',
  },
  algoliaApplicationId: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Algolia-Application-Id',
    description: 'The search application id, as Algolia clients send it (ADR 009).',
  },
  algoliaApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Algolia-API-Key',
    description: 'A search API key, as Algolia clients send it (ADR 009).',
  },
};

/** The path as the document writes it: `:id` as `{id}`. */
function documentPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** A stable operationId from method and path: `post /web-api/cart/add` is `postWebApiCartAdd`. */
function operationIdOf(method: string, path: string): string {
  const words = `${method} ${path}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/** Adds each operation's security and the refusals its route answers (ADR 038). */
function declareAccess(document: OpenApiDocument, facts: ReadonlyMap<string, RouteFacts>) {
  const paths = document.paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = facts.get(`${method.toUpperCase()} ${path}`);
      if (!route) continue;
      operation.security = SECURITY_OF[route.access];
      operation.operationId ??= operationIdOf(method, path);
      const responses = (operation.responses ??= {});
      for (const status of statusesOf(route)) {
        if (responses[status]) continue;
        const foreign = FOREIGN_ERRORS.has(route.access) && !OWN_REFUSALS.has(status);
        responses[status] = {
          description: STATUS_TEXT[status] ?? 'See the summary.',
          ...(status >= 400 && !foreign
            ? { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } } }
            : {}),
        };
      }
    }
  }
}

/** The servers entry: this server, as the request reached it. */
function serversOf(request: FastifyRequest) {
  return [{ url: `${request.protocol}://${request.host}`, description: 'This server' }];
}

/**
 * Builds the OpenAPI 3.1 document from every route's zod schemas and serves it at /openapi.json (ADR 038):
 * security and refusals follow from each route's access (`openapi-access.ts`); schemas registered with an
 * id (recursive ones) become components; the app's page fallback is left out.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const facts = new Map<string, RouteFacts>();
  const transform: Transform = (input) => {
    // The page fallback, and the trailing-slash aliases of paths (each path is listed once, without it).
    if (input.url === CATCH_ALL || (input.url.length > 1 && input.url.endsWith('/'))) {
      return { schema: { hide: true }, url: input.url };
    }
    const result = jsonSchemaTransform(input);
    const methods = [input.route.method].flat();
    for (const method of methods) {
      facts.set(`${method} ${documentPath(input.url)}`, factsOf(input.route, method, input.schema));
    }
    return result;
  };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Larder storefront API',
        version: '1.0.0',
        description:
          'The storefront’s own JSON API (`/web-api`), the staff console’s (`/web-api/staff`), the ERP integration (`/integration/v1`), punchout (cXML and SAP OCI), the search protocol (Algolia) and the messaging provider (Iterable).',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      components: { securitySchemes: SECURITY_SCHEMES as never },
    },
    transform,
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as OpenApiDocument;
      const schemas = ((document.components ??= {}).schemas ??= {});
      schemas.ErrorResponse = z.toJSONSchema(errorResponseSchema, { target: 'draft-2020-12', io: 'output' });
      delete (schemas.ErrorResponse as { $schema?: string }).$schema;
      declareAccess(document, facts);
      return document;
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async (request) => ({
    ...app.swagger(),
    servers: serversOf(request),
  }));
});
