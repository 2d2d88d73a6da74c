import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A buyer's report of a problem with a product, from its page, a cart line or an order line. */
export const productIssueReports = pgTable(
  'product_issue_reports',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    userId: text('user_id').notNull(),
    /** The staff user who reported it while impersonating, if any. */
    reportedByStaffUserId: text('reported_by_staff_user_id'),
    source: text('source').$type<'product' | 'cart' | 'order'>().notNull(),
    productSku: text('product_sku').notNull(),
    productTitle: text('product_title').notNull(),
    webOrderNumber: text('web_order_number'),
    lineNumber: integer('line_number'),
    reason: text('reason').notNull(),
    comment: text('comment').notNull(),
    /** The photo's bytes in base64 (checked JPEG, PNG or WebP by its first bytes), or null. */
    photoBase64: text('photo_base64'),
    photoType: text('photo_type'),
    sentTo: text('sent_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_issue_reports_org_idx').on(t.organizationId, t.createdAt)],
);

/** A report of a problem with the site itself, by a buyer or an anonymous visitor. */
export const webIssueReports = pgTable(
  'web_issue_reports',
  {
    id: text('id').primaryKey(),
    /** The signed-in user and their organization then; null for a visitor. */
    userId: text('user_id'),
    organizationId: text('organization_id'),
    contactEmail: text('contact_email'),
    description: text('description').notNull(),
    pageUrl: text('page_url').notNull(),
    userAgent: text('user_agent').notNull(),
    viewport: text('viewport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_issue_reports_created_idx').on(t.createdAt)],
);
