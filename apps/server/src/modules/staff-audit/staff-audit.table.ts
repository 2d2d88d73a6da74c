import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every change a staff member made in the console: who, when, what, and the record before and after. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: text('staff_user_id').notNull(),
    /** The staff member's e-mail as it was then, so the log reads without joins and survives a deleted user. */
    staffEmail: text('staff_email').notNull(),
    /** What was done, as `<subject>.<verb>`: 'application.approve', 'organization.hold', 'order.status', ... */
    action: text('action').notNull(),
    /** The kind of record changed: 'application', 'organization', 'user', 'order', 'content', ... */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The organization the change concerns, if one: a sales rep reads only their organizations' changes. */
    organizationId: text('organization_id'),
    /** The changed fields before and after; null before a create and after a delete. */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_subject_idx').on(t.subjectType, t.subjectId, t.at),
    index('staff_audit_staff_idx').on(t.staffUserId, t.at),
    index('staff_audit_organization_idx').on(t.organizationId, t.at),
  ],
);
