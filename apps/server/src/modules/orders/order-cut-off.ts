import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { enqueue, enqueueDeduped, type JobHandler } from '../jobs/jobs.service.ts';
import { findOpenCutOffs, moveOrdersPastCutOff } from './orders.repository.ts';

/** The job that moves Submitted orders to Processing once their business unit's cut-off comes. */
export const ORDER_CUT_OFF_JOB = 'orders.cut-off';

const payloadSchema = z.object({ cutOffAt: z.string().optional() });

/**
 * Schedules the cut-off job for each distinct cut-off, inside the caller's transaction. One job per
 * instant (deduplicated by it) moves every order of that cut-off at once, whichever process runs it.
 */
export async function scheduleCutOffs(db: Db, cutOffs: readonly Date[]): Promise<void> {
  const distinct = [...new Set(cutOffs.map((at) => at.getTime()))].map((at) => new Date(at));
  await enqueueDeduped(
    db,
    ORDER_CUT_OFF_JOB,
    distinct.map((runAt) => ({
      payload: { cutOffAt: runAt.toISOString() },
      dedupeKey: runAt.toISOString(),
      runAt,
    })),
  );
}

/**
 * At start: one sweep now (orders whose cut-off passed while no process ran, demo data) and a job for
 * each future cut-off, in case the data was written without them. Deduplication keeps this idempotent.
 */
export async function scheduleOpenCutOffs(db: Db, now = new Date()): Promise<void> {
  await enqueue(db, ORDER_CUT_OFF_JOB, {}, { dedupeKey: 'sweep' });
  await scheduleCutOffs(db, await findOpenCutOffs(db, now));
}

/**
 * The cut-off job: moves every Submitted order whose cut-off is at or before now to Processing. It moves
 * by time, not by the instant it was scheduled for, so it is safe to repeat and catches anything missed.
 */
export function orderCutOffJob(
  db: Db,
  now: () => Date = () => new Date(),
): JobHandler<z.infer<typeof payloadSchema>> {
  return {
    name: ORDER_CUT_OFF_JOB,
    payload: payloadSchema,
    async run(_payload, context) {
      const moved = await moveOrdersPastCutOff(db, now());
      if (moved > 0) context.log.info({ moved }, 'orders moved to Processing at cut-off');
    },
  };
}
