import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { orderCutOffJob, scheduleOpenCutOffs } from './order-cut-off.ts';

/** Registers the orders module's cut-off job and schedules the cut-offs of open orders at start. */
export const ordersPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.register(orderCutOffJob(app.db));
  if (app.config.JOBS_ENABLED) app.addHook('onReady', () => scheduleOpenCutOffs(app.db));
});
