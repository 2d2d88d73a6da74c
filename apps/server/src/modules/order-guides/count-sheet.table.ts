import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orderGuides } from './order-guides.table.ts';

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
