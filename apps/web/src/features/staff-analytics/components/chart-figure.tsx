import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** A column of a chart's data table. */
export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/** Props of ChartFigure. */
export interface ChartFigureProps<Row> {
  title: string;
  /** What the chart shows, in one or two sentences: read by screen readers in place of the drawing. */
  summary: string;
  /** The drawing; hidden from assistive technology, which gets the summary and the table instead. */
  chart: ReactNode;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
}

/**
 * A chart with its text alternative: a caption, a summary in words, and its figures as a table that a button
 * shows and hides (always in the page for screen readers when shown, never only in the drawing).
 */
export function ChartFigure<Row>({ title, summary, chart, rows, columns, rowKey }: ChartFigureProps<Row>) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <figcaption className="flex flex-wrap items-start justify-between gap-2">
        <span>
          <span className="block text-base font-semibold text-stone-900">{title}</span>
          <span className="block text-sm text-stone-700">{summary}</span>
        </span>
        <Button
          variant="ghost"
          aria-expanded={showTable}
          aria-controls={tableId}
          // The visible words first (label in name), then which chart: every figure has such a button.
          aria-label={`${showTable ? 'Hide table' : 'Show as table'}: ${title}`}
          onPress={() => setShowTable((shown) => !shown)}
          className="text-sm"
        >
          {showTable ? 'Hide table' : 'Show as table'}
        </Button>
      </figcaption>
      <div aria-hidden="true" className="h-72 w-full min-w-0">
        {chart}
      </div>
      {/* Scrolls when long (a year is 365 rows), so it takes focus: the keyboard can scroll it too. */}
      <div
        id={tableId}
        hidden={!showTable}
        role="region"
        aria-label={`${title}, table`}
        tabIndex={showTable ? 0 : -1}
        className="max-h-96 overflow-auto rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {showTable && (
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`sticky top-0 border-b border-stone-300 bg-white px-2 py-1.5 font-semibold text-stone-800 ${column.numeric ? 'text-right' : 'text-left'}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-stone-100">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        className="px-2 py-1 text-left font-normal text-stone-900"
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        className={`px-2 py-1 text-stone-900 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </figure>
  );
}
