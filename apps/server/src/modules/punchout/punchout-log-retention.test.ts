import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../test-support/factories.ts';
import { JOB_TEST_NOW, daysBeforeJobTestNow, jobRunContext } from '../../test-support/job-run.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { startRecurring } from '../jobs/recurring-job.service.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { PUNCHOUT_LOG_RETENTION_JOB, punchoutLogRetentionJob } from './punchout-log-retention.ts';
import { punchoutLog } from './punchout.table.ts';
import { createBuyers } from './punchout.test-support.ts';

const NOW = JOB_TEST_NOW;
const daysAgo = daysBeforeJobTestNow;
const context = jobRunContext;

let t: TestApp;
beforeAll(async () => {
  // The worker stays off: the test runs the job itself, at a clock it chooses.
  t = await createTestApp({ JOBS_ENABLED: 'false' });
}, 120_000);
afterAll(() => t.close());

describe("the punchout log's retention", () => {
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
});
