import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { carts } from './cart.table.ts';
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
