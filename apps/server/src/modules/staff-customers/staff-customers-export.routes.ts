import { staffCustomersExportQuerySchema, type StaffOrganizationRow } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import { exportDate, sendTableExport, type ExportColumn } from '../exports/table-export.service.ts';
import { streamOrganizations } from './staff-customers.repository.ts';

const COLUMNS: readonly ExportColumn<StaffOrganizationRow>[] = [
  { header: 'Account', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Brand', value: (row) => row.brand },
  { header: 'Region', value: (row) => row.region },
  { header: 'City', value: (row) => row.city },
  { header: 'State', value: (row) => row.state },
  { header: 'On hold', value: (row) => (row.isOnHold ? 'Yes' : 'No') },
  { header: 'Sales rep', value: (row) => row.salesRepName },
  { header: 'Users', value: (row) => row.memberCount },
];

/** `GET /web-api/staff/customers/export`: the customer list, filtered and scoped as on screen, as CSV or XLSX. */
export const staffCustomersExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/staff/customers/export',
    {
      onRequest: requireStaff('manage-customers'),
      schema: {
        tags: ['staff'],
        summary:
          "Staff: the organizations the customer list shows (its search and filters, a rep's own), streamed as CSV or XLSX.",
        querystring: staffCustomersExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const query = request.query;
      const filter = {
        salesRepScope: salesRepScopeOf(staffMemberOf(request)),
        q: query.q,
        onHold: query.onHold === undefined ? undefined : query.onHold === 'true',
        brand: query.brand,
      };
      return sendTableExport(reply, {
        format: query.format,
        name: `customers-${exportDate()}`,
        columns: COLUMNS,
        batches: streamOrganizations(app.db, filter, 1000),
      });
    },
  );
};
