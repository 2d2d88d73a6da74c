import {
  ORDER_GUIDE_FILE_COLUMNS,
  ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
  ORDER_GUIDE_UPLOAD_MAX_ROWS,
} from '@larder/contract';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import Papa from 'papaparse';
import { AppError } from '../../plugins/app-error.ts';
import { readWorkbookRows } from './workbook-reader.ts';
import type { WorkbookLimits } from './workbook-zip.ts';

/** One data row of an uploaded file as written, before it is checked against the catalog. */
export interface FileRow {
  /** Row number as a spreadsheet shows it (the header is row 1). */
  row: number;
  group: string;
  productSku: string;
  unit: string;
  effectiveDate: string;
  expiryDate: string;
  parLevel: string;
}

type Field = Exclude<keyof FileRow, 'row'>;

/** Header names accepted for each field, compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<Field, readonly string[]> = {
  group: ['group', 'groupname', 'category', 'customgroup'],
  productSku: ['productsku', 'sku', 'itemnumber', 'item', 'productnumber'],
  unit: ['unit', 'uom', 'unitofmeasure'],
  effectiveDate: ['effectivedate', 'effective'],
  expiryDate: ['expirydate', 'expirationdate', 'expiry', 'expires'],
  parLevel: ['parlevel', 'par'],
};

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function formatError(detail: string): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_GUIDE_UPLOAD_FAILED_MESSAGE, { file: detail });
}

/** Which kind of spreadsheet a file is, from its name and first bytes; anything else is refused. */
export function fileKindOf(fileName: string, content: Buffer): 'csv' | 'xlsx' {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx')) {
    // An .xlsx file is a zip archive: it starts with the local file header 'PK\x03\x04'.
    if (content.length >= 4 && content.readUInt32LE(0) === 0x04034b50) return 'xlsx';
    throw formatError('The file is not a real .xlsx workbook.');
  }
  if (name.endsWith('.csv') || name.endsWith('.txt')) {
    if (content.includes(0)) throw formatError('The file is not a text CSV file.');
    return 'csv';
  }
  throw formatError('Upload a .csv or .xlsx file.');
}

/** The column each field is read from (-1: the file has none). */
type Columns = Record<Field, number>;

function columnsOf(header: ReadonlyMap<number, string>): Columns {
  const columns = Object.fromEntries(Object.keys(HEADER_ALIASES).map((field) => [field, -1])) as Columns;
  for (const [column, text] of [...header].sort(([a], [b]) => a - b)) {
    const name = normalize(text);
    for (const field of Object.keys(HEADER_ALIASES) as Field[]) {
      if (columns[field] === -1 && HEADER_ALIASES[field].includes(name)) columns[field] = column;
    }
  }
  if (columns.productSku === -1) {
    throw formatError(`The first row must name the columns, with a "${ORDER_GUIDE_FILE_COLUMNS[1]}" column.`);
  }
  return columns;
}

function tooManyRows(): AppError {
  const limit = ORDER_GUIDE_UPLOAD_MAX_ROWS.toLocaleString('en-US');
  return new AppError(
    'RULE_BROKEN',
    `The file has more than ${limit} product rows. Split it into smaller files.`,
    {
      file: `At most ${limit} product rows.`,
    },
  );
}

/**
 * Turns a file's rows into FileRows as they are read: the first non-blank row names the columns, blank rows
 * are skipped, and one row past the limit throws, which stops the reading there.
 */
class GuideRows {
  private columns: Columns | null = null;
  readonly rows: FileRow[] = [];

  /** Takes the next row: its number as a spreadsheet shows it and its non-blank, trimmed cells by column. */
  add(number: number, cells: ReadonlyMap<number, string>): void {
    if (cells.size === 0) return;
    if (!this.columns) {
      this.columns = columnsOf(cells);
      return;
    }
    if (this.rows.length === ORDER_GUIDE_UPLOAD_MAX_ROWS) throw tooManyRows();
    const columns = this.columns;
    const cell = (field: Field) => cells.get(columns[field]) ?? '';
    this.rows.push({
      row: number,
      group: cell('group'),
      productSku: cell('productSku'),
      unit: cell('unit'),
      effectiveDate: cell('effectiveDate'),
      expiryDate: cell('expiryDate'),
      parLevel: cell('parLevel'),
    });
  }

