import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { products } from '../catalog/catalog.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/** A guide buyers keep, or the one built from the organization's recent orders. */
export type OrderGuideKindValue = 'standard' | 'purchaseHistory';

/** An upload is `pending` (listed nowhere) until finish-upload makes it `active` or cancel-upload deletes it. */
export type OrderGuideStatus = 'active' | 'pending';

/** Order guides: owned by an organization, created by a user. */
export const orderGuides = pgTable(
  'order_guides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdByUserId: text('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<OrderGuideKindValue>().notNull().default('standard'),
    status: text('status').$type<OrderGuideStatus>().notNull().default('active'),
    /** For a pending upload into an existing guide: the guide that receives the rows on finish. */
    targetGuideId: integer('target_guide_id'),
    categoryType: text('category_type').notNull().default('cwCategories'),
    noProductsMessage: text('no_products_message'),
    /** When a purchase-history guide was last rebuilt from orders. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_guides_organization_idx').on(t.organizationId, t.status),
    uniqueIndex('order_guides_purchase_history_idx')
      .on(t.organizationId)
      .where(sql`${t.kind} = 'purchaseHistory'`),
  ],
);

/** The custom groups of a guide, in display order; items in no group are the guide's Ungrouped. */
export const orderGuideGroups = pgTable(
  'order_guide_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guideId: integer('guide_id')
      .notNull()
      .references(() => orderGuides.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    isEditable: boolean('is_editable').notNull().default(true),
  },
  (t) => [index('order_guide_groups_guide_idx').on(t.guideId, t.position)],
);

/** The items of a guide: a product in a unit, placed in a group (or Ungrouped when null). */
export const orderGuideItems = pgTable(
  'order_guide_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guideId: integer('guide_id')
      .notNull()
      .references(() => orderGuides.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => orderGuideGroups.id, { onDelete: 'set null' }),
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    unitOfMeasure: text('unit_of_measure').notNull(),
    itemSequence: integer('item_sequence').notNull(),
    displayOrder: integer('display_order').notNull(),
    effectiveDate: date('effective_date'),
    expiryDate: date('expiry_date'),
    parLevel: integer('par_level'),
  },
  (t) => [
    uniqueIndex('order_guide_items_key_idx').on(t.guideId, t.productSku, t.unitOfMeasure),
    index('order_guide_items_sku_idx').on(t.productSku),
  ],
);

/** Products offered in place of a guide item when it is out of stock, in order. */
export const orderGuideSubstitutions = pgTable(
  'order_guide_substitutions',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => orderGuideItems.id, { onDelete: 'cascade' }),
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    unitOfMeasure: text('unit_of_measure').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.productSku] })],
);

/** Each user's own marks on a guide: hidden, default (one per user and organization) and last viewed. */
export const orderGuidePreferences = pgTable(
  'order_guide_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guideId: integer('guide_id')
      .notNull()
      .references(() => orderGuides.id, { onDelete: 'cascade' }),
    /** The organization the user acted for: a default is per user and organization. */
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    isHidden: boolean('is_hidden').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.guideId] }),
    index('order_guide_preferences_user_org_idx').on(t.userId, t.organizationId),
  ],
);

/** Organizations a guide is shared to: they see it and may copy it, not change it. */
export const orderGuideShares = pgTable(
  'order_guide_shares',
  {
    guideId: integer('guide_id')
      .notNull()
      .references(() => orderGuides.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sharedByUserId: text('shared_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.organizationId] }),
    index('order_guide_shares_organization_idx').on(t.organizationId),
  ],
);
