import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Where a job is in its life: waiting (first run or a retry), being run, or finished one way or the other. */
export type JobStatus = 'pending' | 'running' | 'succeeded' | 'failed';

/** Durable background work, claimed by any server process with `FOR UPDATE SKIP LOCKED`. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The handler that runs it, e.g. 'analytics.forward-to-segment'. */
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    /** At most one not-yet-started job per (name, dedupe key); see the unique index below. */
    dedupeKey: text('dedupe_key'),
    /** Not run before this time: the requested start, or the next retry after a failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Runs started so far, counted when claimed, so a crash mid-run still counts. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** The worker running it; its lease ends at lockedUntil unless renewed. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`status = 'pending'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`status = 'running'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`status in ('succeeded', 'failed')`),
    // Only jobs that never started are deduplicated: a retry is a started job and may coexist with a new one.
    uniqueIndex('jobs_dedupe_idx')
      .on(t.name, t.dedupeKey)
      .where(sql`status = 'pending' and attempts = 0`),
  ],
);
