import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from './jobs.table.ts';
import { queryRows } from '../../db/query-rows.ts';

/** A job a worker has claimed and must now run. */
export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  /** This run's number, starting at 1. */
  attempts: number;
  maxAttempts: number;
}

/** What to store for a new job. */
export interface NewJob {
  name: string;
  payload: unknown;
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

/** `now()` shifted by a number of milliseconds (negative for the past), computed by the database clock. */
const nowPlusMs = (ms: number) => sql`now() + ${Math.round(ms)}::double precision * interval '1 millisecond'`;

/**
 * Stores a job; returns its id, or null when a not-yet-started job with the same name and dedupe key exists.
 * With `notifyChannel`, the same statement sends a NOTIFY on it with the job's name when the job was stored
 * (delivered at commit), so enqueueing and waking other processes cost one round trip, not two.
 */
export async function insertJob(
  db: Db,
  job: NewJob,
  options: { notifyChannel?: string } = {},
): Promise<number | null> {
  const insert = db.insert(jobs).values({
    name: job.name,
    payload: job.payload ?? {},
    dedupeKey: job.dedupeKey ?? null,
    runAt: job.runAt,
    maxAttempts: job.maxAttempts,
  });
  const stored = (
    job.dedupeKey === undefined
      ? insert
      : insert.onConflictDoNothing({
          target: [jobs.name, jobs.dedupeKey],
          // Must match the partial unique index's predicate for PostgreSQL to pick it as the arbiter.
          where: sql`status = 'pending' and attempts = 0`,
        })
  ).returning({ id: jobs.id });
  if (options.notifyChannel === undefined) return (await stored)[0]?.id ?? null;
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`with stored as (${stored.getSQL()}) select id, pg_notify(${options.notifyChannel}, ${job.name}) from stored`,
  );
  const [row] = rows;
  return row ? Number(row.id) : null;
}

/** Stores jobs that all carry dedupe keys in one statement; returns how many were new. */
export async function insertDedupedJobs(
  db: Db,
  list: readonly (NewJob & { dedupeKey: string })[],
): Promise<number> {
  if (list.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        name: job.name,
        payload: job.payload ?? {},
        dedupeKey: job.dedupeKey,
        runAt: job.runAt,
        maxAttempts: job.maxAttempts,
      })),
    )
    .onConflictDoNothing({
      target: [jobs.name, jobs.dedupeKey],
      // Must match the partial unique index's predicate for PostgreSQL to pick it as the arbiter.
      where: sql`status = 'pending' and attempts = 0`,
    })
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Claims up to `limit` due jobs of the given names for one worker. SKIP LOCKED lets any number of
 * workers claim at once without waiting for, or ever sharing, a row.
 */
export async function claimJobs(
  db: Db,
  options: { names: string[]; limit: number; workerId: string; leaseMs: number },
): Promise<ClaimedJob[]> {
  if (options.names.length === 0 || options.limit < 1) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`), inArray(jobs.name, options.names)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.workerId,
      lockedUntil: nowPlusMs(options.leaseMs),
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      name: jobs.name,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
  return rows.sort((a, b) => a.id - b.id);
}

const heldBy = (workerId: string, ids: number[]) =>
  and(inArray(jobs.id, ids), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId));

/** Extends the leases of jobs a worker is still running, so no other worker takes them over. */
export async function renewLeases(db: Db, workerId: string, ids: number[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ lockedUntil: nowPlusMs(leaseMs) })
    .where(heldBy(workerId, ids));
}

/** Marks a job done; false when this worker no longer held it (its lease expired and it was taken back). */
export async function completeJob(db: Db, id: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'succeeded', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
    .where(heldBy(workerId, [id]))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Puts a failed job back to wait `delayMs` before its next attempt. */
export async function retryJob(
  db: Db,
  id: number,
  workerId: string,
  error: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'pending',
      runAt: nowPlusMs(delayMs),
      lockedBy: null,
      lockedUntil: null,
      lastError: error,
    })
    .where(heldBy(workerId, [id]));
}

/** Gives up on a job for good. */
export async function failJob(db: Db, id: number, workerId: string, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'failed', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: error })
    .where(heldBy(workerId, [id]));
}

/** Hands jobs a stopping worker did not finish back to the queue, due at once. */
export async function releaseJobs(db: Db, workerId: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({
      status: 'pending',
      runAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
      lastError: 'interrupted: the worker stopped',
    })
    .where(heldBy(workerId, ids));
}

/**
 * Takes back jobs whose worker vanished (its lease ran out without renewal): retried at once, or
 * failed when that run was the last allowed. Returns how many were recovered.
 */
export async function recoverExpiredLeases(db: Db): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'pending' end`,
      runAt: sql`now()`,
      finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then now() end`,
      lastError: sql`'lease expired: worker ' || ${jobs.lockedBy} || ' stopped renewing it'`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Deletes finished jobs older than the given ages, a bounded number per call. */
export async function pruneFinishedJobs(
  db: Db,
  options: { succeededAfterMs: number; failedAfterMs: number; limit: number },
): Promise<number> {
  const old = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      sql`(${jobs.status} = 'succeeded' and ${jobs.finishedAt} < ${nowPlusMs(-options.succeededAfterMs)})
        or (${jobs.status} = 'failed' and ${jobs.finishedAt} < ${nowPlusMs(-options.failedAfterMs)})`,
    )
    .limit(options.limit);
  const rows = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
  return rows.length;
}

/** When each of these jobs runs next, for those still waiting (pending); finished or running ones are left out. */
export async function findPendingRunTimes(db: Db, ids: readonly number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, runAt: jobs.runAt })
    .from(jobs)
    .where(and(inArray(jobs.id, [...ids]), eq(jobs.status, 'pending')));
  return new Map(rows.map((row) => [row.id, row.runAt]));
}
