import { PAGE_TYPES, pagePropertiesSchemas, type ContentItem, type PageType } from '@larder/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { toContentItem } from './content-view.ts';
import {
  findById,
  findPublishedById,
  findPublishedChildren,
  insertContentItem,
  isUrlTaken,
} from './content.repository.ts';

export { writeContentBlock } from './content-blocks.ts';

/** The language content is written in unless told otherwise. */
export const DEFAULT_LANGUAGE = 'en';

const SEGMENT_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A page to create under a parent (or as the start page, with no parent and an empty segment). */
export interface ContentDraft {
  parentId: number | null;
  name: string;
  pageType: PageType;
  urlSegment: string;
  properties: Record<string, unknown>;
  sortOrder?: number;
  isEditable?: boolean;
  published?: boolean;
  language?: string;
}

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[['properties', ...issue.path].join('.')] ??= issue.message;
  return fields;
}

/** Checks properties against their page type's schema and returns them with defaults filled in. */
export function validatePageProperties(pageType: PageType, properties: unknown): Record<string, unknown> {
  if (!PAGE_TYPES.includes(pageType)) {
    throw new AppError('VALIDATION_FAILED', `Unknown page type ${pageType}.`, { pageType: 'Unknown.' });
  }
  const parsed = pagePropertiesSchemas[pageType].safeParse(properties);
  if (!parsed.success) {
    const fields = fieldsOf(parsed.error);
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid ${pageType} properties: ${Object.keys(fields)[0]}.`,
      fields,
    );
  }
  return parsed.data;
}

/** Creates a page: validates its properties and segment and computes its friendly URL from the parent's. */
export async function createContentItem(db: Db, draft: ContentDraft): Promise<ContentItem> {
  const properties = validatePageProperties(draft.pageType, draft.properties);
  let url = '/';
  let parentUrl: string | null = null;
  if (draft.parentId === null) {
    if (draft.urlSegment !== '') {
      throw new AppError('VALIDATION_FAILED', 'A page without a parent is the start page.', {
        urlSegment: 'Must be empty for the start page.',
      });
    }
  } else {
    if (!SEGMENT_PATTERN.test(draft.urlSegment)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The URL segment may hold lower-case letters, digits and dashes.',
        {
          urlSegment: 'Use lower-case letters, digits and dashes.',
        },
      );
    }
    const parent = await findById(db, draft.parentId);
    if (!parent) throw notFound('The parent page');
    parentUrl = parent.url;
    url = `${parent.url}${draft.urlSegment}/`;
  }
  const language = draft.language ?? DEFAULT_LANGUAGE;
  if (await isUrlTaken(db, url, language)) {
    throw new AppError('CONFLICT', `Another page already lives at ${url}.`, {
      urlSegment: 'Already in use.',
    });
  }
  const row = await insertContentItem(db, {
    parentId: draft.parentId,
    name: draft.name,
    pageType: draft.pageType,
    urlSegment: draft.urlSegment,
    url,
    language,
    properties,
    sortOrder: draft.sortOrder ?? 0,
    isEditable: draft.isEditable ?? true,
    published: draft.published ?? true,
  });
  return toContentItem({ item: row, parentUrl });
}

/** A published item by id; unknown and unpublished ones are a 404. */
export async function getPublishedContent(db: Db, id: number): Promise<ContentItem> {
  const row = await findPublishedById(db, id);
  if (!row) throw notFound('The content');
  return toContentItem(row);
}

/** The published children of a published item; an unknown or unpublished parent is a 404. */
export async function getPublishedChildren(db: Db, id: number): Promise<ContentItem[]> {
  if (!(await findPublishedById(db, id))) throw notFound('The content');
  return (await findPublishedChildren(db, id)).map(toContentItem);
}
