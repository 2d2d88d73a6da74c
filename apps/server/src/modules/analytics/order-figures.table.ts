import {
  bigint,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The analytics summary's rollups of the orders (migration 0040, ADR 055). A recurring job builds them for UTC
// days that have ended; statement triggers on orders and order_lines log a day whose orders change after it
// ended, and its rollups are not read until the job has built it again. Cancelled orders are left out.

/** The UTC days whose rollups are built. */
export const orderFigureDays = pgTable('order_figure_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
});

/** Days whose orders changed after they were built: written by the triggers, emptied by the job. */
export const orderFigureChanges = pgTable('order_figure_changes', {
  day: date('day', { mode: 'string' }).notNull(),
});

/** Orders and revenue per UTC hour and fulfilling business unit: the summary's sales per local day. */
export const orderSalesHours = pgTable(
  'order_sales_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    businessUnitId: text('business_unit_id').notNull(),
    orders: integer('orders').notNull(),
    revenue: numeric('revenue').notNull(),
  },
  (t) => [primaryKey({ name: 'order_sales_hours_pk', columns: [t.hour, t.businessUnitId] })],
);

/** An item's sums over a block of `span` days from `first_day` (a multiple of the span since 1970-01-01). */
export const orderItemBlocks = pgTable(
  'order_item_blocks',
  {
    span: smallint('span').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    businessUnitId: text('business_unit_id').notNull(),
    productSku: text('product_sku').notNull(),
    name: text('name').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull(),
    revenue: numeric('revenue').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'order_item_blocks_pk',
      columns: [t.span, t.firstDay, t.businessUnitId, t.productSku],
    }),
  ],
);

/** An organization's orders with one business unit over a block of days: top and lapsed customers, totals. */
export const orderCustomerBlocks = pgTable(
  'order_customer_blocks',
  {
    span: smallint('span').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    organizationId: text('organization_id').notNull(),
    businessUnitId: text('business_unit_id').notNull(),
    orders: integer('orders').notNull(),
    revenue: numeric('revenue').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'order_customer_blocks_pk',
      columns: [t.span, t.firstDay, t.organizationId, t.businessUnitId],
    }),
  ],
);