  /** The rows read; a file without a header or without data rows is refused. */
  result(): FileRow[] {
    if (!this.columns)
      throw new AppError('RULE_BROKEN', 'The file is empty.', { file: 'The file is empty.' });
    if (this.rows.length === 0) {
      throw new AppError('RULE_BROKEN', 'The file has no product rows.', {
        file: 'The file has no product rows.',
      });
    }
    return this.rows;
  }
}

/** Reads CSV records one at a time (papaparse's step), so a file of blank lines holds nothing in memory. */
function readCsv(content: Buffer, onRow: (number: number, cells: ReadonlyMap<number, string>) => void): void {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw formatError('The CSV file is not UTF-8 text.');
  }
  let number = 0;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    step: ({ data }) => {
      number += 1;
      const cells = new Map<number, string>();
      data.forEach((value, column) => {
        const trimmed = value.trim();
        if (trimmed !== '') cells.set(column, trimmed);
      });
      onRow(number, cells);
    },
  });
}

/**
 * Reads an uploaded CSV or XLSX (the bounded readers of ADR 011) row by row: each row's number as a
 * spreadsheet shows it and its non-blank, trimmed cells by column. `onRow` may throw to stop the reading.
 * A workbook is read within `limits` (the guide's, WORKBOOK_LIMITS, unless given).
 */
export async function readSpreadsheetRows(
  fileName: string,
  content: Buffer,
  onRow: (number: number, cells: ReadonlyMap<number, string>) => void,
  limits?: WorkbookLimits,
): Promise<void> {
  if (fileKindOf(fileName, content) === 'xlsx') {
    await readWorkbookRows(content, (row) => onRow(row.number, row.cells), limits);
  } else {
    readCsv(content, onRow);
  }
}

/**
 * Reads an uploaded CSV or XLSX into rows: the first row names the columns ('Product SKU' required, see
 * ORDER_GUIDE_FILE_COLUMNS), blank rows are skipped. A file with no such header, no data rows or more rows
 * than the limit is refused as a whole, so nothing of it is imported; reading stops at the limit.
 */
export async function readGuideFile(fileName: string, content: Buffer): Promise<FileRow[]> {
  if (content.length === 0)
    throw new AppError('RULE_BROKEN', 'The file is empty.', { file: 'The file is empty.' });
  const rows = new GuideRows();
  await readSpreadsheetRows(fileName, content, (number, cells) => rows.add(number, cells));
  return rows.result();
}

/** One line of a downloaded guide, in ORDER_GUIDE_FILE_COLUMNS order. */
export type ExportLine = [string, string, string, string, string, string, string, string];

/** The guide as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read accents right). */
export function guideCsv(lines: readonly ExportLine[]): Buffer {
  const text = Papa.unparse({ fields: [...ORDER_GUIDE_FILE_COLUMNS], data: lines.map((line) => [...line]) });
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf-8');
}

/** The guide as an XLSX workbook with a bold, frozen header row (write-excel-file: ADR 029). */
export async function guideXlsx(name: string, lines: readonly ExportLine[]): Promise<Buffer> {
  const header: Cell[] = ORDER_GUIDE_FILE_COLUMNS.map((title) => ({ value: title, fontWeight: 'bold' }));
  const rows: Cell[][] = lines.map((line) => {
    const par = line[7] === '' ? null : Number(line[7]);
    return [...line.slice(0, 7).map((text) => (text === '' ? null : text)), par];
  });
  return writeXlsxFile([header, ...rows], {
    sheet: name.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Order guide',
    stickyRowsCount: 1,
    columns: ORDER_GUIDE_FILE_COLUMNS.map((title) => ({
      width: title === 'Name' ? 48 : title === 'Group' || title === 'Brand' ? 24 : 14,
    })),
  }).toBuffer();
}
