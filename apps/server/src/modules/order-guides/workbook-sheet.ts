import { readXmlPart } from './workbook-xml.ts';
import type { WorkbookZip } from './workbook-zip.ts';

/** One row of a sheet: its number as Excel shows it and its non-blank cells by column (0 is A), trimmed. */
export interface SheetRow {
  number: number;
  cells: ReadonlyMap<number, string>;
}

/** What turns a cell's stored value into the text Excel shows. */
export interface CellContext {
  sharedStrings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/** Excel has 16,384 columns (A to XFD); cells said to be further right are not Excel's and are ignored. */
const MAX_COLUMNS = 16_384;

/** Column index (0 is A) of a cell reference like 'B12'; -1 when it names none. */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > MAX_COLUMNS) return -1;
  }
  return column - 1;
}

/** An Excel serial day as an ISO date (1900 or 1904 date system); '' for one no calendar has. */
function serialDate(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - 25_569 + (date1904 ? 1_462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The text of a cell from its type ('t'), style ('s') and stored value, as the guide reader wants it. */
function cellText(type: string, style: number, value: string, context: CellContext): string {
  switch (type) {
    case 's':
      return context.sharedStrings[Number.parseInt(value, 10)] ?? '';
    case 'str':
    case 'inlineStr':
    case 'd':
      return value;
    case 'b':
      return value === '' ? '' : String(Number.parseInt(value, 10) !== 0);
    case 'e':
      return '';
    default: {
      if (value === '') return '';
      const number = Number.parseFloat(value);
      if (Number.isNaN(number)) return '';
      return context.dateStyles[style] ? serialDate(number, context.date1904) : String(number);
    }
  }
}

/**
 * Streams the rows of a worksheet part to `onRow`, in document order, and stops at the end of its sheet
 * data. `onRow` may throw (the row limit), which stops unpacking there: what follows is never read.
 */
export async function readSheetRows(
  zip: WorkbookZip,
  part: string,
  context: CellContext,
  onRow: (row: SheetRow) => void,
): Promise<void> {
  let row: { number: number; cells: Map<number, string> } | null = null;
  let lastRow = 0;
  let cell: { column: number; type: string; style: number; value: string } | null = null;
  let lastColumn = -1;
  let capture: 'v' | 't' | null = null;
  let inInline = false;
  let inPhonetic = false;
  let ended = false;
  await readXmlPart(
    zip,
    part,
    {
      open(name, attributes) {
        if (name === 'row') {
          const stated = Number.parseInt(attributes.r ?? '', 10);
          lastRow = Number.isInteger(stated) && stated > 0 ? stated : lastRow + 1;
          row = { number: lastRow, cells: new Map() };
          lastColumn = -1;
        } else if (name === 'c' && row) {
          lastColumn = attributes.r ? columnOf(attributes.r) : lastColumn + 1;
          const style = Number.parseInt(attributes.s ?? '0', 10);
          cell = { column: lastColumn, type: attributes.t ?? 'n', style, value: '' };
        } else if (cell && name === 'v') capture = 'v';
        else if (cell && name === 'is') inInline = true;
        else if (cell && name === 'rPh') inPhonetic = true;
        else if (cell && name === 't' && inInline && !inPhonetic) capture = 't';
      },
      text(text) {
        if (cell && capture) cell.value += text;
      },
      close(name) {
        if (name === 'v' || name === 't') capture = null;
        else if (name === 'is') inInline = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'c' && cell && row) {
          const text = cell.column < 0 ? '' : cellText(cell.type, cell.style, cell.value, context).trim();
          if (text !== '') row.cells.set(cell.column, text);
          cell = null;
        } else if (name === 'row' && row) {
          const done = row;
          row = null;
          onRow(done);
        } else if (name === 'sheetData') ended = true;
      },
      wanted: () => (ended ? 'done' : 'more'),
    },
    { readWhole: false },
  );
}
