import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businessUnits, customerGroups } from '../organizations/organizations.table.ts';

/** The category tree: top categories, subcategories and sub-subcategories. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    parentId: text('parent_id'),
    level: smallint('level').notNull(),
    position: integer('position').notNull(),
    /** URL path of the category page, e.g. /products/protein/beef/. */
    url: text('url').notNull(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** Vendors that ship some items straight to the customer (drop-ship). */
export const vendors = pgTable('vendors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isDropShip: boolean('is_drop_ship').notNull(),
  /** US states (two letters) the vendor may not ship to. */
  dropShipRestrictedStates: text('drop_ship_restricted_states')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** The vendor's own daily cut-off (HH:MM), when it differs from the business unit's. */
  cutOffTime: text('cut_off_time'),
});

/** Products: what a buyer searches for; priced and stocked per variant. */
export const products = pgTable(
  'products',
  {
    sku: text('sku').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    /** Which of the distributor's brands (0 specialty, 1 protein, 2 produce, 3 chef's items) carries it. */
    brandCode: smallint('brand_code').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    subsubcategory: text('subsubcategory').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    url: text('url').notNull(),
    /** The pack size the product is known by; null: its default unit's. */
    packSize: text('pack_size'),
    specSheetUrl: text('spec_sheet_url'),
    videoUrl: text('video_url'),
    /** Where the feed said the picture is (imageUrl), kept apart from the address the storefront serves. */
    imageSourceUrl: text('image_source_url'),
    similarSkus: text('similar_skus')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** What a buyer is offered instead when the product is out of stock or discontinued. */
    substituteSkus: text('substitute_skus')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Words buyers search by that the name does not hold (weigh like categories). */
    searchKeywords: text('search_keywords')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The case barcode (GTIN-8/12/13/14; a UPC is a GTIN-12) scanned to find the product (ADR 047). */
    gtin: text('gtin'),
    /** Set: the product left search, menus and new carts; guides keep it marked (ADR 039). */
    discontinuedAt: timestamp('discontinued_at', { withTimezone: true }),
    /**
     * A hash of the product as the ERP last sent it: the same row again changes nothing. Null after any other
     * change (staff edits, discontinue), so the next feed writes again.
     */
    feedHash: text('feed_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_idx').on(t.categoryId), index('products_gtin_idx').on(t.gtin)],
);

/** Sellable units of a product: case, each, pound; with quantity rules and ERP metadata. */
export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The unit label shown to buyers, e.g. CS, EA, LB. */
    text: text('text').notNull(),
    /** The pack size, e.g. '4/5 LB'. */
    weight: text('weight').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull(),
    catchWeightUom: text('catch_weight_uom'),
    averageWeight: numeric('average_weight', { precision: 10, scale: 3 }),
    isDefault: boolean('is_default').notNull().default(false),
    minMaxFlag: boolean('min_max_flag').notNull().default(false),
    minQuantity: integer('min_quantity'),
    maxQuantity: integer('max_quantity'),
    minMaxExpirationDate: date('min_max_expiration_date'),
    sellByMultiple: integer('sell_by_multiple').notNull().default(1),
    stockingType: text('stocking_type').notNull(),
    lineType: text('line_type').notNull(),
    businessUnitId: text('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    secondaryBusinessUnitId: text('secondary_business_unit_id').references(() => businessUnits.id),
    isReserve: boolean('is_reserve').notNull().default(false),
    cutInstructions1: text('cut_instructions1'),
    cutInstructions2: text('cut_instructions2'),
    isDropShipRestricted: boolean('is_drop_ship_restricted').notNull().default(false),
    specialOrderFlag: boolean('special_order_flag').notNull().default(false),
    isRestrictedProduct: boolean('is_restricted_product').notNull().default(false),
    productClassificationCode: text('product_classification_code'),
    bto: boolean('bto').notNull().default(false),
    supermarket: boolean('supermarket').notNull().default(false),
    chefItemFlag: boolean('chef_item_flag').notNull().default(false),
    vendorId: text('vendor_id').references(() => vendors.id),
    tag1: text('tag1'),
    tag2: text('tag2'),
    position: smallint('position').notNull(),
  },
  (t) => [index('variants_product_idx').on(t.productSku)],
);

/** Price per variant for each customer group; a missing row means 'Price Pending'. */
export const prices = pgTable(
  'prices',
  {
    customerGroupId: text('customer_group_id')
      .notNull()
      .references(() => customerGroups.id),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerGroupId, t.variantId] }),
    // Every price of a variant (all customer groups): what the search table's refresh reads.
    index('prices_variant_idx').on(t.variantId),
  ],
);

/** Units on hand per variant and business unit. */
export const inventory = pgTable(
  'inventory',
  {
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    businessUnitId: text('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    quantity: integer('quantity').notNull(),
    /**
     * The ERP's last on-hand figure; `quantity` is this less `allocated`, never below 0 (ADR 020). Left out
     * of an insert, a trigger sets it to quantity plus allocated.
     */
    onHand: integer('on_hand')
      .notNull()
      .default(sql`null`),
    /** Units held by open orders (`stock_allocations`). */
    allocated: integer('allocated').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.businessUnitId] })],
);

/** The stamp row that moves with every catalog write (products, variants, vendors, prices, inventory). */
export const CATALOG_STAMP = 1;
/** The stamp row that moves only with the catalog's content (products, variants, vendors). */
export const CATALOG_CONTENT_STAMP = 2;

/**
 * Stamp rows whose versions change, by trigger, in the same transaction as a write to the catalog: row 1
 * with any catalog write, row 2 with products, variants and vendors only (migration 0020). Caches of catalog
 * data are valid while the version they were read under is still the current one, in every process (ADR
 * 010): row 1 for what carries prices or stock, row 2 for what carries neither. Versions come from one
 * sequence, so a rolled-back write never hands its number to a later one.
 */
export const catalogStamp = pgTable('catalog_stamp', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
