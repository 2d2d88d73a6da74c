import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from '../cart/cart.table.ts';
import { orderGuides } from '../order-guides/order-guides.table.ts';

/**
 * The last offline change applied to a cart's line (sku and unit), stamped with when the buyer made it:
 * a replayed change made earlier than the one applied loses, so the later change of a line wins (ADR 047).
 */
export const cartLineChanges = pgTable(
  'cart_line_changes',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productSku: text('product_sku').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ name: 'cart_line_changes_pk', columns: [t.cartId, t.productSku, t.unitOfMeasure] })],
);

/** One storage area of a guide's count walk and the items in it, in walking order. */
export interface StorageAreaRow {
  name: string;
  items: { productSku: string; unitOfMeasure: string }[];
}

/** The order a guide's items are counted in (walk-in, freezer, dry store), arranged once per guide. */
export const orderGuideStorageOrders = pgTable('order_guide_storage_orders', {
  guideId: integer('guide_id')
    .primaryKey()
    .references(() => orderGuides.id, { onDelete: 'cascade' }),
  areas: jsonb('areas').$type<StorageAreaRow[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last on-hand count of each item of a guide and when it was counted, for the next count. */
export const orderGuideCounts = pgTable(
  'order_guide_counts',
  {
    guideId: integer('guide_id')
      .notNull()
      .references(() => orderGuides.id, { onDelete: 'cascade' }),
    productSku: text('product_sku').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull(),
    onHand: integer('on_hand').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'order_guide_counts_pk', columns: [t.guideId, t.productSku, t.unitOfMeasure] })],
);
