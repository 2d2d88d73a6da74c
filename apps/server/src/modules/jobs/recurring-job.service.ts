import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enqueue, type JobContext, type JobHandler } from './jobs.service.ts';

// Every recurring job has one waiting run at most: a start enqueues it, each run enqueues the next.
const NEXT_RUN = 'next';

/** Work done again and again: its job name, how long between runs, and the work. */
export interface RecurringWork {
  name: string;
  everyMs: number;
  run(now: Date, context: JobContext): Promise<void>;
}

/**
 * A job that runs every `everyMs`: each run first enqueues the next one (deduplicated, so several processes
 * keep one chain), then works, so a run that fails and is retried never breaks the chain.
 */
export function recurringJob(
  db: Db,
  work: RecurringWork,
  now: () => Date = () => new Date(),
): JobHandler<Record<string, never>> {
  return {
    name: work.name,
    payload: z.object({}).strict(),
    async run(_payload, context) {
      const at = now();
      await enqueue(db, work.name, {}, { dedupeKey: NEXT_RUN, runAt: new Date(at.getTime() + work.everyMs) });
      await work.run(at, context);
    },
  };
}

/** Starts a recurring job's chain at start-up: a run now, unless one is already waiting. */
export async function startRecurring(db: Db, name: string): Promise<void> {
  await enqueue(db, name, {}, { dedupeKey: NEXT_RUN });
}

/**
 * Deletes rows older than a cut-off a batch at a time (`deleteBatch` deletes up to `batch` and says how many
 * it did), so no statement holds a long lock; stops after `maxBatches`, the next run takes the rest.
 */
export async function pruneInBatches(
  deleteBatch: (batch: number) => Promise<number>,
  { batch = 5_000, maxBatches = 200 } = {},
): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const deleted = await deleteBatch(batch);
    total += deleted;
    if (deleted < batch) break;
  }
  return total;
}
