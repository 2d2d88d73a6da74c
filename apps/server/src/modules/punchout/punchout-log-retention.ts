import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { pruneInBatches, recurringJob, startRecurring } from '../jobs/recurring-job.service.ts';
import { deletePunchoutLogBefore } from './punchout-log.repository.ts';

/** The daily job that deletes punchout log entries older than LOG_RETENTION_DAYS (ADR 049). */
export const PUNCHOUT_LOG_RETENTION_JOB = 'punchout.log.prune';

const DAY_MS = 86_400_000;

/** The retention job of the punchout log: every day, entries older than `retentionDays` go. */
export function punchoutLogRetentionJob(db: Db, retentionDays: number, now?: () => Date) {
  return recurringJob(
    db,
    {
      name: PUNCHOUT_LOG_RETENTION_JOB,
      everyMs: DAY_MS,
      async run(at, context) {
        const cutOff = new Date(at.getTime() - retentionDays * DAY_MS);
        const deleted = await pruneInBatches((batch) => deletePunchoutLogBefore(db, cutOff, batch));
        if (deleted > 0) context.log.info({ deleted, cutOff }, 'old punchout log entries deleted');
      },
    },
    now,
  );
}

/** Registers the punchout log's retention job and starts its daily chain when this process runs jobs. */
export const punchoutLogRetentionPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.register(punchoutLogRetentionJob(app.db, app.config.LOG_RETENTION_DAYS));
  if (app.config.JOBS_ENABLED) {
    app.addHook('onReady', () => startRecurring(app.db, PUNCHOUT_LOG_RETENTION_JOB));
  }
});
