import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Units of a variant at a business unit that an open order holds (ADR 020); given back on cancel, edit or shipment. */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    orderId: text('order_id').notNull(),
    variantId: text('variant_id').notNull(),
    businessUnitId: text('business_unit_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.variantId, t.businessUnitId], name: 'stock_allocations_pk' })],
);
