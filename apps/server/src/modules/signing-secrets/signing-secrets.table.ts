import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Signing secrets the server made for itself where the environment gave none (development and the demo):
 * random on first start, then the same for every process and restart, so tokens stay valid across them.
 * Production sets its secrets in the environment and never reads this table for them.
 */
export const signingSecrets = pgTable('signing_secrets', {
  /** The environment variable the secret stands in for, e.g. `MESSAGING_JWT_SECRET`. */
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
