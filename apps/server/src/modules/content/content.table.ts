import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Pages of the site as a tree: each has a page type, typed properties and a friendly URL. */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => contentItems.id),
    name: text('name').notNull(),
    /** One of PAGE_TYPES; its properties are validated against that type's schema when written. */
    pageType: text('page_type').notNull(),
    /** This page's part of the URL; '' for the start page. */
    urlSegment: text('url_segment').notNull(),
    /** The friendly URL, lower case with a trailing slash, computed from the ancestors' segments. */
    url: text('url').notNull(),
    language: text('language').notNull().default('en'),
    properties: jsonb('properties').notNull().$type<Record<string, unknown>>(),
    sortOrder: integer('sort_order').notNull().default(0),
    isEditable: boolean('is_editable').notNull().default(true),
    published: boolean('published').notNull().default(true),
    /** Staff's unpublished changes ({ name, properties }), previewed until published; null when none. */
    draft: jsonb('draft').$type<{ name: string; properties: Record<string, unknown> }>(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_url_idx').on(t.language, t.url),
    index('content_items_parent_idx').on(t.parentId, t.sortOrder),
    index('content_items_type_idx').on(t.pageType),
  ],
);

/** Site-wide content that is not a page: header menu, footer, global settings (site alert, feature flags). */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    /** Which block: 'header', 'footer' or 'global-settings'. */
    key: text('key').notNull(),
    language: text('language').notNull().default('en'),
    properties: jsonb('properties').notNull().$type<Record<string, unknown>>(),
    /** Staff's unpublished properties, previewed until published; null when none. */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);
