import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { readSpreadsheetRows, type WorkbookLimits } from '../modules/order-guides/order-guides.service.ts';
import { AppError } from './app-error.ts';

/**
 * What every staff spreadsheet import shares (catalog, ADR 039; customers, ADR 041): one uploaded file in a
 * bounded multipart request, read by the guide import's bounded CSV and XLSX readers (ADR 011) into rows of
 * named cells, and a template to download.
 */

/** One data row of an import file: its number as the spreadsheet shows it and its cells by column name. */
export interface ImportRow {
  row: number;
  cells: Record<string, string>;
}

const MIB = 1024 * 1024;

/**
 * What reading a staff import's workbook may cost (ADR 011's reader, ADR 040's figures, sized for the
 * catalog's 50,000 rows; the customer import's 20,000 rows fit within them): its sheet is streamed,
 * so 50,000 rows of thirty columns (about 60 MB of XML) cost time, not memory; the parts read whole (shared
 * strings: the names and descriptions) are held, so they keep a limit of their own.
 */
export const IMPORT_WORKBOOK_LIMITS: WorkbookLimits = {
  partBytes: 48 * MIB,
  sheetBytes: 192 * MIB,
  totalBytes: 256 * MIB,
  entries: 5_000,
};

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function fileError(message: string): AppError {
  return new AppError('RULE_BROKEN', message, { file: message });
}

/** The one file of a multipart request (field "file"), within `maxBytes`; refusals say what to send. */
export async function uploadedFileOf(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; content: Buffer }> {
  const megabytes = `${maxBytes / MIB} MB`;
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field "file".');
  let file: { fileName: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file)
        file = { fileName: part.filename, content: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${megabytes}.`, {
        file: `Upload a file of at most ${megabytes}.`,
      });
    throw new AppError('BAD_REQUEST', 'The upload could not be read.', {
      file: 'The upload could not be read.',
    });
  }
  if (!file)
    throw new AppError('VALIDATION_FAILED', 'Choose a file to upload.', {
      file: 'Choose a file to upload.',
    });
  return file;
}

/**
 * Reads an import file: the first non-blank row names the columns (the template's names, compared without
 * case or punctuation; `keyColumn` must be among them), blank rows are skipped, and the row past `maxRows`
 * stops the reading with a refusal of the whole file. `limits`: what a workbook may cost.
 */
export async function readImportRows(
  columnsOfTemplate: readonly string[],
  keyColumn: string,
  maxRows: number,
  fileName: string,
  content: Buffer,
  limits: WorkbookLimits = IMPORT_WORKBOOK_LIMITS,
): Promise<ImportRow[]> {
  if (content.length === 0) throw fileError('The file is empty.');
  const known = new Map(columnsOfTemplate.map((name) => [normalize(name), name]));
  let columns: Map<number, string> | null = null;
  const rows: ImportRow[] = [];
  await readSpreadsheetRows(
    fileName,
    content,
    (number, cells) => {
      if (cells.size === 0) return;
      if (!columns) {
        columns = new Map();
        for (const [column, text] of cells) {
          const name = known.get(normalize(text));
          if (name) columns.set(column, name);
        }
        if (![...columns.values()].includes(keyColumn))
          throw fileError(
            `The first row must name the columns, with a "${keyColumn}" column; download the template.`,
          );
        return;
      }
      if (rows.length === maxRows)
        throw fileError(`The file has more than ${maxRows.toLocaleString('en-US')} rows. Split it.`);
      const named: Record<string, string> = {};
      for (const [column, name] of columns) {
        const value = cells.get(column);
        if (value !== undefined) named[name] = value;
      }
      rows.push({ row: number, cells: named });
    },
    limits,
  );
  if (rows.length === 0) throw fileError('The file has no data rows.');
  return rows;
}

/** A template: its header and one example row, as CSV (UTF-8 with a byte-order mark, so Excel reads it). */
export function templateCsv(columns: readonly string[], example: Record<string, string>): Buffer {
  const fields = [...columns];
  const text = Papa.unparse({ fields, data: [fields.map((field) => example[field] ?? '')] });
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf-8');
}

/** A cell read as a yes/no (true, yes, y, 1, x / false, no, n, 0), or the text itself for the check to refuse. */
export const asBoolean = (text: string | undefined): boolean | string | undefined =>
  text === undefined
    ? undefined
    : /^(true|yes|y|1|x)$/i.test(text)
      ? true
      : /^(false|no|n|0)$/i.test(text)
        ? false
        : text;

/** A cell read as a number, or the text itself for the check to refuse. */
export const asNumber = (text: string | undefined): number | string | undefined =>
  text === undefined ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;

/** A cell read as a list (separated by |, ; or ,). */
export const asList = (text: string | undefined): string[] | undefined =>
  text === undefined
    ? undefined
    : text
        .split(/[|;,]/)
        .map((item) => item.trim())
        .filter(Boolean);

/** One row of an import's preview that cannot be applied, with every error of its cells. */
export interface ImportErrorRow {
  row: number;
  status: 'error';
  errors: { column: string; message: string }[];
}

/**
 * The error rows of a refused import: each file row once (named by its `keyColumn` cell), with every error
 * of its cells; `placeOfKey` finds the file row and column of an error's key.
 */
export function importErrorRows<Key extends string>(
  errors: ReadonlyMap<string, string>,
  placeOfKey: (key: string) => { row: ImportRow; column: string },
  keyColumn: Key,
): (ImportErrorRow & Record<Key, string>)[] {
  const byRow = new Map<number, ImportErrorRow & Record<Key, string>>();
  for (const [key, message] of errors) {
    const { row, column } = placeOfKey(key);
    const entry =
      byRow.get(row.row) ??
      ({
        row: row.row,
        [keyColumn]: row.cells[keyColumn] ?? '',
        status: 'error',
        errors: [],
      } as ImportErrorRow & Record<Key, string>);
    entry.errors.push({ column, message });
    byRow.set(row.row, entry);
  }
  return [...byRow.values()];
}

/** What an import counts: rows it creates, changes, leaves as they are, and rows with errors. */
export interface ImportCounts {
  new: number;
  changed: number;
  unchanged: number;
  errors: number;
}

/** The answer of an import: its rows in file order, their counts and the sentence that sums them up. */
export function importResult<Row extends { row: number }>(
  applied: boolean,
  rows: Row[],
  counts: ImportCounts,
): { applied: boolean; counts: ImportCounts; rows: Row[]; message: string } {
  rows.sort((a, b) => a.row - b.row);
  const message =
    counts.errors > 0
      ? `${counts.errors} row${counts.errors === 1 ? ' has' : 's have'} errors: fix them and upload the file again. Nothing was changed.`
      : applied
        ? `Applied: ${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged.`
        : `Ready to apply: ${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged.`;
  return { applied, counts, rows, message };
}
