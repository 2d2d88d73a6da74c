import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { JobWorker, type JobWorkerOptions } from './job-worker.ts';
import { claimJobs, recoverExpiredLeases } from './jobs.repository.ts';
import { PermanentJobError, enqueue, type JobHandler } from './jobs.service.ts';
import { jobs } from './jobs.table.ts';

// A second handle stands for a second server process: its own pool on PostgreSQL, the same engine on PGlite.
let database: TestDatabase;
let other: Database;
const workers: JobWorker[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  other = await database.openAnotherHandle();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await other.close();
  await database.close();
});

const loggedErrors: unknown[] = [];
const log = {
  level: 'silent',
  fatal: (...args: unknown[]) => loggedErrors.push(args),
  error: (...args: unknown[]) => loggedErrors.push(args),
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => log,
} as unknown as FastifyBaseLogger;

let nameCounter = 0;
/** A job name no earlier test has used, so leftovers never mix in. */
const uniqueName = (label: string) => `test.${label}.${++nameCounter}`;

async function startWorker(
  handlers: JobHandler<unknown>[],
  options: Partial<JobWorkerOptions> = {},
): Promise<JobWorker> {
  const worker = new JobWorker({ database, log, pollIntervalMs: 20, random: () => 1, ...options });
  for (const handler of handlers) worker.register(handler);
  workers.push(worker);
  await worker.start();
  return worker;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function jobRow(id: number | null) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id!));
  return row!;
}

const anyPayload = z.unknown();

