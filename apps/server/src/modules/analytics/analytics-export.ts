import type { StaffAnalyticsExportQuery, StaffAnalyticsSummary } from '@larder/contract';
import Papa from 'papaparse';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';

type Value = string | number | null;

/** One analytics table as a header and rows of plain values. */
export interface AnalyticsTable {
  title: string;
  columns: string[];
  rows: Value[][];
}

/** The table a query names, read from the dashboard's figures (so the same filters and scope apply). */
export function analyticsTable(
  summary: StaffAnalyticsSummary,
  table: StaffAnalyticsExportQuery['table'],
): AnalyticsTable {
  switch (table) {
    case 'sales-days':
      return {
        title: 'Sales per day',
        columns: ['Date', 'Orders', 'Revenue'],
        rows: summary.sales.days.map((day) => [day.date, day.orders, day.revenue]),
      };
    case 'business-units':
      return {
        title: 'Business units',
        columns: ['Business unit', 'Id', 'Orders', 'Revenue'],
        rows: summary.sales.businessUnits.map((unit) => [unit.name, unit.id, unit.orders, unit.revenue]),
      };
    case 'top-items':
      return {
        title: 'Top items',
        columns: ['SKU', 'Item', 'Quantity', 'Orders', 'Revenue'],
        rows: summary.topItems.map((item) => [item.sku, item.name, item.quantity, item.orders, item.revenue]),
      };
    case 'top-customers':
      return {
        title: 'Top customers',
        columns: ['Account', 'Organization', 'Orders', 'Revenue'],
        rows: summary.topCustomers.map((row) => [row.organizationId, row.name, row.orders, row.revenue]),
      };
    case 'lapsed-customers':
      return {
        title: 'Lapsed customers',
        columns: [
          'Account',
          'Organization',
          'Last order',
          'Usual days between orders',
          'Days since',
          'Orders in the year',
        ],
        rows: summary.lapsedCustomers.map((row) => [
          row.organizationId,
          row.name,
          row.lastOrderAt.slice(0, 10),
          row.usualIntervalDays,
          row.daysSinceLastOrder,
          row.ordersInYear,
        ]),
      };
    case 'top-searches':
      return {
        title: 'Top searches',
        columns: ['Search', 'Searches', 'Average results'],
        rows: summary.searches.top.map((row) => [row.query, row.searches, row.averageResults]),
      };
    case 'searches-without-results':
      return {
        title: 'Searches without results',
        columns: ['Search', 'Searches'],
        rows: summary.searches.noResults.map((row) => [row.query, row.searches]),
      };
    case 'events':
      return {
        title: 'Events',
        columns: ['Type', 'Event', 'Count'],
        rows: summary.events.map((row) => [row.type, row.event, row.count]),
      };
  }
}

/**
 * The table as CSV, with a byte-order mark so spreadsheet programs read it as UTF-8. Cells a buyer typed
 * (search phrases) could start with '=' or '+': papaparse's escapeFormulae keeps them text, not formulas.
 */
export function tableCsv(table: AnalyticsTable): Buffer {
  const text = Papa.unparse({ fields: table.columns, data: table.rows }, { escapeFormulae: true });
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf-8');
}

/** The table as an XLSX workbook with a bold, frozen header row (write-excel-file: ADR 029). */
export async function tableXlsx(table: AnalyticsTable): Promise<Buffer> {
  const header: Cell[] = table.columns.map((title) => ({ value: title, fontWeight: 'bold' }));
  const rows: Cell[][] = table.rows.map((row) => row.map((value) => (value === null ? null : { value })));
  return writeXlsxFile([header, ...rows], {
    sheet: table.title.slice(0, 31),
    stickyRowsCount: 1,
    columns: table.columns.map((title) => ({ width: Math.max(12, title.length + 4) })),
  }).toBuffer();
}
