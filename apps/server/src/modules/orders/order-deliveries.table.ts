import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.table.ts';

/** What the ERP reported a delivered order line really brought: its quantity and any substitute (ADR 021). */
export const orderLineDeliveries = pgTable(
  'order_line_deliveries',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    deliveredQuantity: integer('delivered_quantity').notNull(),
    substituteSku: text('substitute_sku'),
    substituteTitle: text('substitute_title'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNumber], name: 'order_line_deliveries_pk' })],
);
