import { strToU8, Zip, ZipDeflate } from 'fflate';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';

/** A cell: text, a number, or empty. */
export type Cell = string | number | null;

/** Characters of sheet XML deflated at a time. */
const CHUNK_CHARS = 32_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

// Style 1 is the bold header row.
const STYLES = `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`;

// Characters XML 1.0 cannot hold at all (controls other than tab, line feed and carriage return).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// Anything escapeXml changes; most cells (numbers, names, dates) have none, and skip its five passes.
const NEEDS_ESCAPE = new RegExp(`[&<>"]|${NOT_XML.source}`);

function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Column letters, computed once per sheet width rather than per cell. */
const COLUMN_NAMES = Array.from({ length: 64 }, (_, index) => columnName(index));

// Text keeps its leading and trailing spaces only with xml:space="preserve"; most cells have none to keep.
const EDGE_SPACE = /^\s|\s$/;

/**
 * A row of the sheet. Every cell names its column (r="H2"): readers such as read-excel-file need it, even
 * where Excel would place a cell after the one before. Text is marked xml:space="preserve" only when it
 * has edge spaces to keep (few have), so there is less XML to build and deflate.
 */
function rowXml(rowNumber: number, cells: readonly Cell[], style = 0): string {
  const s = style ? ` s="${style}"` : '';
  let xml = `<row r="${rowNumber}">`;
  for (let index = 0; index < cells.length; index++) {
    const cell = cells[index];
    if (cell === null || cell === undefined || cell === '') continue;
    const r = `${COLUMN_NAMES[index] ?? columnName(index)}${rowNumber}`;
    if (typeof cell === 'number' && Number.isFinite(cell)) {
      xml += `<c r="${r}"${s}><v>${cell}</v></c>`;
    } else {
      const text = String(cell);
      const space = EDGE_SPACE.test(text) ? ' xml:space="preserve"' : '';
      xml += `<c r="${r}"${s} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}

function sheetName(name: string): string {
  return escapeXml(name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
}

/**
 * A one-sheet workbook written as its rows arrive (ADR 044): the sheet's XML is deflated into the zip batch
 * by batch (fflate, the zip library write-excel-file itself uses), with inline strings so no shared-string
 * table has to be held, and the next batch is read only once the client has taken the last one. Memory
 * stays at one batch however many rows there are.
 */
export function xlsxStream(
  name: string,
  headers: readonly string[],
  batches: AsyncIterable<readonly (readonly Cell[])[]>,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    if (out.destroyed) return;
    out.write(chunk);
    if (final) out.end();
  });
  const addPart = (path: string, xml: string) => {
    const part = new ZipDeflate(path, { level: 6 });
    zip.add(part);
    part.push(strToU8(xml), true);
  };
  // The sheet's XML is encoded into one reused buffer (deflate copies what it is pushed), not a new array
  // per piece: the ~60 MB of XML of a 100,000-row sheet would otherwise pass through arrays outside V8's
  // heap, which the collector frees late, and the server's memory would rise with them (ADR 050).
  const scratch = new Uint8Array(CHUNK_CHARS * 4);
  const encoder = new TextEncoder();
  const encoded = (xml: string): Uint8Array =>
    xml.length * 3 <= scratch.length
      ? scratch.subarray(0, encoder.encodeInto(xml, scratch).written)
      : strToU8(xml);
  const write = async () => {
    addPart('[Content_Types].xml', CONTENT_TYPES);
    addPart('_rels/.rels', ROOT_RELS);
    addPart(
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${sheetName(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    );
    addPart('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    addPart('xl/styles.xml', STYLES);
    // Level 1: sheet XML is repetitive enough that the fastest level still shrinks it about eight times, and
    // deflating in JavaScript is most of an export's time.
    const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
    zip.add(sheet);
    sheet.push(
      strToU8(
        `${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>${rowXml(1, headers, 1)}`,
      ),
    );
    let rowNumber = 2;
    for await (const batch of batches) {
      let xml = '';
      for (const cells of batch) {
        xml += rowXml(rowNumber++, cells);
        // Pieces stay small: V8 puts strings and buffers over ~128 kB in its large-object space, which only
        // a full collection frees, and the server's memory would climb with every batch.
        if (xml.length >= CHUNK_CHARS) {
          if (out.destroyed) return;
          sheet.push(encoded(xml));
          xml = '';
          if (out.writableNeedDrain) await once(out, 'drain');
        }
      }
      if (out.destroyed) return;
      if (xml) sheet.push(encoded(xml));
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.push(strToU8('</sheetData></worksheet>'), true);
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
