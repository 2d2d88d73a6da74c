import { Parser } from 'htmlparser2';
import type { Wanted, WorkbookZip } from './workbook-zip.ts';

/** What a streaming XML reader is told: element names and attribute names come without their prefix. */
export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  text?(text: string): void;
  close?(name: string): void;
  /** Asked after each chunk: 'done' stops unpacking the part. */
  wanted?(): Wanted;
}

// Workbooks written by some tools prefix every element ('x:row'); the parts we read need no namespaces.
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Unpacks one part of the workbook and reads it as XML, a chunk at a time, with htmlparser2 in XML mode
 * (entities decoded, CDATA read as text, no DTD ever fetched or expanded).
 */
export async function readXmlPart(
  zip: WorkbookZip,
  part: string,
  handlers: XmlHandlers,
  options: { readWhole: boolean } = { readWhole: true },
): Promise<void> {
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!handlers.open) return;
        const named: Record<string, string> = {};
        for (const [key, value] of Object.entries(attributes)) named[local(key)] = value;
        handlers.open(local(name), named);
      },
      ontext: (text) => handlers.text?.(text),
      onclosetag: (name) => handlers.close?.(local(name)),
    },
    { xmlMode: true },
  );
  const limit = options.readWhole ? zip.limits.partBytes : zip.limits.sheetBytes;
  await zip.read(part, { limit, readWhole: options.readWhole }, (text) => {
    parser.write(text);
    return handlers.wanted?.() ?? 'more';
  });
  parser.end();
}

/** A part's relationships: id to type and part name. */
export type Relationships = Map<string, { type: string; target: string }>;

/** Resolves a relationship target against the part it belongs to ('' for the package itself). */
function resolvePart(source: string, target: string): string {
  const path = target.startsWith('/') ? [] : source.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') path.pop();
    else if (segment !== '.' && segment !== '') path.push(segment);
  }
  return path.join('/');
}

/** Reads the relationships of `source` (from its '_rels/….rels' part), or none when it has no such part. */
export async function readRelationships(zip: WorkbookZip, source: string): Promise<Relationships> {
  const slash = source.lastIndexOf('/');
  const part = `${source.slice(0, slash + 1)}_rels/${source.slice(slash + 1)}.rels`;
  const relationships: Relationships = new Map();
  if (!zip.has(part)) return relationships;
  await readXmlPart(zip, part, {
    open(name, attributes) {
      const { Id: id, Type: type, Target: target, TargetMode: mode } = attributes;
      if (name !== 'Relationship' || !id || !type || !target || mode === 'External') return;
      relationships.set(id, { type, target: resolvePart(source, target) });
    },
  });
  return relationships;
}

/** Where the first relationship of a type (the end of its URI, e.g. 'worksheet'), or of that id, points. */
export function targetOf(relationships: Relationships, type: string, id?: string): string | null {
  for (const [key, relationship] of relationships) {
    if ((id === undefined || key === id) && relationship.type.endsWith(`/${type}`))
      return relationship.target;
  }
  return null;
}

/** The workbook part: whether it is one, its sheets' relationship ids in tab order, and its date system. */
export async function readWorkbookPart(zip: WorkbookZip, part: string) {
  const workbook = { isWorkbook: false, sheetIds: [] as string[], date1904: false };
  let root = true;
  await readXmlPart(zip, part, {
    open(name, attributes) {
      if (root) workbook.isWorkbook = name === 'workbook';
      root = false;
      if (name === 'workbookPr') workbook.date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      if (name === 'sheet' && attributes.id) workbook.sheetIds.push(attributes.id);
    },
    wanted: () => (workbook.isWorkbook ? 'more' : 'done'),
  });
  return workbook;
}

/** Excel's built-in number formats that show dates or times (ids 14-22 and 45-47). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A custom number format shows a date when, outside quotes and brackets, it has a date or time letter. */
function isDateFormat(code: string): boolean {
  return /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Which cell styles (indexes into cellXfs) show their number as a date, as Excel does. */
export async function readDateStyles(zip: WorkbookZip, part: string): Promise<boolean[]> {
  const customFormats = new Map<number, boolean>();
  const dateStyles: boolean[] = [];
  let inCellStyles = false;
  await readXmlPart(zip, part, {
    open(name, attributes) {
      const id = Number(attributes.numFmtId);
      if (name === 'numFmt') customFormats.set(id, isDateFormat(attributes.formatCode ?? ''));
      else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) {
        dateStyles.push(customFormats.get(id) ?? BUILT_IN_DATE_FORMATS.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
  });
  return dateStyles;
}

/**
 * The workbook's shared strings, in order. Rich text runs are joined; phonetic guides (rPh) are left out,
 * as Excel shows the text they annotate.
 */
export async function readSharedStrings(zip: WorkbookZip, part: string): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let inPhonetic = false;
  await readXmlPart(zip, part, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inText = !inPhonetic;
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si' && current !== null) {
        strings.push(current);
        current = null;
      }
    },
  });
  return strings;
}
