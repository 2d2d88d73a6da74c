import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { announceJob, JOBS_CHANNEL, wakeLocalWorkers } from './job-wakeups.ts';
import { findPendingRunTimes, insertDedupedJobs, insertJob } from './jobs.repository.ts';
import type { RetryPolicy } from './retry-delay.ts';

export type { RetryPolicy } from './retry-delay.ts';

/** What a running job knows about itself. */
export interface JobContext {
  jobId: number;
  /** This run's number, starting at 1. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the job times out or the worker stops before it finished; pass it to fetch and friends. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * A job type: its name, the shape of its payload and what running it means. Jobs run at least once,
 * so `run` must be safe to repeat (a crash after the work but before it is recorded runs it again).
 */
export interface JobHandler<P> {
  name: string;
  /** Checked before every run; a payload that does not parse fails the job without retries. */
  payload: z.ZodType<P>;
  run(payload: P, context: JobContext): Promise<void>;
  /** Spacing of retries after a failure; the default is DEFAULT_RETRY_POLICY. */
  retry?: Partial<RetryPolicy>;
  /** A run taking longer is aborted and counts as failed (default 5 minutes). */
  timeoutMs?: number;
}

/** Where job handlers are registered; every handler must be registered before the app is ready. */
export interface JobRegistry {
  register<P>(handler: JobHandler<P>): void;
}

/** Thrown by a handler when retrying cannot help (bad input, a permanent refusal): the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** When and how a job runs. */
export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** While a job with this name and key has not started, enqueueing another is a no-op. */
  dedupeKey?: string;
  /** Runs allowed in all, the first included (default 8). */
  maxAttempts?: number;
}

/**
 * Stores a job for a worker in any server process to run. Pass a transaction as `db` to enqueue
 * atomically with the change that asks for it. Returns the job id, or null when deduplicated.
 */
export async function enqueue(
  db: Db,
  name: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const dueNow = !options.runAt || options.runAt.getTime() <= Date.now();
  const id = await insertJob(
    db,
    { name, payload, ...options },
    dueNow ? { notifyChannel: JOBS_CHANNEL } : {},
  );
  if (id !== null && dueNow) wakeLocalWorkers(db, name);
  return id;
}

/**
 * Stores several jobs of one name, each with its own dedupe key, in one statement (e.g. a cut-off per
 * delivery of a submitted cart). Wakes the workers when any of them is due now.
 */
export async function enqueueDeduped(
  db: Db,
  name: string,
  list: readonly { payload: unknown; dedupeKey: string; runAt?: Date }[],
): Promise<void> {
  const added = await insertDedupedJobs(
    db,
    list.map((job) => ({ name, ...job })),
  );
  if (added > 0 && list.some((job) => !job.runAt || job.runAt.getTime() <= Date.now())) {
    await announceJob(db, name);
  }
}

/** When each of these jobs is retried next (a delivery log's "next retry"); jobs no longer waiting are absent. */
export function nextRunTimesOf(db: Db, jobIds: readonly number[]): Promise<Map<number, Date>> {
  return findPendingRunTimes(db, jobIds);
}
