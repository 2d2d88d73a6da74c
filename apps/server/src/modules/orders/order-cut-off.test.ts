import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartWorld, orderRow, passCutOff, placeOrder } from '../../test-support/orders-world.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { ORDER_CUT_OFF_JOB, scheduleOpenCutOffs } from './order-cut-off.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '50' });
});
afterAll(() => t.close());

describe('the cut-off job', () => {
  it('is scheduled for the cut-off instant of an order placed, once per instant', async () => {
    const world = await createCartWorld(t);
    const [order] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    await placeOrder(world, [[world.products.plain.sku, 'EA', 1]]);
    const row = await orderRow(world, order!.webOrderNumber);
    const scheduledJobs = () =>
      t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, ORDER_CUT_OFF_JOB), eq(jobs.dedupeKey, row.cutOffAt.toISOString())));
    // A subscriber of order.placed schedules it once the submit committed.
    let scheduled = await scheduledJobs();
    for (let i = 0; i < 100 && scheduled.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      scheduled = await scheduledJobs();
    }
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.runAt.getTime()).toBe(row.cutOffAt.getTime());
    expect(scheduled[0]!.status).toBe('pending');
  });

  it('at start, sweeps orders whose cut-off passed while no process ran and leaves open ones alone', async () => {
    const world = await createCartWorld(t);
    const [late] = await placeOrder(world, [[world.products.plain.sku, 'CS', 1]]);
    const [open] = await placeOrder(world, [[world.products.plain.sku, 'EA', 1]]);
    await passCutOff(world, late!.webOrderNumber);
    await scheduleOpenCutOffs(t.database.db);
    for (let i = 0; i < 100 && (await orderRow(world, late!.webOrderNumber)).status !== 'Processing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await orderRow(world, late!.webOrderNumber)).status).toBe('Processing');
    expect((await orderRow(world, open!.webOrderNumber)).status).toBe('Submitted');
  });
});
