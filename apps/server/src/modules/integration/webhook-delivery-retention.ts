import type { Db } from '../../db/client.ts';
import { pruneInBatches, recurringJob } from '../jobs/recurring-job.service.ts';
import { deleteDeliveriesBefore } from './webhook-deliveries.repository.ts';

/** The daily job that deletes webhook delivery attempts older than LOG_RETENTION_DAYS (ADR 049). */
export const WEBHOOK_DELIVERY_RETENTION_JOB = 'integration.webhook-deliveries.prune';

const DAY_MS = 86_400_000;

/** The retention job of the webhook delivery log: every day, attempts older than `retentionDays` go. */
export function webhookDeliveryRetentionJob(db: Db, retentionDays: number, now?: () => Date) {
  return recurringJob(
    db,
    {
      name: WEBHOOK_DELIVERY_RETENTION_JOB,
      everyMs: DAY_MS,
      async run(at, context) {
        const cutOff = new Date(at.getTime() - retentionDays * DAY_MS);
        const deleted = await pruneInBatches((batch) => deleteDeliveriesBefore(db, cutOff, batch));
        if (deleted > 0) context.log.info({ deleted, cutOff }, 'old webhook delivery attempts deleted');
      },
    },
    now,
  );
}
