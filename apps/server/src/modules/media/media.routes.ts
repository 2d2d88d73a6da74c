import { errorResponseSchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/app-error.ts';
import type { MediaStore } from './media-store.ts';

// One wildcard, checked in the handler: a malformed address is this route's 404, never the content pages'.
const paramsSchema = z.object({ '*': z.string().max(200) });
const KEY = /^([a-f0-9]{64})\/(96|320|640)\.webp$/;

/** Serves stored product pictures: content-addressed, so cached for a year and never revalidated. */
export function mediaRoutes(store: MediaStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/images/*',
      {
        schema: {
          // A static file, like the web app's assets: not part of the API the document describes.
          hide: true,
          tags: ['media'],
          summary:
            'A product picture, `/media/images/<sha256>/<96|320|640>.webp`: one of the storefront widths, WebP.',
          params: paramsSchema,
          produces: ['image/webp'],
          response: { 200: z.any(), 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const key = KEY.exec(request.params['*']);
        const bytes = key ? await store.get(`images/${key[1]}/${key[2]}.webp`) : null;
        if (!bytes) throw notFound('The picture');
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes);
      },
    );
  };
}
