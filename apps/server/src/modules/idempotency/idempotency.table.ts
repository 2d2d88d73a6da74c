import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/**
 * One Idempotency-Key of one user: what the request it came with looked like and the answer it got.
 * The row is inserted first, in the transaction that does the work, so a concurrent request with the
 * same key waits on it and then reads the stored answer (ADR 006).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of what the request asked for; the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer every request with this key gets; written in the transaction that inserted the row. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
