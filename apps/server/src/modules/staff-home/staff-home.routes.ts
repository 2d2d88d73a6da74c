import { staffHomeSchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMemberOf } from '../../plugins/require-staff.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { staffHome } from './staff-home.service.ts';

/** The staff console's home: what a distributor acts on this morning, each figure linking to its list. */
export const staffHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/staff/home',
    {
      // Any staff member: each figure is left out (null) without the permission of the list it links to.
      onRequest: async (request) => {
        staffMemberOf(request);
      },
      schema: {
        tags: ['staff'],
        summary:
          "Staff: today's orders and revenue against the same weekday last week, pending applications, open issue reports, accounts on hold, orders without ERP acknowledgement and failing webhooks; a figure without its permission is null, a rep's are their organizations'.",
        response: { 200: staffHomeSchema },
      },
    },
    async (request) => staffHome(app.db, staffMemberOf(request), timeZoneOf(request), new Date()),
  );
};
