import { bigserial, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@larder/domain';
import { orders } from './orders.table.ts';

/** Where a status change came from: the buyer, a staff member, the ERP, or the cut-off job. */
export type StatusChangeSource = 'buyer' | 'staff' | 'erp' | 'system';

/** Every status an order moved to after it was placed: who, when, from where, why (ADR 044). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    source: text('source').$type<StatusChangeSource>().notNull(),
    /** The buyer or staff member who changed it; null for the ERP and the cut-off job. */
    userId: text('user_id'),
    reason: text('reason'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/** A credit staff gave on an order line, by quantity or amount, with a reason (ADR 044). */
export const orderCredits = pgTable(
  'order_credits',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The issue report it answers, if any. */
    issueReportId: text('issue_report_id'),
    lineNumber: integer('line_number').notNull(),
    /** Units credited, when credited by quantity; the amount is then quantity x the line's unit price. */
    quantity: integer('quantity'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    createdByUserId: text('created_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_credits_order_idx').on(t.orderId, t.createdAt)],
);
