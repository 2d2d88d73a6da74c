import {
  footerSchema,
  globalSettingsSchema,
  headerViewModelSchema,
  layoutRequestQuerySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFooter } from './footer.service.ts';
import { getGlobalSettings } from './global-settings.service.ts';
import { messagingSettingsOf } from '../messaging/messaging-settings.service.ts';
import { getHeader } from './header.service.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { languageOf } from './request-context.ts';
import { previewWanted } from './content-preview.ts';

// The header follows the session (sign-in, organization switch), so the browser must ask every time; the
// footer and global settings change only when staff edit them, so a minute of staleness is fine.
const PER_SESSION = 'private, no-cache';
const SHORT_LIVED = 'private, max-age=60';

/** The header, footer and global-settings calls whose URLs the server writes onto the window. */
export const layoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/content/header',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['content'],
        summary:
          "The header view model: menus, search, sales-rep contact and the current organization's next cut-off and delivery date.",
        querystring: layoutRequestQuerySchema,
        response: { 200: headerViewModelSchema },
      },
    },
    async (request, reply) => {
      const header = await getHeader(app.db, {
        session: request.session,
        timeZone: timeZoneOf(request, request.query.tz),
        language: languageOf(request.headers['accept-language']),
        now: new Date(),
        preview: previewWanted(request, request.query.preview),
        onBadSchedule: (err) => request.log.error({ err }, 'cannot compute the delivery schedule'),
      });
      reply.header('cache-control', PER_SESSION).header('vary', 'Cookie');
      return header;
    },
  );

  app.get(
    '/web-api/content/footer',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['content'],
        summary: 'The footer: link columns, contact text and copyright.',
        querystring: layoutRequestQuerySchema,
        response: { 200: footerSchema },
      },
    },
    async (request, reply) => {
      const preview = previewWanted(request, request.query.preview);
      reply.header('cache-control', preview ? PER_SESSION : SHORT_LIVED);
      return getFooter(app.db, languageOf(request.headers['accept-language']), new Date(), preview);
    },
  );

  app.get(
    '/web-api/content/global-settings',
    {
      config: { access: 'visitor' },
      schema: {
        tags: ['content'],
        summary:
          'Global settings: the site alert (only while its window is open), feature flags and the store name.',
        querystring: layoutRequestQuerySchema,
        response: { 200: globalSettingsSchema },
      },
    },
    async (request, reply) => {
      const preview = previewWanted(request, request.query.preview);
      reply.header('cache-control', preview ? PER_SESSION : SHORT_LIVED);
      const settings = await getGlobalSettings(app.db, languageOf(request.headers['accept-language']), {
        preview,
      });
      return { ...settings, messaging: messagingSettingsOf(app.config) };
    },
  );
};