describe('job worker', () => {
  it('runs an enqueued job at once with its payload and records success', async () => {
    const name = uniqueName('hello');
    const seen: unknown[] = [];
    await startWorker(
      [{ name, payload: z.object({ to: z.string() }), run: async (p) => void seen.push(p) }],
      { pollIntervalMs: 60_000 },
    );
    const id = await enqueue(database.db, name, { to: 'chef@example.test' });
    await waitFor(async () => (await jobRow(id)).status === 'succeeded', 2000);
    expect(seen).toEqual([{ to: 'chef@example.test' }]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lockedBy: null, lastError: null });
    expect((await jobRow(id)).finishedAt).toBeInstanceOf(Date);
  });

  it('is woken through NOTIFY by a job enqueued in another process, once its transaction commits', async () => {
    const name = uniqueName('notified');
    let runs = 0;
    await startWorker([{ name, payload: anyPayload, run: async () => void runs++ }], {
      pollIntervalMs: 60_000,
    });
    let id: number | null = null;
    await other.db.transaction(async (tx) => {
      id = await enqueue(tx, name, {});
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(runs).toBe(0);
    });
    await waitFor(async () => (await jobRow(id)).status === 'succeeded', 2000);
    expect(runs).toBe(1);
  });

  it('retries a failing job with exponential backoff and keeps the last error', async () => {
    const name = uniqueName('flaky');
    const startedAt: number[] = [];
    const id = await enqueue(database.db, name, {}, { maxAttempts: 5 });
    await startWorker([
      {
        name,
        payload: anyPayload,
        retry: { baseMs: 150, maxMs: 10_000 },
        run: async () => {
          startedAt.push(Date.now());
          if (startedAt.length < 3) throw new Error(`supplier API down (${startedAt.length})`);
        },
      },
    ]);
    await waitFor(async () => (await jobRow(id)).status === 'succeeded');
    expect(startedAt).toHaveLength(3);
    // random() = 1 means no jitter: 150 ms after the first failure, 300 ms after the second.
    expect(startedAt[1]! - startedAt[0]!).toBeGreaterThanOrEqual(140);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThanOrEqual(290);
    expect(startedAt[2]! - startedAt[1]!).toBeGreaterThan(startedAt[1]! - startedAt[0]!);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, lastError: null });
  });

  it('records the error and schedules the retry in the database', async () => {
    const name = uniqueName('later');
    const id = await enqueue(database.db, name, {});
    await startWorker([
      {
        name,
        payload: anyPayload,
        retry: { baseMs: 60_000, maxMs: 60_000 },
        run: async () => {
          throw new Error('SMTP refused');
        },
      },
    ]);
    await waitFor(async () => (await jobRow(id)).lastError !== null);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: SMTP refused' });
    const waitMs = row.runAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(50_000);
    expect(waitMs).toBeLessThanOrEqual(60_000);
  });

  it('gives up after maxAttempts', async () => {
    const name = uniqueName('doomed');
    let runs = 0;
    const id = await enqueue(database.db, name, {}, { maxAttempts: 3 });
    await startWorker([
      {
        name,
        payload: anyPayload,
        retry: { baseMs: 1, maxMs: 1 },
        run: async () => {
          runs++;
          throw new Error('still broken');
        },
      },
    ]);
    await waitFor(async () => (await jobRow(id)).status === 'failed');
    expect(runs).toBe(3);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, lastError: 'Error: still broken' });
  });

  it('fails at once on a PermanentJobError or a payload that does not parse', async () => {
    const refused = uniqueName('refused');
    const typed = uniqueName('typed');
    let runs = 0;
    await startWorker([
      {
        name: refused,
        payload: anyPayload,
        retry: { baseMs: 1, maxMs: 1 },
        run: async () => {
          runs++;
          throw new PermanentJobError('address does not exist');
        },
      },
      { name: typed, payload: z.object({ orderId: z.number() }), run: async () => void runs++ },
    ]);
    const a = await enqueue(database.db, refused, {});
    const b = await enqueue(database.db, typed, { orderId: 'not a number' });
    await waitFor(async () => (await jobRow(a)).status === 'failed' && (await jobRow(b)).status === 'failed');
    expect(runs).toBe(1);
    expect(await jobRow(a)).toMatchObject({
      attempts: 1,
      lastError: 'PermanentJobError: address does not exist',
    });
    expect(await jobRow(b)).toMatchObject({ attempts: 1 });
  });

  it('aborts a run that exceeds its timeout and retries it', async () => {
    const name = uniqueName('slow');
    let aborted = false;
    const id = await enqueue(database.db, name, {}, { maxAttempts: 1 });
    await startWorker([
      {
        name,
        payload: anyPayload,
        timeoutMs: 50,
        run: (_p, { signal }) => new Promise(() => signal.addEventListener('abort', () => (aborted = true))),
      },
    ]);
    await waitFor(async () => (await jobRow(id)).status === 'failed');
    expect(aborted).toBe(true);
    expect((await jobRow(id)).lastError).toContain('timed out after 50 ms');
  });

  it('does not run a job before its runAt', async () => {
    const name = uniqueName('scheduled');
    let ranAt = 0;
    await startWorker([{ name, payload: anyPayload, run: async () => void (ranAt = Date.now()) }]);
    const runAt = new Date(Date.now() + 300);
    const id = await enqueue(database.db, name, {}, { runAt });
    await waitFor(async () => (await jobRow(id)).status === 'succeeded');
    expect(ranAt).toBeGreaterThanOrEqual(runAt.getTime() - 5);
  });

  it('claims only jobs it has a handler for', async () => {
    const known = uniqueName('known');
    const unknown = uniqueName('unknown');
    await startWorker([{ name: known, payload: anyPayload, run: async () => undefined }]);
    const a = await enqueue(database.db, known, {});
    const b = await enqueue(database.db, unknown, {});
    await waitFor(async () => (await jobRow(a)).status === 'succeeded');
    expect(await jobRow(b)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('deduplication', () => {
  it('keeps one not-yet-started job per name and key', async () => {
    const name = uniqueName('dedupe');
    const first = await enqueue(database.db, name, { n: 1 }, { dedupeKey: 'sku-42' });
    const again = await enqueue(database.db, name, { n: 2 }, { dedupeKey: 'sku-42' });
    const otherKey = await enqueue(database.db, name, { n: 3 }, { dedupeKey: 'sku-43' });
    const otherName = await enqueue(database.db, uniqueName('dedupe'), { n: 4 }, { dedupeKey: 'sku-42' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(otherKey).not.toBeNull();
    expect(otherName).not.toBeNull();
    expect(await database.db.select().from(jobs).where(eq(jobs.name, name))).toHaveLength(2);
  });

  it('accepts the key again once the job has started, so work asked for during a run is not lost', async () => {
    const name = uniqueName('dedupe-running');
    let release: () => void = () => undefined;
    const payloads: unknown[] = [];
    await startWorker(
      [
        {
          name,
          payload: anyPayload,
          run: async (p) => {
            payloads.push(p);
            if (payloads.length === 1) await new Promise<void>((resolve) => (release = resolve));
          },
        },
      ],
      { concurrency: 1 },
    );
    const first = await enqueue(database.db, name, { n: 1 }, { dedupeKey: 'k' });
    await waitFor(() => payloads.length === 1);
    const second = await enqueue(database.db, name, { n: 2 }, { dedupeKey: 'k' });
    const third = await enqueue(database.db, name, { n: 3 }, { dedupeKey: 'k' });
    expect(second).not.toBeNull();
    expect(third).toBeNull();
    release();
    await waitFor(async () => (await jobRow(second)).status === 'succeeded');
    expect(payloads).toEqual([{ n: 1 }, { n: 2 }]);
    expect((await jobRow(first)).status).toBe('succeeded');
  });

  it('lets a retry wait beside a new job with the same key', async () => {
    const name = uniqueName('dedupe-retry');
    let runs = 0;
    const first = await enqueue(database.db, name, {}, { dedupeKey: 'k' });
    await startWorker([
      {
        name,
        payload: anyPayload,
        retry: { baseMs: 60_000, maxMs: 60_000 },
        run: async () => {
          runs++;
          throw new Error('try later');
        },
      },
    ]);
    await waitFor(
      async () => (await jobRow(first)).attempts === 1 && (await jobRow(first)).status === 'pending',
    );
    const second = await enqueue(database.db, name, {}, { dedupeKey: 'k' });
    expect(second).not.toBeNull();
    // attempts is counted at claim time, before the handler runs: wait for the run itself.
    await waitFor(async () => runs === 2 && (await jobRow(second)).status === 'pending');
    expect((await jobRow(second)).attempts).toBe(1);
    expect(runs).toBe(2);
  });
});

describe('several workers', () => {
  it('never run the same job twice, across processes', async () => {
    const name = uniqueName('shared');
    const runsById = new Map<number, number>();
    const runsByWorker = new Map<string, number>();
    const handler = (worker: () => JobWorker): JobHandler<unknown> => ({
      name,
      payload: anyPayload,
      run: async (_p, { jobId }) => {
        runsById.set(jobId, (runsById.get(jobId) ?? 0) + 1);
        runsByWorker.set(worker().workerId, (runsByWorker.get(worker().workerId) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const a: JobWorker = await startWorker([handler(() => a)], { concurrency: 3 });
    const b: JobWorker = await startWorker([handler(() => b)], { concurrency: 3, database: other });
    const ids = await Promise.all(Array.from({ length: 60 }, (_, n) => enqueue(database.db, name, { n })));
    await waitFor(() => [...runsById.values()].reduce((s, n) => s + n, 0) >= 60, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...runsById.keys()].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x! - y!));
    expect([...runsById.values()].every((n) => n === 1)).toBe(true);
    expect(runsByWorker.get(a.workerId)).toBeGreaterThan(0);
    expect(runsByWorker.get(b.workerId)).toBeGreaterThan(0);
  });

  it('claim disjoint sets when claiming at the same moment', async () => {
    const name = uniqueName('race');
    await Promise.all(Array.from({ length: 30 }, () => enqueue(database.db, name, {})));
    const claims = await Promise.all([
      claimJobs(database.db, { names: [name], limit: 20, workerId: 'w1', leaseMs: 60_000 }),
      claimJobs(other.db, { names: [name], limit: 20, workerId: 'w2', leaseMs: 60_000 }),
    ]);
    const ids = claims.flat().map((j) => j.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });
});

describe('leases', () => {
  it('takes back the job of a worker that died, and runs it', async () => {
    const name = uniqueName('orphan');
    const id = await enqueue(database.db, name, {});
    const [claimed] = await claimJobs(database.db, { names: [name], limit: 1, workerId: 'dead', leaseMs: 1 });
    expect(claimed?.id).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    let runs = 0;
    await startWorker([{ name, payload: anyPayload, run: async () => void runs++ }], {
      sweepIntervalMs: 50,
    });
    await waitFor(async () => (await jobRow(id)).status === 'succeeded');
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 2 });
  });

  it('fails an orphaned job that had used its last attempt', async () => {
    const name = uniqueName('orphan-last');
    const id = await enqueue(database.db, name, {}, { maxAttempts: 1 });
    await claimJobs(database.db, { names: [name], limit: 1, workerId: 'dead', leaseMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await recoverExpiredLeases(database.db)).toBeGreaterThanOrEqual(1);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', lockedBy: null });
    expect(row.lastError).toContain('lease expired: worker dead');
  });

  it('renews the lease of a job that runs longer than the lease', async () => {
    const name = uniqueName('long');
    let runs = 0;
    const id = await enqueue(database.db, name, {});
    await startWorker(
      [
        {
          name,
          payload: anyPayload,
          run: async () => {
            runs++;
            await new Promise((resolve) => setTimeout(resolve, 500));
          },
        },
      ],
      { leaseMs: 150, sweepIntervalMs: 20 },
    );
    await waitFor(async () => (await jobRow(id)).status === 'succeeded');
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 1 });
  });
});

describe('stopping', () => {
  it('lets a running job finish within the grace period', async () => {
    const name = uniqueName('finishing');
    const worker = await startWorker([
      {
        name,
        payload: anyPayload,
        run: () => new Promise((resolve) => setTimeout(resolve, 100)),
      },
    ]);
    const id = await enqueue(database.db, name, {});
    await waitFor(async () => (await jobRow(id)).status === 'running');
    await worker.stop();
    expect(await jobRow(id)).toMatchObject({ status: 'succeeded' });
  });

  it('hands an unfinished job back to the queue, aborting its signal, and claims nothing more', async () => {
    const name = uniqueName('interrupted');
    let aborted = false;
    const worker = await startWorker(
      [
        {
          name,
          payload: anyPayload,
          run: (_p, { signal }) =>
            new Promise((_, reject) =>
              signal.addEventListener('abort', () => {
                aborted = true;
                reject(signal.reason);
              }),
            ),
        },
      ],
      { stopGraceMs: 50 },
    );
    const id = await enqueue(database.db, name, {});
    await waitFor(async () => (await jobRow(id)).status === 'running');
    await worker.stop();
    expect(aborted).toBe(true);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'pending', lockedBy: null, attempts: 1 });
    expect(row.lastError).toContain('interrupted');

    const later = await enqueue(database.db, name, {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await jobRow(later)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('housekeeping', () => {
  it('prunes succeeded jobs after a week', async () => {
    const name = uniqueName('old');
    const id = await enqueue(database.db, name, {});
    await database.db
      .update(jobs)
      .set({ status: 'succeeded', finishedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, id!));
    await startWorker([]);
    await waitFor(async () => (await database.db.select().from(jobs).where(eq(jobs.id, id!))).length === 0);
  });

  it('logged no unexpected errors', () => {
    // Expected failures above are logged as errors by design; none may come from the worker's own machinery.
    const machinery = loggedErrors.filter((args) =>
      /claiming|renewing|sweep|could not/.test(JSON.stringify((args as unknown[])[1] ?? '')),
    );
    expect(machinery).toEqual([]);
  });
});
