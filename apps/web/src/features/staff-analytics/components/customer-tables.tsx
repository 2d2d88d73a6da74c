import type { StaffAnalyticsSummary } from '@larder/contract';
import type { ReactNode } from 'react';
import { dayLabel, formatCount, formatDollars } from '../analytics-range.ts';

/** A download link of one analytics table, as CSV and XLSX, with the dashboard's range and filters. */
export function ExportLinks({ table, query }: { table: string; query: Record<string, string> }) {
  const href = (format: 'csv' | 'xlsx') =>
    `/web-api/staff/analytics/export?${new URLSearchParams({ ...query, table, format }).toString()}`;
  return (
    <span className="flex gap-3 text-sm">
      <a className="font-semibold text-brand-800 underline" href={href('csv')} download>
        CSV
      </a>
      <a className="font-semibold text-brand-800 underline" href={href('xlsx')} download>
        XLSX
      </a>
    </span>
  );
}

function Table<Row>({
  title,
  rows,
  columns,
  empty,
  actions,
}: {
  title: string;
  rows: readonly Row[];
  columns: { header: string; cell: (row: Row) => ReactNode; numeric?: boolean }[];
  empty: string;
  actions: ReactNode;
}) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-stone-900">{title}</h3>
        {actions}
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="mt-2 w-full border-collapse text-sm">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`border-b border-stone-300 px-2 py-1.5 font-semibold text-stone-800 ${column.numeric ? 'text-right' : 'text-left'}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-b border-stone-100">
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`px-2 py-1.5 text-stone-900 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Top items, top customers and lapsed customers: the tables a distributor acts on. */
export function CustomerTables({
  summary,
  query,
}: {
  summary: StaffAnalyticsSummary;
  query: Record<string, string>;
}) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Table
        title="Top items"
        rows={summary.topItems}
        empty="No item was ordered in this range."
        actions={<ExportLinks table="top-items" query={query} />}
        columns={[
          { header: 'Item', cell: (item) => `${item.name} (${item.sku})` },
          { header: 'Quantity', cell: (item) => formatCount(item.quantity), numeric: true },
          { header: 'Revenue', cell: (item) => formatDollars(item.revenue), numeric: true },
        ]}
      />
      <Table
        title="Top customers"
        rows={summary.topCustomers}
        empty="No organization ordered in this range."
        actions={<ExportLinks table="top-customers" query={query} />}
        columns={[
          { header: 'Organization', cell: (row) => `${row.name} (${row.organizationId})` },
          { header: 'Orders', cell: (row) => formatCount(row.orders), numeric: true },
          { header: 'Revenue', cell: (row) => formatDollars(row.revenue), numeric: true },
        ]}
      />
      <div className="xl:col-span-2">
        <Table
          title="Lapsed customers"
          rows={summary.lapsedCustomers}
          empty="Every regular customer has ordered within twice their usual interval."
          actions={<ExportLinks table="lapsed-customers" query={query} />}
          columns={[
            { header: 'Organization', cell: (row) => `${row.name} (${row.organizationId})` },
            { header: 'Last order', cell: (row) => dayLabel(row.lastOrderAt.slice(0, 10), true) },
            { header: 'Usually every', cell: (row) => `${row.usualIntervalDays} days`, numeric: true },
            { header: 'Days since', cell: (row) => formatCount(row.daysSinceLastOrder), numeric: true },
          ]}
        />
      </div>
    </div>
  );
}
