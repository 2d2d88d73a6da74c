import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobWorker } from './job-worker.ts';
import type { JobRegistry } from './jobs.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where modules register their job handlers. */
    jobs: JobRegistry;
  }
}

/**
 * Gives the app a job registry and, unless JOBS_ENABLED is false, runs the worker in this process from
 * ready until close; at close it finishes or hands back running jobs before the database closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const worker = new JobWorker({
    database: app.database,
    log: app.log.child({ component: 'jobs' }),
    concurrency: app.config.JOBS_CONCURRENCY,
    pollIntervalMs: app.config.JOBS_POLL_MS,
  });
  app.decorate('jobs', worker as JobRegistry);
  if (!app.config.JOBS_ENABLED) return;
  app.addHook('onReady', () => worker.start());
  // onClose hooks run in reverse order of registration, so this runs before the database closes.
  app.addHook('onClose', () => worker.stop());
});
