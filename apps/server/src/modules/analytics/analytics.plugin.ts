import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startRecurring } from '../jobs/recurring-job.service.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { ORDER_FIGURES_JOB, orderFiguresJob } from './order-figures.job.ts';
import { staffAnalyticsExportRoutes } from './staff-analytics-export.routes.ts';
import { staffAnalyticsRoutes } from './staff-analytics.routes.ts';
import { scheduleForwarding, segmentForwardJob } from './segment-forwarder.ts';
import type { SegmentTarget } from './segment-client.ts';

/**
 * The analytics module: the collector route and, when SEGMENT_WRITE_KEY is set, forwarding to Segment
 * through a durable job (also scheduled at start, for events an earlier run left waiting), and the staff
 * console's dashboard over the stored events and orders, with the job that keeps its order rollups (ADR 055).
 */
export const analyticsPlugin = fp(async (app: FastifyInstance) => {
  const { SEGMENT_ENDPOINT, SEGMENT_WRITE_KEY } = app.config;
  const target: SegmentTarget | null = SEGMENT_WRITE_KEY
    ? { endpoint: SEGMENT_ENDPOINT, writeKey: SEGMENT_WRITE_KEY }
    : null;
  app.jobs.register(segmentForwardJob(app.db, target));
  if (target) app.addHook('onReady', () => scheduleForwarding(app.db, 0));
  app.jobs.register(orderFiguresJob(app.db));
  if (app.config.JOBS_ENABLED) app.addHook('onReady', () => startRecurring(app.db, ORDER_FIGURES_JOB));
  await app.register(analyticsRoutes, { forward: target !== null });
  await app.register(staffAnalyticsRoutes);
  await app.register(staffAnalyticsExportRoutes);
});
