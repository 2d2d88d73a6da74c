import {
  contentItemSchema,
  errorResponseSchema,
  globalSettingsSchema,
  pageModelResponseSchema,
  pageRequestQuerySchema,
  type ErrorResponse,
  type PageModelResponse,
  queryInteger,
  text,
} from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { regionOf } from '../../plugins/region.ts';
import { modulePreloadsOf } from '../../plugins/web-app.ts';
import { currentUserOf, originalUserOf } from '../auth/auth.service.ts';
import { getPublishedChildren, getPublishedContent } from './content.service.ts';
import { getGlobalSettings, windowSettingsOf } from './global-settings.service.ts';
import { messagingSettingsOf } from '../messaging/messaging-settings.service.ts';
import { layoutRoutes } from './layout.routes.ts';
import { metaDataInfoOf, type MetaDataInfo } from './page-meta.ts';
import { renderPageHtml } from './page-html.ts';
import { resolvePage, type ResolvedPage } from './page-resolver.ts';
import { languageOf, originOf } from './request-context.ts';
import { previewWanted } from './content-preview.ts';
import { contentChangesPlugin } from './content-changes.ts';
import { staffContentRoutes } from './staff-content.routes.ts';

const contentIdParamsSchema = z.object({ id: queryInteger(1, 2_147_483_647) });

const contentHeadersSchema = z.looseObject({
  'accept-language': text().max(1000).optional(),
  'user-timezone': text().max(64).optional(),
  'x-referer': text().max(2000).optional(),
});

const appHtmlSchema = z.string().describe('The app HTML (text/html), when Accept does not ask for JSON.');

// API namespaces (ours, Algolia's /1/, the ERP's /integration/, media) and static files: a miss there is a
// plain JSON 404, never the app's HTML or the not-found page (a stale asset answered with HTML breaks the page
// in confusing ways, a missing image should not cost a page, and a path parameter longer than the router
// matches is a client's mistake, not a friendly URL).
const NEVER_A_PAGE =
  /^\/(web-api|api|assets|1|integration|media|openapi)(\/|$)|\.(js|mjs|css|map|json|xml|txt|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest)$/i;

function wantsJson(accept: string | undefined): boolean {
  return accept !== undefined && /\bapplication\/json\b/i.test(accept);
}

/** The page model of a friendly URL: the JSON answer, and what the HTML answer carries for the app's first render. */
function pageModelOf(
  request: FastifyRequest,
  page: ResolvedPage,
  metaDataInfo: MetaDataInfo[],
): PageModelResponse {
  const region = regionOf(request);
  return {
    content: page.content,
    metaDataInfo,
    currentUser: currentUserOf(request.session, region),
    originalUser: originalUserOf(request.session, region),
  };
}

/** Content delivery (spec section 7): pages by friendly URL as JSON or HTML, content by id, and the layout data. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contentChangesPlugin);
  await app.register(layoutRoutes);
  await app.register(staffContentRoutes);

  app.get(
    '/api/episerver/v2.0/content/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'A published content item by id.',
        params: contentIdParamsSchema,
        headers: contentHeadersSchema,
        response: { 200: contentItemSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return getPublishedContent(app.db, request.params.id);
    },
  );

  app.get(
    '/api/episerver/v2.0/content/:id/children',
    {
      schema: {
        tags: ['content'],
        summary: 'The published children of a published content item, in their sort order.',
        params: contentIdParamsSchema,
        headers: contentHeadersSchema,
        response: { 200: z.array(contentItemSchema), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return getPublishedChildren(app.db, request.params.id);
    },
  );

  app.get(
    '/*',
    {
      schema: {
        tags: ['content'],
        summary:
          'Any friendly URL: with Accept: application/json the page model, otherwise the app HTML with the page head. Unknown URLs answer 404 with the not-found page.',
        querystring: pageRequestQuerySchema,
        headers: contentHeadersSchema,
        response: {
          200: z.union([pageModelResponseSchema, appHtmlSchema]),
          404: z.union([pageModelResponseSchema, appHtmlSchema, errorResponseSchema]),
        },
      },
    },
    async (request, reply) => {
      const path = request.url.split('?')[0]!;
      if (NEVER_A_PAGE.test(path)) {
        const body: ErrorResponse = { error: { code: 'NOT_FOUND', message: `No route for GET ${path}.` } };
        return reply.status(404).send(body);
      }
      const language = languageOf(request.headers['accept-language']);
      const preview = previewWanted(request, request.query.preview);
      const [page, settings] = await Promise.all([
        resolvePage(app.db, {
          path,
          query: request.query,
          language,
          viewerIsStaff: (request.session?.originalUser ?? request.session?.user)?.isStaff === true,
          preview,
        }),
        getGlobalSettings(app.db, language, { preview }),
      ]);
      const metaDataInfo = metaDataInfoOf(page, settings.storeName, originOf(request));
      reply
        .status(page.found ? 200 : 404)
        .header('vary', 'Accept, Accept-Language')
        .header('content-language', language);

      // Both answers carry the visitor's session data: never stored by a shared cache, always revalidated.
      reply.header('cache-control', 'private, no-cache');
      const model = pageModelOf(request, page, metaDataInfo);
      if (wantsJson(request.headers.accept)) return reply.send(model);

      const { template, preloads } = await app.webApp();
      const html = renderPageHtml(template, {
        head: metaDataInfo,
        settings: windowSettingsOf(settings),
        modulePreloads: modulePreloadsOf(preloads, page.content.pageType),
        nonces: reply.cspNonce,
        // Encoded by the schemas of the JSON answers, so the app gets exactly what it would have asked for.
        initialData: {
          url: request.url,
          status: reply.statusCode,
          pageModel: pageModelResponseSchema.encode(model),
          globalSettings: globalSettingsSchema.encode({
            ...settings,
            messaging: messagingSettingsOf(app.config),
          }),
        },
      });
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
