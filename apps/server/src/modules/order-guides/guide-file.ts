import {
  ORDER_GUIDE_FILE_COLUMNS,
  ORDER_GUIDE_UPLOAD_FAILED_MESSAGE,
  ORDER_GUIDE_UPLOAD_MAX_ROWS,
} from '@larder/contract';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../plugins/app-error.ts';

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

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

async function xlsxRows(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw formatError('The workbook could not be read.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    rows[number - 1] = values.slice(1).map((value) => cellText(value).trim());
  });
  return Array.from(rows, (row) => row ?? []);
}

function csvRows(content: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw formatError('The CSV file is not UTF-8 text.');
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return parsed.data.map((row) => row.map((cell) => cell.trim()));
}

/**
 * Reads an uploaded CSV or XLSX into rows: the first row names the columns ('Product SKU' required, see
 * ORDER_GUIDE_FILE_COLUMNS), blank rows are skipped. A file with no such header, no data rows or more rows
 * than the limit is refused as a whole, so nothing of it is imported.
 */
export async function readGuideFile(fileName: string, content: Buffer): Promise<FileRow[]> {
  if (content.length === 0)
    throw new AppError('RULE_BROKEN', 'The file is empty.', { file: 'The file is empty.' });
  const kind = fileKindOf(fileName, content);
  const table = kind === 'xlsx' ? await xlsxRows(content) : csvRows(content);
  const headerIndex = table.findIndex((row) => row.some((cell) => cell !== ''));
  if (headerIndex === -1)
    throw new AppError('RULE_BROKEN', 'The file is empty.', { file: 'The file is empty.' });
  const header = table[headerIndex]!.map(normalize);
  const columns = Object.fromEntries(
    (Object.keys(HEADER_ALIASES) as Field[]).map((field) => [
      field,
      header.findIndex((name) => HEADER_ALIASES[field].includes(name)),
    ]),
  ) as Record<Field, number>;
  if (columns.productSku === -1) {
    throw formatError(`The first row must name the columns, with a "${ORDER_GUIDE_FILE_COLUMNS[1]}" column.`);
  }
  const rows: FileRow[] = [];
  for (let index = headerIndex + 1; index < table.length; index++) {
    const cells = table[index]!;
    if (cells.every((cell) => cell === '')) continue;
    if (rows.length === ORDER_GUIDE_UPLOAD_MAX_ROWS) {
      const limit = ORDER_GUIDE_UPLOAD_MAX_ROWS.toLocaleString('en-US');
      throw new AppError(
        'RULE_BROKEN',
        `The file has more than ${limit} product rows. Split it into smaller files.`,
        {
          file: `At most ${limit} product rows.`,
        },
      );
    }
    const cell = (field: Field) => (columns[field] === -1 ? '' : (cells[columns[field]] ?? ''));
    rows.push({
      row: index + 1,
      group: cell('group'),
      productSku: cell('productSku'),
      unit: cell('unit'),
      effectiveDate: cell('effectiveDate'),
      expiryDate: cell('expiryDate'),
      parLevel: cell('parLevel'),
    });
  }
  if (rows.length === 0) {
    throw new AppError('RULE_BROKEN', 'The file has no product rows.', {
      file: 'The file has no product rows.',
    });
  }
  return rows;
}

/** One line of a downloaded guide, in ORDER_GUIDE_FILE_COLUMNS order. */
export type ExportLine = [string, string, string, string, string, string, string, string];

/** The guide as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read accents right). */
export function guideCsv(lines: readonly ExportLine[]): Buffer {
  const text = Papa.unparse({ fields: [...ORDER_GUIDE_FILE_COLUMNS], data: lines.map((line) => [...line]) });
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf-8');
}

/** The guide as an XLSX workbook with a bold, frozen header row. */
export async function guideXlsx(name: string, lines: readonly ExportLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Larder';
  const sheet = workbook.addWorksheet(name.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Order guide', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = ORDER_GUIDE_FILE_COLUMNS.map((header) => ({
    header,
    width: header === 'Name' ? 48 : header === 'Group' || header === 'Brand' ? 24 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) {
    const par = line[7] === '' ? '' : Number(line[7]);
    sheet.addRow([...line.slice(0, 7), par]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
