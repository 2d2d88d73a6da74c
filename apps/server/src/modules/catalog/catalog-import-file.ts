import { CATALOG_IMPORT_COLUMNS, CATALOG_IMPORT_MAX_ROWS, type CatalogImportKind } from '@larder/contract';
import Papa from 'papaparse';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { AppError } from '../../plugins/app-error.ts';
import { readSpreadsheetRows, type WorkbookLimits } from '../order-guides/order-guides.service.ts';

const MIB = 1024 * 1024;

/**
 * What reading an import workbook may cost (ADR 011's reader, ADR 040's figures): its sheet is streamed,
 * so 50,000 rows of thirty columns (about 60 MB of XML) cost time, not memory; the parts read whole (shared
 * strings: the names and descriptions) are held, so they keep a limit of their own.
 */
export const IMPORT_WORKBOOK_LIMITS: WorkbookLimits = {
  partBytes: 48 * MIB,
  sheetBytes: 192 * MIB,
  totalBytes: 256 * MIB,
  entries: 5_000,
};

/** One data row of an import file: its number as the spreadsheet shows it and its cells by column name. */
export interface ImportRow {
  row: number;
  cells: Record<string, string>;
}

const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function fileError(message: string): AppError {
  return new AppError('RULE_BROKEN', message, { file: message });
}

/**
 * Reads an import file (CSV or XLSX, through the guide import's bounded readers, ADR 011): the first
 * non-blank row names the columns (the template's names, compared without case or punctuation), blank rows
 * are skipped, and the 50,001st data row stops the reading with a refusal of the whole file.
 */
export async function readImportFile(
  kind: CatalogImportKind,
  fileName: string,
  content: Buffer,
): Promise<ImportRow[]> {
  if (content.length === 0) throw fileError('The file is empty.');
  const known = new Map(CATALOG_IMPORT_COLUMNS[kind].map((name) => [normalize(name), name]));
  let columns: Map<number, string> | null = null;
  const rows: ImportRow[] = [];
  const onRow = (number: number, cells: ReadonlyMap<number, string>) => {
    if (cells.size === 0) return;
    if (!columns) {
      columns = new Map();
      for (const [column, text] of cells) {
        const name = known.get(normalize(text));
        if (name) columns.set(column, name);
      }
      if (![...columns.values()].includes('sku'))
        throw fileError('The first row must name the columns, with a "sku" column; download the template.');
      return;
    }
    if (rows.length === CATALOG_IMPORT_MAX_ROWS)
      throw fileError(
        `The file has more than ${CATALOG_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it.`,
      );
    const named: Record<string, string> = {};
    for (const [column, name] of columns) {
      const value = cells.get(column);
      if (value !== undefined) named[name] = value;
    }
    rows.push({ row: number, cells: named });
  };
  await readSpreadsheetRows(fileName, content, onRow, IMPORT_WORKBOOK_LIMITS);
  if (rows.length === 0) throw fileError('The file has no data rows.');
  return rows;
}

const EXAMPLES: Record<CatalogImportKind, Record<string, string>> = {
  products: {
    sku: '900001',
    name: 'Heirloom Tomatoes, Mixed',
    brand: 'Valley Farms',
    category: 'Produce',
    subcategory: 'Tomatoes',
    description: 'Mixed heirloom tomatoes, 10 lb case.',
    packSize: '1/10 LB',
    unitOfMeasure: 'CS',
    text: 'CS',
    weight: '10 LB',
    default: 'true',
    sellByMultiple: '1',
    stockingType: 'P',
    businessUnit: 'NYC01',
  },
  prices: { sku: '900001', unitOfMeasure: 'CS', customerGroupId: 'CG-STD', price: '32.50' },
  stock: { sku: '900001', unitOfMeasure: 'CS', businessUnitId: 'NYC01', onHand: '40' },
};

/** The template of a kind: its header and one example row, as CSV (UTF-8 with a byte-order mark). */
export function importTemplateCsv(kind: CatalogImportKind): Buffer {
  const fields = [...CATALOG_IMPORT_COLUMNS[kind]];
  const text = Papa.unparse({ fields, data: [fields.map((field) => EXAMPLES[kind][field] ?? '')] });
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf-8');
}

/**
 * The template of a kind as an XLSX workbook (write-excel-file, ADR 029): a bold, frozen header row and the
 * example row, every cell text so a spreadsheet program keeps skus and units as written ('007' stays).
 */
export async function importTemplateXlsx(kind: CatalogImportKind): Promise<Buffer> {
  const fields = [...CATALOG_IMPORT_COLUMNS[kind]];
  const header: Cell[] = fields.map((field) => ({ value: field, fontWeight: 'bold' }));
  const example: Cell[] = fields.map((field) => {
    const value = EXAMPLES[kind][field];
    return value === undefined ? null : { value, type: String };
  });
  return writeXlsxFile([header, example], {
    sheet: `${kind[0]!.toUpperCase()}${kind.slice(1)}`,
    stickyRowsCount: 1,
    columns: fields.map((field) => ({ width: field === 'description' || field === 'name' ? 36 : 16 })),
  }).toBuffer();
}
