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
  canImpersonate: boolean('can_impersonate').notNull().default(false),
  /** The organization chosen last, restored at the next sign-in. */
  lastOrganizationId: text('last_organization_id'),
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
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-in counters per e-mail and per client address, for rate limiting across processes. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Sign-up applications waiting for staff approval. */
export const signupApplications = pgTable('signup_applications', {
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
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedBy: text('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});
