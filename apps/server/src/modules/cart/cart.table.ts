import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { variants } from '../catalog/catalog.table.ts';
import { businessUnits, organizations } from '../organizations/organizations.table.ts';

/**
 * What becomes of a cart: open while the buyer fills it, submitted once it became orders. An edit cart
 * (bound to a placed order's number) is 'editing' until its changes are submitted or it is discarded.
 */
export type CartStatus = 'open' | 'submitted' | 'editing' | 'discarded';

/** A buyer's cart in one organization; at most one open cart per user and organization. */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<CartStatus>().notNull().default('open'),
    poNumber: text('po_number').notNull().default(''),
    note: text('note').notNull().default(''),
    /**
     * Bumped by every transaction that changes the cart, its lines or its sub-carts, so clients and the
     * submit flow can tell versions apart, and a process may reuse the lines it kept at a version
     * (cart-contents-cache.ts).
     */
    version: integer('version').notNull().default(0),
    /** The first submit answer, replayed to retries and to a second tab. */
    submissionResponse: jsonb('submission_response'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The web order number an edit cart changes; null for an ordinary cart. */
    orderNumber: text('order_number'),
    /** The order's version when the edit began: submitting over a newer version is refused. */
    baseOrderVersion: integer('base_order_version'),
    /** An edit cart differs from its order (spec section 4). */
    hasChanges: boolean('has_changes').notNull().default(false),
    /** The punch-in an open cart belongs to: every punch-in of a buyer shares one account (ADR 045). */
    punchInId: text('punch_in_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_one_open_per_user_idx')
      .on(t.organizationId, t.userId, sql`coalesce(${t.punchInId}, '')`)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('carts_one_edit_per_user_order_idx')
      .on(t.userId, t.orderNumber)
      .where(sql`${t.status} = 'editing'`),
  ],
);

/** One sku and unit in a cart, shipped from the business unit chosen when it was added. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id),
    productSku: text('product_sku').notNull(),
    businessUnitId: text('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    quantity: integer('quantity').notNull(),
    cutInstructions1: text('cut_instructions1'),
    cutInstructions2: text('cut_instructions2'),
    customerNotes: text('customer_notes'),
    /** Order of addition: lines keep the order the buyer added them in. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_variant_idx').on(t.cartId, t.variantId),
    index('cart_lines_cart_idx').on(t.cartId),
  ],
);

/** What the buyer chose for one sub-cart: delivery date, PO number, drop-ship notes, address and freight. */
export const cartSubCarts = pgTable(
  'cart_sub_carts',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    deliveryDate: text('delivery_date'),
    poNumber: text('po_number').notNull().default(''),
    dropShipNotes: text('drop_ship_notes').notNull().default(''),
    dropShipAddress: jsonb('drop_ship_address'),
    shippingMethod: text('shipping_method').notNull().default('standard'),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.key] })],
);
