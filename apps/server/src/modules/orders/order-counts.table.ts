import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many orders each organization has in each status, kept by statement triggers on orders (migration
 * 0037, ADR 050): the staff list's pager reads its total here when no search or date narrows it, instead of
 * counting every order. Written only by the triggers.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    organizationId: text('organization_id').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.status] })],
);
