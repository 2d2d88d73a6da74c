import {
  boolean,
  customType,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.table.ts';
import { customerGroups } from '../organizations/organizations.table.ts';

/** PostgreSQL's tsvector, which drizzle has no column type for. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A variant as a search hit shows it; prices are joined per customer group at query time. */
export interface SearchVariantSummary {
  id: string;
  code: string;
  text: string;
  weight: string;
  catchWeight: string | null;
  inStock: boolean;
  isDefault: boolean;
}

/**
 * One row per product, denormalised from products, variants and inventory so a search reads one table
 * (ADR 009). Kept in step by statement triggers on the catalog tables (see the migration's hand-written part).
 */
export const searchProducts = pgTable(
  'search_products',
  {
    sku: text('sku')
      .primaryKey()
      .references(() => products.sku, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    brandCode: smallint('brand_code').notNull(),
    categoryId: text('category_id').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    subsubcategory: text('subsubcategory').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    url: text('url').notNull(),
    packSize: text('pack_size').notNull(),
    unit: text('unit').notNull(),
    tags: text('tags').array().notNull(),
    inStock: boolean('in_stock').notNull(),
    /** Every variant is restricted: only organizations of the product's own brand may see it. */
    isRestricted: boolean('is_restricted').notNull(),
    variants: jsonb('variants').$type<SearchVariantSummary[]>().notNull(),
    /** SKU and name weigh A, brand B, categories C. */
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('search_products_document_idx').using('gin', t.document),
    index('search_products_category_idx').on(t.category),
    index('search_products_subcategory_idx').on(t.subcategory),
    index('search_products_subsubcategory_idx').on(t.subsubcategory),
    index('search_products_brand_idx').on(t.brand),
  ],
);

/** The price a customer group pays for a product's default variant: what price sorting and filters use. */
export const searchPrices = pgTable(
  'search_prices',
  {
    customerGroupId: text('customer_group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => searchProducts.sku, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerGroupId, t.sku] }),
    // A refresh deletes a product's prices (and a deleted search row cascades) by sku alone (ADR 039).
    index('search_prices_sku_idx').on(t.sku),
  ],
);

/** Every word of product names and brands: what a misspelt word is corrected against (pg_trgm). */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/**
 * Words and phrases a buyer may use for one another ('evoo', 'extra virgin olive oil'): any phrase of a row
 * found in a query may also be matched as any other phrase of the row (ADR 019). Staff edit them.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: text('id').primaryKey(),
  /** The phrases, as staff wrote them; the search folds them as it folds a query. */
  phrases: text('phrases').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The facets the storefront's filters show, in order: served as `renderingContent.facetOrdering`, which
 * InstantSearch's DynamicWidgets follow. One row (id 1); staff edit it; none means the default order.
 */
export const searchFacetOrder = pgTable('search_facet_order', {
  id: smallint('id').primaryKey(),
  facets: text('facets').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
