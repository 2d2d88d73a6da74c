import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every impersonation start, stop and state-changing request, recorded with the real staff user. */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: text('staff_user_id').notNull(),
    customerUserId: text('customer_user_id').notNull(),
    organizationId: text('organization_id'),
    /** 'start', 'stop' or 'request'. */
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code'),
    /** What the request did, in words, written when it happened: 'Added 48 CS of Chicken Breast, IQF (100881)'. */
    summary: text('summary'),
    /** On a start: why the staff member began acting as the customer. */
    reason: text('reason'),
  },
  (t) => [index('impersonation_audit_staff_idx').on(t.staffUserId, t.at)],
);
