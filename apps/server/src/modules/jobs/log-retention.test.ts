import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../test-support/factories.ts';
import { createApiKey } from '../../test-support/erp-client.ts';
import { loadConfig } from '../../plugins/config.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { integrationWebhookDeliveries } from '../integration/integration.table.ts';
import { webhookDeliveryRetentionJob } from '../integration/webhook-delivery-retention.ts';
import { PUNCHOUT_LOG_RETENTION_JOB, punchoutLogRetentionJob } from '../punchout/punchout-log-retention.ts';
import { punchoutLog } from '../punchout/punchout.table.ts';
import { createBuyers } from '../punchout/punchout.test-support.ts';
import { pruneInBatches, startRecurring } from './recurring-job.ts';
import { jobs } from './jobs.table.ts';

let t: TestApp;
const NOW = new Date('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;
const context = {
  jobId: 1,
  attempt: 1,
  maxAttempts: 8,
  signal: new AbortController().signal,
  log: silentLog,
};

beforeAll(async () => {
  // The worker stays off: the test runs each job itself, at a clock it chooses.
  t = await createTestApp({ JOBS_ENABLED: 'false' });
}, 60_000);
afterAll(() => t.close());

describe('log retention', () => {
  it('deletes webhook delivery attempts older than the retention, keeps the rest, and plans tomorrow', async () => {
    const db = t.database.db;
    const { row: key } = await createApiKey(t);
    const attempt = (attemptedAt: Date, eventId: string) => ({
      keyId: key.id,
      eventType: 'order.placed',
      eventId,
      kind: 'order' as const,
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
    expect(next?.runAt.toISOString()).toBe(new Date(NOW.getTime() + DAY).toISOString());
  });

  it('deletes punchout log entries older than the retention; a start keeps one waiting run', async () => {
    const db = t.database.db;
    const { organization } = await createOrganization(db);
    await createBuyers(db, organization.id, 'retention');
    const entry = (createdAt: Date, detail: string) => ({
      buyerId: 'retention-cxml',
      kind: 'setup' as const,
      ok: true,
      detail,
      createdAt,
    });
    await db
      .insert(punchoutLog)
      .values([entry(daysAgo(31), 'old'), entry(daysAgo(29), 'recent'), entry(NOW, 'today')]);
    await punchoutLogRetentionJob(db, 30, () => NOW).run({}, context);
    expect((await db.select().from(punchoutLog)).map((row) => row.detail).sort()).toEqual([
      'recent',
      'today',
    ]);
    // Several processes starting at once keep one chain: the run the job planned absorbs the starts.
    await startRecurring(db, PUNCHOUT_LOG_RETENTION_JOB);
    await startRecurring(db, PUNCHOUT_LOG_RETENTION_JOB);
    const waiting = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, PUNCHOUT_LOG_RETENTION_JOB), eq(jobs.status, 'pending')));
    expect(waiting).toHaveLength(1);
  });

  it('prunes in batches until a batch comes back short, and stops at the batch limit', async () => {
    const sizes = [3, 3, 1, 3];
    const calls: number[] = [];
    const deleted = await pruneInBatches(
      async (batch) => {
        calls.push(batch);
        return sizes[calls.length - 1]!;
      },
      { batch: 3 },
    );
    expect(deleted).toBe(7);
    expect(calls).toEqual([3, 3, 3]);
    let endless = 0;
    expect(await pruneInBatches(async (batch) => (endless++, batch), { batch: 2, maxBatches: 4 })).toBe(8);
    expect(endless).toBe(4);
  });

  it('is a setting: LOG_RETENTION_DAYS, 90 by default, a whole number of days from 1', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).LOG_RETENTION_DAYS).toBe(90);
    expect(loadConfig({ NODE_ENV: 'test', LOG_RETENTION_DAYS: '30' }).LOG_RETENTION_DAYS).toBe(30);
    for (const bad of ['0', '1.5', 'ninety'])
      expect(() => loadConfig({ NODE_ENV: 'test', LOG_RETENTION_DAYS: bad })).toThrow(/LOG_RETENTION_DAYS/);
  });
});
