import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Builders of .xlsx files for tests and the import bench, hostile ones included. The zip is written here by
 * hand because tests need what no zip library writes on purpose: sizes that lie, deflate streams cut short,
 * and gigabyte entries made in milliseconds by repeating one flushed deflate block.
 */

/** One file of a zip archive: data as stored (deflated unless `stored`), and the sizes and CRC it states. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  uncompressedSize: number;
  crc: number;
  stored?: boolean;
}

/** A zip archive of the entries, in order (no zip64: every size under 4 GiB). */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf-8');
    const fields = (size: number, signature: number) => {
      const header = Buffer.alloc(size);
      header.writeUInt32LE(signature, 0);
      return header;
    };
    const local = fields(30, 0x04034b50);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = fields(46, 0x02014b50);
    central.writeUInt16LE(20, 4);
    local.copy(central, 6, 4, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An entry holding `text`, deflated, with true sizes; `cutShort` leaves out the deflate stream's end. */
export function deflatedEntry(name: string, text: string | Buffer, cutShort = false): ZipEntry {
  const data = Buffer.from(text);
  const flush = cutShort ? { finishFlush: constants.Z_FULL_FLUSH } : {};
  return {
    name,
    data: deflateRawSync(data, { level: 9, ...flush }),
    uncompressedSize: data.length,
    crc: crc32(data),
  };
}

/**
 * An entry of `head`, then `unit` repeated `times`, then `tail`, deflated to a fraction of its size: `unit`
 * is deflated once with a full flush (which ends on a byte boundary with an empty dictionary), so its bytes
 * can be repeated as they are. 1 MiB of one byte deflates to about 1 KiB.
 */
export function repeatedEntry(
  name: string,
  parts: { head: string; unit: Buffer; times: number; tail: string },
  statedSize?: number,
): ZipEntry {
  const flushed = (data: Buffer) => deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const head = Buffer.from(parts.head);
  const tail = Buffer.from(parts.tail);
  const unit = flushed(parts.unit);
  let crc = crc32(head);
  for (let i = 0; i < parts.times; i++) crc = crc32(parts.unit, crc);
  crc = crc32(tail, crc);
  const size = head.length + parts.unit.length * parts.times + tail.length;
  return {
    name,
    data: Buffer.concat([
      flushed(head),
      ...Array.from({ length: parts.times }, () => unit),
      deflateRawSync(tail),
    ]),
    uncompressedSize: statedSize ?? size,
    crc,
  };
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The start and end of a worksheet part, around the rows of its sheetData. */
export const SHEET_HEAD = `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * The parts of a minimal workbook around its first sheet (xl/worksheets/sheet1.xml) and, when given, its
 * shared strings (xl/sharedStrings.xml): content types, package and workbook relationships, the workbook.
 */
export function workbookEntries(sheet: ZipEntry, sharedStrings?: ZipEntry): ZipEntry[] {
  const relationship = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${DOCUMENT_RELATIONSHIP}/${type}" Target="${target}"/>`;
  return [
    deflatedEntry(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    deflatedEntry(
      '_rels/.rels',
      `${XML}<Relationships xmlns="${RELATIONSHIPS}">${relationship('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>`,
    ),
    deflatedEntry(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${DOCUMENT_RELATIONSHIP}"><sheets><sheet name="Guide" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedEntry(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${RELATIONSHIPS}">${relationship('rId1', 'worksheet', 'worksheets/sheet1.xml')}${
        sharedStrings ? relationship('rId2', 'sharedStrings', 'sharedStrings.xml') : ''
      }</Relationships>`,
    ),
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
    ...(sharedStrings ? [{ ...sharedStrings, name: 'xl/sharedStrings.xml' }] : []),
  ];
}

/** A sheet row of inline-string cells from column A on. */
export function inlineRow(number: number, cells: readonly string[]): string {
  const cell = (text: string, index: number) =>
    `<c r="${String.fromCharCode(65 + index)}${number}" t="inlineStr"><is><t>${text}</t></is></c>`;
  return `<row r="${number}">${cells.map(cell).join('')}</row>`;
}

/**
 * A sheet whose header is 'Product SKU' and whose `rows` rows all name shared string 0 (a SKU), deflated;
 * `cutShort` ends it after its last row, in the middle of its sheet data and of its deflate stream.
 */
export function longSheetEntry(rows: number, cutShort = false): ZipEntry {
  const body: string[] = [inlineRow(1, ['Product SKU'])];
  for (let r = 2; r <= rows + 1; r++) body.push(`<row r="${r}"><c r="A${r}" t="s"><v>0</v></c></row>`);
  return deflatedEntry('sheet', `${SHEET_HEAD}${body.join('')}${cutShort ? '' : SHEET_TAIL}`, cutShort);
}

/** Shared strings holding the given strings, deflated. */
export function sharedStringsEntry(strings: readonly string[]): ZipEntry {
  const items = strings.map((text) => `<si><t>${text}</t></si>`).join('');
  return deflatedEntry(
    'strings',
    `${XML}<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}">${items}</sst>`,
  );
}
