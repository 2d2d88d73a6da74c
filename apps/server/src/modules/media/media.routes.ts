import { errorResponseSchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/app-error.ts';
import type { MediaStore } from './media-store.ts';

const paramsSchema = z.object({
  hash: z.string().regex(/^[a-f0-9]{64}$/, 'Not a picture address.'),
  file: z.enum(['96.webp', '320.webp', '640.webp']),
});

/** Serves stored product pictures: content-addressed, so cached for a year and never revalidated. */
export function mediaRoutes(store: MediaStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/media/images/:hash/:file',
      {
        schema: {
          tags: ['media'],
          summary: 'A product picture at one of the storefront widths (96, 320, 640 px), WebP.',
          params: paramsSchema,
          produces: ['image/webp'],
          response: { 200: z.any(), 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const bytes = await store.get(`images/${request.params.hash}/${request.params.file}`);
        if (!bytes) throw notFound('The picture');
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes);
      },
    );
  };
}
