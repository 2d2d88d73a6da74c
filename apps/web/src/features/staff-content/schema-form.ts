import {
  pagePropertiesSchemas,
  staffContentBlockSchemas,
  type PageType,
  type RichTextBlock,
} from '@larder/contract';
import { z } from 'zod';

/** A JSON Schema node, as far as the form reads it. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  maxItems?: number;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
}

/** How one property is edited. */
export type FieldKind =
  | { kind: 'text'; multiline: boolean; maxLength?: number; required: boolean; nullable: boolean }
  | { kind: 'boolean' }
  | { kind: 'strings'; maxItems?: number }
  | { kind: 'richText' }
  | { kind: 'group'; fields: Field[] }
  | { kind: 'optionalGroup'; fields: Field[] }
  | { kind: 'list'; item: Field[]; maxItems?: number }
  | { kind: 'json' };

/** One property of a form, with its label and how it is edited. */
export type Field = { key: string; label: string } & FieldKind;

// Filled in by the server when a page is served (from the request or the catalog): never edited.
const COMPUTED = new Set(['category', 'orderGuideId', 'sku']);

/** A readable label for a property name: 'metaDescription' is 'Meta description'. */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return label
    .replace(/\bcta\b/i, 'call to action')
    .replace(/\bid\b/i, 'ID')
    .replace(/\burl\b/i, 'URL');
}

function typesOf(node: SchemaNode): string[] {
  if (Array.isArray(node.type)) return node.type;
  return node.type ? [node.type] : [];
}

function isRichText(node: SchemaNode): boolean {
  const variants = node.items?.oneOf ?? node.items?.anyOf;
  return (
    typesOf(node).includes('array') &&
    variants !== undefined &&
    variants.some((variant) => variant.properties?.type?.const === 'paragraph')
  );
}

function fieldsOfObject(node: SchemaNode): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([key]) => !COMPUTED.has(key))
    .filter(([key]) => !(key === 'categoryId' && !required.has(key)))
    .map(([key, child]) => ({ key, label: labelOf(key), ...kindOf(child, required.has(key)) }));
}

function kindOf(node: SchemaNode, required: boolean): FieldKind {
  const nonNull = node.anyOf?.filter((variant) => !typesOf(variant).includes('null'));
  if (node.anyOf && nonNull?.length === 1) {
    const inner = nonNull[0]!;
    if (typesOf(inner).includes('object')) return { kind: 'optionalGroup', fields: fieldsOfObject(inner) };
    const kind = kindOf(inner, false);
    return kind.kind === 'text' ? { ...kind, nullable: true } : { kind: 'json' };
  }
  const types = typesOf(node);
  if (types.includes('string')) {
    return {
      kind: 'text',
      // Long prose gets a text area; links (which carry a pattern) stay on one line however long they may be.
      multiline: (node.maxLength ?? 0) > 300 && node.pattern === undefined,
      maxLength: node.maxLength,
      required: required && (node.minLength ?? 0) > 0,
      nullable: types.includes('null'),
    };
  }
  if (types.includes('boolean')) return { kind: 'boolean' };
  if (isRichText(node)) return { kind: 'richText' };
  if (types.includes('array') && node.items) {
    if (typesOf(node.items).includes('string')) return { kind: 'strings', maxItems: node.maxItems };
    if (typesOf(node.items).includes('object')) {
      return { kind: 'list', item: fieldsOfObject(node.items), maxItems: node.maxItems };
    }
  }
  if (types.includes('object')) return { kind: 'group', fields: fieldsOfObject(node) };
  return { kind: 'json' };
}

const formCache = new Map<PageType, Field[]>();

/** The fields of a page type's typed properties, generated from its schema in the contract. */
export function pageFieldsOf(pageType: PageType): Field[] {
  let fields = formCache.get(pageType);
  if (!fields) {
    const schema = z.toJSONSchema(pagePropertiesSchemas[pageType], { io: 'input', unrepresentable: 'any' });
    fields = fieldsOfObject(schema as SchemaNode);
    formCache.set(pageType, fields);
  }
  return fields;
}

/** An empty value for a field: what a new list item or a newly included group starts with. */
export function emptyValueOf(field: Field): unknown {
  switch (field.kind) {
    case 'text':
      return field.nullable ? null : '';
    case 'boolean':
      return false;
    case 'strings':
    case 'richText':
    case 'list':
      return [];
    case 'group':
      return groupValueOf(field.fields);
    case 'optionalGroup':
    case 'json':
      return null;
  }
}

/** A new object with every field of a group empty. */
export function groupValueOf(fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((inner) => [inner.key, emptyValueOf(inner)]));
}

/** A form's value ready to save: lines left empty in one-per-line lists are dropped. */
export function cleanedValueOf(
  fields: readonly Field[],
  value: Record<string, unknown>,
): Record<string, unknown> {
  const cleaned: Record<string, unknown> = { ...value };
  for (const field of fields) {
    const inner = value[field.key];
    if (field.kind === 'strings' && Array.isArray(inner)) {
      cleaned[field.key] = inner.filter((line) => typeof line === 'string' && line.trim() !== '');
    } else if (field.kind === 'richText' && Array.isArray(inner)) {
      // Lists are typed line by line: an empty line is not an item.
      cleaned[field.key] = (inner as RichTextBlock[]).map((block) =>
        block.type === 'list' ? { ...block, items: block.items.filter((item) => item.length > 0) } : block,
      );
    } else if (
      (field.kind === 'group' || field.kind === 'optionalGroup') &&
      inner &&
      typeof inner === 'object'
    ) {
      cleaned[field.key] = cleanedValueOf(field.fields, inner as Record<string, unknown>);
    } else if (field.kind === 'list' && Array.isArray(inner)) {
      cleaned[field.key] = inner.map((item) => cleanedValueOf(field.item, item as Record<string, unknown>));
    }
  }
  return cleaned;
}

const blockFormCache = new Map<string, Field[]>();

/** The fields of a block's editable shape (header or footer), generated from its schema in the contract. */
export function blockFieldsOf(key: 'header' | 'footer'): Field[] {
  let fields = blockFormCache.get(key);
  if (!fields) {
    const schema = z.toJSONSchema(staffContentBlockSchemas[key], { io: 'input', unrepresentable: 'any' });
    fields = fieldsOfObject(schema as SchemaNode);
    blockFormCache.set(key, fields);
  }
  return fields;
}
