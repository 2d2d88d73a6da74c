import { staffAnalyticsQuerySchema, staffAnalyticsSummarySchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { scopeOf } from './analytics-filters.ts';
import { analyticsSummary, resolveRange } from './analytics-summary.service.ts';

/** The staff console's analytics dashboard: figures summed over a range of days. */
export const staffAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/staff/analytics/summary',
    {
      onRequest: requireStaff('view-analytics'),
      schema: {
        tags: ['staff'],
        summary:
          'Staff: orders and revenue per day per business unit, top items and customers, lapsed customers, the previous period, searches, the view-to-add funnel, order-guide use and events per type, over a range of days (default the last 30, at most 400) in the staff member’s time zone, filtered by business unit, customer group, rep and organization; a sales rep’s of their organizations only.',
        querystring: staffAnalyticsQuerySchema,
        response: { 200: staffAnalyticsSummarySchema },
      },
    },
    async (request) => {
      const range = resolveRange(request.query, timeZoneOf(request, request.query.tz), new Date());
      return analyticsSummary(app.db, range, scopeOf(request.query, salesRepScopeOf(staffMemberOf(request))));
    },
  );
};
