import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import { xlsxStream, type Cell } from './xlsx-stream.ts';

export type { Cell } from './xlsx-stream.ts';

/** A column of an export: its header and how a row fills it. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => Cell;
}

/** An export as a route hands it over: rows a batch at a time, never all at once. */
export interface TableExport<T> {
  format: 'csv' | 'xlsx';
  /** The file name without extension, e.g. 'orders-2026-11-27'. */
  name: string;
  columns: readonly ExportColumn<T>[];
  batches: AsyncIterable<readonly T[]>;
}

/** Rows of CSV written at a time. */
const CSV_CHUNK_ROWS = 200;

async function* cellsOf<T>(
  columns: readonly ExportColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) yield batch.map((row) => columns.map((column) => column.value(row)));
}

/**
 * CSV text batch by batch: a header row, then each batch quoted by papaparse. Cells starting with = + - @
 * are escaped (a leading apostrophe), so a buyer's name or PO number cannot become a spreadsheet formula.
 */
async function* csvChunks(
  headers: readonly string[],
  rows: AsyncIterable<readonly (readonly Cell[])[]>,
): AsyncGenerator<string> {
  const options = { header: false, escapeFormulae: true, newline: '\r\n' } as const;
  yield `\uFEFF${Papa.unparse([headers as string[]], options)}\r\n`;
  for await (const batch of rows) {
    // A few hundred rows at a time: small strings stay out of V8's large-object space (see xlsx-stream.ts).
    for (let start = 0; start < batch.length; start += CSV_CHUNK_ROWS) {
      yield `${Papa.unparse(batch.slice(start, start + CSV_CHUNK_ROWS) as Cell[][], options)}\r\n`;
    }
  }
}

/**
 * Sends a table as a CSV or XLSX download, streamed (ADR 044): each batch is written once the client took
 * the one before, so 100,000 rows never sit in memory. Headers go first; an error after them ends the
 * download short rather than turning it into a JSON error.
 */
export function sendTableExport<T>(reply: FastifyReply, table: TableExport<T>): FastifyReply {
  const headers = table.columns.map((column) => column.header);
  const rows = cellsOf(table.columns, table.batches);
  const csv = table.format === 'csv';
  const body = csv ? Readable.from(csvChunks(headers, rows)) : xlsxStream(table.name, headers, rows);
  return reply
    .type(
      csv ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', `attachment; filename="${table.name}.${table.format}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** Today's date (UTC) for an export's file name. */
export function exportDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
