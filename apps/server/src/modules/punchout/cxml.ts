import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { randomUUID } from 'node:crypto';

/**
 * Reading and writing cXML documents with fast-xml-parser (ADR 022). The parser never resolves a DTD or an
 * external entity; a document that declares anything in a DOCTYPE (an internal subset: entities, parameter
 * entities) is refused before parsing, so neither an external entity nor an entity-expansion bomb gets in.
 * A plain `<!DOCTYPE cXML SYSTEM "...cXML.dtd">`, which every cXML sender writes, is allowed and ignored.
 */

/** The largest cXML document we read; a setup request is a few kilobytes, an OrderRequest a few hundred. */
export const CXML_MAX_BYTES = 512 * 1024;

/** The DTD every cXML document names (never fetched). */
export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/** A cXML document we refuse to read, answered with a cXML Status of this code. */
export class CxmlRefusal extends Error {
  readonly code: 400 | 401 | 403 | 404 | 406 | 409 | 413 | 500;

  constructor(code: CxmlRefusal['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/** A parsed XML element: attributes under '@_', text under '#text', children by name. */
export type XmlNode = { [name: string]: XmlNode[] | string | undefined };

// Every element comes back as an array, so a document with one ItemOut reads like one with ten.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  alwaysCreateTextNode: true,
  htmlEntities: false,
  // Only the five predefined entities and character references: the DOCTYPE check below leaves no others.
  processEntities: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

// A DOCTYPE with an internal subset ('[' ... ']') or any ENTITY declaration anywhere.
const DECLARES_ANYTHING = /<!DOCTYPE[^>[]*\[|<!ENTITY/i;

/** Reads a cXML document, or refuses it (400, or 413 past the size cap). */
export function parseCxml(text: string): XmlNode {
  if (Buffer.byteLength(text, 'utf8') > CXML_MAX_BYTES)
    throw new CxmlRefusal(413, 'The document is too large.');
  if (DECLARES_ANYTHING.test(text)) {
    throw new CxmlRefusal(400, 'Document type declarations with entities are not accepted.');
  }
  if (XMLValidator.validate(text) !== true)
    throw new CxmlRefusal(400, 'The document is not well-formed XML.');
  const document = parser.parse(text) as XmlNode;
  const root = first(document, 'cXML');
  if (!root) throw new CxmlRefusal(400, 'The document is not a cXML document.');
  return root;
}

/** The first child element of that name. */
export function first(node: XmlNode | undefined, name: string): XmlNode | undefined {
  const value = node?.[name];
  return Array.isArray(value) ? value[0] : undefined;
}

/** Every child element of that name. */
export function all(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  return Array.isArray(value) ? value : [];
}

/** The element at a path of names (first match at each step). */
export function at(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  return path.reduce<XmlNode | undefined>((current, name) => first(current, name), node);
}

/** An element's text ('' when absent). */
export function textOf(node: XmlNode | undefined): string {
  const value = node?.['#text'];
  return typeof value === 'string' ? value : '';
}

/** An attribute's value ('' when absent). */
export function attributeOf(node: XmlNode | undefined, name: string): string {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : '';
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  suppressEmptyNode: true,
  // Escapes &, <, >, quotes in text and attributes: what we write is data, never markup.
  processEntities: true,
});

/** A value for the builder: an element's attributes ('@_'), text ('#text') and children. */
export type XmlOut = { [name: string]: XmlOut | XmlOut[] | string | number | undefined };

/** A whole cXML document around `body`, with a fresh payloadID and timestamp. */
export function buildCxml(body: XmlOut, now = new Date()): string {
  const root: XmlOut = {
    cXML: {
      '@_payloadID': `${now.getTime()}.${randomUUID()}@larder`,
      '@_timestamp': now.toISOString(),
      '@_xml:lang': 'en-US',
      ...body,
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n${builder.build(root) as string}`;
}

/** A cXML Response with only a Status (errors, and answers that carry nothing else). */
export function cxmlStatus(code: number, text: string, extra: XmlOut = {}): string {
  return buildCxml({
    Response: { Status: { '@_code': String(code), '@_text': statusText(code), '#text': text }, ...extra },
  });
}

function statusText(code: number): string {
  const names: Record<number, string> = {
    200: 'OK',
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    406: 'Not Acceptable',
    409: 'Conflict',
    413: 'Request Entity Too Large',
    500: 'Internal Server Error',
  };
  return names[code] ?? 'Error';
}
