import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../test-support/erp-client.ts';
import { JOB_TEST_NOW, daysBeforeJobTestNow, jobRunContext } from '../../test-support/job-run.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { integrationWebhookDeliveries } from './integration.table.ts';
import { webhookDeliveryRetentionJob } from './webhook-delivery-retention.ts';

const NOW = JOB_TEST_NOW;
const daysAgo = daysBeforeJobTestNow;
const context = jobRunContext;

let t: TestApp;
beforeAll(async () => {
  // The worker stays off: the test runs the job itself, at a clock it chooses.
  t = await createTestApp({ JOBS_ENABLED: 'false' });
}, 120_000);
afterAll(() => t.close());

describe("the webhook delivery log's retention", () => {
  it('deletes webhook delivery attempts older than the retention, keeps the rest, and plans tomorrow', async () => {
    const db = t.database.db;
    const { row: key } = await createApiKey(t);
    const attempt = (attemptedAt: Date, eventId: string) => ({
      keyId: key.id,
      eventType: 'order.placed',
      eventId,
      kind: 'placed' as const,
      attempt: 1,
      attemptedAt,
      durationMs: 12,
    });
    await db
      .insert(integrationWebhookDeliveries)
      .values([
        attempt(daysAgo(200), 'ancient'),
        attempt(daysAgo(90.01), 'just-past'),
        attempt(daysAgo(89.99), 'just-within'),
        attempt(daysAgo(1), 'yesterday'),
      ]);
    await webhookDeliveryRetentionJob(db, 90, () => NOW).run({}, context);
    const left = await db.select().from(integrationWebhookDeliveries);
    expect(left.map((row) => row.eventId).sort()).toEqual(['just-within', 'yesterday']);
    const [next] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'integration.webhook-deliveries.prune'), eq(jobs.status, 'pending')));
    expect(next?.runAt.toISOString()).toBe(new Date(NOW.getTime() + 86_400_000).toISOString());
  });
});
