import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OrderIssueStatus, OrderStatus } from '@larder/domain';
import { users } from '../auth/auth.table.ts';
import { businessUnits, organizations } from '../organizations/organizations.table.ts';

/** Web order numbers: one sequence, so numbers are unique across every server process. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 5_000_001 });

export type { OrderStatus };

/** An order: what one sub-cart became on submit. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    webOrderNumber: text('web_order_number').notNull().unique(),
    erpOrderNumber: text('erp_order_number').notNull().unique(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The staff user who placed it while impersonating, if any. */
    placedByStaffUserId: text('placed_by_staff_user_id'),
    /** The staff user who last edited it while impersonating, if any. */
    editedByStaffUserId: text('edited_by_staff_user_id'),
    cartId: text('cart_id').notNull(),
    businessUnitId: text('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    vendorId: text('vendor_id'),
    isJIT: boolean('is_jit').notNull(),
    isDropShip: boolean('is_drop_ship').notNull(),
    isPreOrder: boolean('is_pre_order').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('Submitted'),
    deliveryDate: date('delivery_date').notNull(),
    cutOffAt: timestamp('cut_off_at', { withTimezone: true }).notNull(),
    purchaseOrderNumber: text('purchase_order_number').notNull(),
    note: text('note').notNull(),
    dropShipNotes: text('drop_ship_notes').notNull().default(''),
    dropShipAddress: jsonb('drop_ship_address'),
    shippingMethod: text('shipping_method'),
    shippingCost: numeric('shipping_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    itemCount: integer('item_count').notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** Spec section 9: the order source value of web orders. */
    orderSource: smallint('order_source').notNull().default(2),
    /** The procurement system that ordered it through punchout (its OrderRequest), or null. */
    punchoutSystem: text('punchout_system'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the ERP first answered with a status for the order: until then the staff home counts it as unacknowledged. */
    erpAcknowledgedAt: timestamp('erp_acknowledged_at', { withTimezone: true }),
    /** Why staff or the ERP cancelled it (the buyer reads it on the order); null for a buyer's own cancel. */
    cancellationReason: text('cancellation_reason'),
    /** Set by the ERP when the order ships (ADR 021). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Bumped by every change after placement (edit, cancel, status), so an edit started on an old version is refused. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_organization_placed_idx').on(t.organizationId, t.placedAt),
    index('orders_organization_status_placed_idx').on(t.organizationId, t.status, t.placedAt),
    index('orders_cart_idx').on(t.cartId),
    // The staff console lists every organization's orders newest first, and by status. Migration 0037 adds
    // INCLUDE (status, business_unit_id, organization_id, total): the dashboard's figures read it alone.
    index('orders_placed_figures_idx').on(t.placedAt),
    index('orders_status_placed_idx').on(t.status, t.placedAt),
    index('orders_open_cut_off_idx')
      .on(t.cutOffAt)
      .where(sql`${t.status} = 'Submitted'`),
    // The staff home's orders the ERP has not answered for.
    index('orders_unacknowledged_idx')
      .on(t.cutOffAt)
      .where(sql`${t.erpAcknowledgedAt} is null`),
  ],
);

/** A line of an order, frozen as it was priced when submitted. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's organization and placement time, kept on the line so 'last purchased' is one index probe. */
    // Defaults only so the column can be added to existing rows; the migration backfills them from orders.
    organizationId: text('organization_id').notNull().default(''),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    lineNumber: integer('line_number').notNull(),
    productSku: text('product_sku').notNull(),
    variantId: text('variant_id').notNull(),
    productTitle: text('product_title').notNull(),
    brandName: text('brand_name').notNull(),
    packSize: text('pack_size').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull(),
    quantity: integer('quantity').notNull(),
    /** Null when the price was pending at submit. */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }),
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }).notNull(),
    catchWeightUnit: text('catch_weight_unit'),
    imageUrl: text('image_url').notNull(),
    productUrl: text('product_url').notNull(),
    /** Organization-type fields sent to the ERP (spec section 6). */
    erpFields: jsonb('erp_fields').notNull().default({}),
  },
  (t) => [
    // Migration 0037 adds INCLUDE (product_sku, quantity, total_price, product_title): the dashboard's top
    // items read it alone.
    index('order_lines_order_figures_idx').on(t.orderId),
    // No index on the sku alone: every read by sku is an organization's ('last purchased', purchase
    // history), which this one serves, and each index costs every line of every submit.
    index('order_lines_last_purchase_idx').on(t.organizationId, t.productSku, t.placedAt),
  ],
);

/** An issue a buyer reported on an order: the checked lines with comments, or the whole order with one message. */
export const orderIssueReports = pgTable(
  'order_issue_reports',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    userId: text('user_id').notNull(),
    /** The staff user who reported it while impersonating, if any. */
    reportedByStaffUserId: text('reported_by_staff_user_id'),
    wholeOrder: boolean('whole_order').notNull(),
    message: text('message'),
    /** The reported lines: lineNumber, productTitle, productSku and the comment (null for a whole-order report). */
    lines: jsonb('lines').notNull(),
    sentTo: text('sent_to').notNull(),
    /** The workflow (ADR 044): new, in progress, resolved. */
    status: text('status').$type<OrderIssueStatus>().notNull().default('new'),
    /** The staff member working on it. */
    assigneeUserId: text('assignee_user_id'),
    /** Staff's answer, e-mailed to the buyer and shown on the order. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedByUserId: text('replied_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_issue_reports_order_idx').on(t.orderId, t.createdAt),
    index('order_issue_reports_created_idx').on(t.createdAt, t.id),
    index('order_issue_reports_status_created_idx').on(t.status, t.createdAt),
  ],
);
