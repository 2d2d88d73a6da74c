import {
  staffOrderIssuesExportQuerySchema,
  staffOrdersExportQuerySchema,
  type StaffOrderIssue,
  type StaffOrderSummary,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { exportDate, sendTableExport, type ExportColumn } from '../exports/table-export.service.ts';
import { streamIssues } from './staff-order-issues.service.ts';
import { streamStaffOrders } from './staff-orders.repository.ts';

/**
 * Rows per database read of an export: big enough to be quick, small enough to keep memory flat. A batch's
 * rows, summaries and cells die young at 1,000 (a few MB, within the young generation the server runs with); at
 * 2,000 they outlived it and the old generation grew with every batch (ADR 050).
 */
const EXPORT_BATCH = 1_000;

const ORDER_COLUMNS: readonly ExportColumn<StaffOrderSummary>[] = [
  { header: 'Web order', value: (o) => o.webOrderNumber },
  { header: 'ERP order', value: (o) => o.erpOrderNumber },
  { header: 'Account', value: (o) => o.organizationId },
  { header: 'Organization', value: (o) => o.organizationName },
  { header: 'Status', value: (o) => o.status },
  { header: 'Placed at', value: (o) => o.placedAt },
  { header: 'Delivery date', value: (o) => o.deliveryDate },
  { header: 'Items', value: (o) => o.itemCount },
  { header: 'Total', value: (o) => Number(o.total.replace(/[$,]/g, '')) },
  { header: 'PO number', value: (o) => o.purchaseOrderNumber },
  { header: 'Placed by', value: (o) => o.placedBy },
  { header: 'Placed by staff', value: (o) => o.placedByStaff },
  { header: 'Edited by staff', value: (o) => o.editedByStaff },
  { header: 'Procurement system', value: (o) => o.punchoutSystem },
];

const ISSUE_COLUMNS: readonly ExportColumn<StaffOrderIssue>[] = [
  { header: 'Reported at', value: (i) => i.createdAt },
  { header: 'Web order', value: (i) => i.webOrderNumber },
  { header: 'Account', value: (i) => i.organizationId },
  { header: 'Organization', value: (i) => i.organizationName },
  { header: 'Reported by', value: (i) => i.reportedBy },
  { header: 'Status', value: (i) => i.status },
  { header: 'Assignee', value: (i) => i.assignee },
  { header: 'Whole order', value: (i) => (i.wholeOrder ? 'Yes' : 'No') },
  { header: 'Message', value: (i) => i.message },
  {
    header: 'Lines',
    value: (i) =>
      i.lines
        .map((l) => `${l.lineNumber} ${l.productTitle} (${l.productSku})${l.comment ? `: ${l.comment}` : ''}`)
        .join('; '),
  },
  { header: 'Reply', value: (i) => i.reply },
  {
    header: 'Credits',
    value: (i) => i.credits.map((c) => `line ${c.lineNumber} ${c.amount} (${c.reason})`).join('; '),
  },
];

/** Exports of the staff order list and issue reports, filtered and scoped as on screen (ADR 044). */
export const staffOrderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const produces = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

  app.get(
    '/web-api/staff/orders/export',
    {
      onRequest: requireStaff('manage-orders'),
      schema: {
        tags: ['staff'],
        summary:
          "Staff: the orders the list's search and filters give (a rep's own), newest first, streamed as CSV or XLSX.",
        querystring: staffOrdersExportQuerySchema,
        produces,
      },
    },
    async (request, reply) => {
      const { page: _page, format, tz, ...filter } = request.query;
      const salesRepId = salesRepScopeOf(staffMemberOf(request));
      const timeZone = timeZoneOf(request, tz);
      return sendTableExport(reply, {
        format,
        name: `orders-${exportDate()}`,
        columns: ORDER_COLUMNS,
        batches: streamStaffOrders(app.db, { ...filter, timeZone, salesRepId }, EXPORT_BATCH),
      });
    },
  );

  for (const path of ['/web-api/staff/order-issues/export', '/web-api/staff/issue-reports/export']) {
    app.get(
      path,
      {
        onRequest: requireStaff('manage-orders'),
        schema: {
          tags: ['staff'],
          summary:
            "Staff: the order issue reports the list's search and filters give (status, assignee, organization, days reported in `tz`; a rep's own), newest first, streamed as CSV or XLSX.",
          querystring: staffOrderIssuesExportQuerySchema,
          produces,
        },
      },
      async (request, reply) => {
        const { page: _page, format, tz, ...filter } = request.query;
        const salesRepId = salesRepScopeOf(staffMemberOf(request));
        const timeZone = timeZoneOf(request, tz);
        return sendTableExport(reply, {
          format,
          name: `issue-reports-${exportDate()}`,
          columns: ISSUE_COLUMNS,
          batches: streamIssues(app.db, { ...filter, timeZone, salesRepId }, 500),
        });
      },
    );
  }
};
