import type { Db } from '../../db/client.ts';
import { recurringJob } from '../jobs/recurring-job.service.ts';
import { buildOrderFigures } from './order-figures-build.ts';

/** The recurring job that brings the analytics summary's order rollups up to date (ADR 055). */
export const ORDER_FIGURES_JOB = 'analytics.order-figures.build';

// Every minute: a day changed after it ended is read from the orders until the next run builds it again.
const EVERY_MS = 60_000;

/** The order rollups' job: each run builds the days changed or ended since the last. */
export function orderFiguresJob(db: Db, now?: () => Date) {
  return recurringJob(
    db,
    {
      name: ORDER_FIGURES_JOB,
      everyMs: EVERY_MS,
      async run(at, context) {
        const days = await buildOrderFigures(db, at);
        if (days.length > 0)
          context.log.info({ days: days.length, first: days[0], last: days.at(-1) }, 'order rollups built');
      },
    },
    now,
  );
}
