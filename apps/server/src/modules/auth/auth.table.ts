import { boolean, integer, jsonb, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/** Everyone who can sign in: customers and the distributor's staff. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** Stored lower-cased; sign-in compares case-insensitively. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  userName: text('user_name').notNull(),
  phone: text('phone').notNull().default(''),
  region: text('region').notNull().default('northeast'),
  isStaff: boolean('is_staff').notNull().default(false),
  /** What a staff member may do (`STAFF_PERMISSIONS` of the domain); always empty for customers. */
  staffPermissions: text('staff_permissions').array().notNull().default([]),
  /**
   * For a sales rep's staff account, the rep (`sales_reps.id`) whose organizations are the only ones it may
   * see and change; null for staff who work across every organization and for customers.
   */
  salesRepId: text('sales_rep_id'),
  /** The organization chosen last, restored at the next sign-in. */
  lastOrganizationId: text('last_organization_id'),
  /** E-mails the user chose to get (the account page): order confirmations, edits and cancellations. */
  notifyOrderEmails: boolean('notify_order_emails').notNull().default(true),
  /** Back-in-stock e-mails for the items they asked to be told about. */
  notifyBackInStock: boolean('notify_back_in_stock').notNull().default(true),
  /** Messages from the distributor: in-app and purchase messages. */
  notifyMessages: boolean('notify_messages').notNull().default(true),
  /** When a staff member deactivated the account: it signs in no more and its sessions ended then. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** Whom the session acts as: the customer while impersonating. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff user really signed in, while impersonating; null otherwise. */
    originalUserId: text('original_user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The punch-in (`punchout_sessions.id`) a procurement system opened this session with; null otherwise. */
    punchoutSessionId: text('punchout_session_id'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts per throttle key (an account and address pair, an address, an account), shared by every
 * server process: how many attempts are counted and when the next one may run.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  /** Attempts counted since the key was last quiet for the whole quiet period. */
  attempts: integer('attempts').notNull(),
  /** The next attempt for this key waits until then; it grows once the key's free attempts are used. */
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
});

/** Sign-up applications waiting for staff approval. */
export const signupApplications = pgTable(
  'signup_applications',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    cutOffTime: text('cut_off_time').notNull(),
    businessCategory: text('business_category').notNull(),
    accounts: text('accounts').notNull(),
    address: jsonb('address').notNull(),
    /** 'pending', 'approved' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff user who approved or rejected it. */
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The reason given to the applicant when it was rejected. */
    rejectionReason: text('rejection_reason'),
    /** The organization the approved applicant joined, and the user made for them. */
    organizationId: text('organization_id'),
    userId: text('user_id'),
  },
  (t) => [index('signup_applications_status_idx').on(t.status, t.createdAt)],
);

/** One-use links that let a user choose a new password; the e-mailed token's SHA-256 is the id. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff user who sent the link; null when the user asked for it. */
    requestedBy: text('requested_by'),
    /** An invitation's organization: using the link also makes the user a member of it. */
    organizationId: text('organization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
