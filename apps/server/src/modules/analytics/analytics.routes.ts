import { analyticsBatchResponseSchema, analyticsBatchSchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error.ts';
import { collectBatch } from './analytics.service.ts';
import { EventRateLimiter } from './event-rate-limiter.ts';

/** Largest batch body accepted; a full batch of ordinary calls is a few tens of KB. */
export const MAX_BATCH_BYTES = 256 * 1024;

/** The analytics collector: `POST /analytics/v1/batch`, Segment's batch shape, sent by our browser tracker. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ forward: boolean }> = async (app, options) => {
  // navigator.sendBeacon posts a string as text/plain; its body is the same JSON, parsed just as safely.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'ignore'));
  const limiter = new EventRateLimiter(app.config.ANALYTICS_EVENTS_PER_MINUTE);

  app.post(
    '/analytics/v1/batch',
    {
      bodyLimit: MAX_BATCH_BYTES,
      // The staff user behind an impersonated session is recorded on each event instead. Beacons carry no
      // client header, so only the browser's own Origin and Sec-Fetch-Site vouch for the page.
      config: { auditedByRoute: true, crossSite: 'beacon' },
      schema: {
        tags: ['analytics'],
        summary:
          'Collect a batch of Segment-spec track, page, screen, identify, group and alias calls (JSON or text/plain); attributed from the session.',
        body: analyticsBatchSchema,
        response: { 200: analyticsBatchResponseSchema },
      },
    },
    async (request) => {
      if (!limiter.take(request.ip, request.body.batch.length)) {
        throw new AppError('RATE_LIMITED', 'Too many analytics calls. Please slow down.');
      }
      await collectBatch(app.db, request.body, request.session, {
        receivedAt: new Date(),
        forward: options.forward,
      });
      return { success: true as const };
    },
  );
};
