import { staffAnalyticsExportQuerySchema } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { analyticsTable, tableCsv, tableXlsx } from './analytics-export.ts';
import { scopeOf } from './analytics-filters.ts';
import { analyticsSummary, resolveRange } from './analytics-summary.service.ts';

/** Every analytics table as a CSV or XLSX file, with the dashboard's range, filters and the staff scope. */
export const staffAnalyticsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/staff/analytics/export',
    {
      onRequest: requireStaff('view-analytics'),
      schema: {
        tags: ['staff'],
        summary:
          'Staff: one analytics table (sales-days, business-units, top-items, top-customers, lapsed-customers, top-searches, searches-without-results, events) as CSV or XLSX, with the summary’s range and filters; a sales rep’s of their organizations only.',
        querystring: staffAnalyticsExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const { table, format, ...query } = request.query;
      const range = resolveRange(query, timeZoneOf(request, query.tz), new Date());
      const summary = await analyticsSummary(
        app.db,
        range,
        scopeOf(query, salesRepScopeOf(staffMemberOf(request))),
      );
      const rows = analyticsTable(summary, table);
      const fileName = `analytics-${table}-${range.from}-to-${range.to}.${format}`;
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .type(
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .send(format === 'csv' ? tableCsv(rows) : await tableXlsx(rows));
    },
  );
};
