import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JobWorker } from '../modules/jobs/job-worker.ts';
import { jobs } from '../modules/jobs/jobs.table.ts';
import { registerSubscribers, subscriberJobName } from '../subscribers/event-fan-out.ts';
import { defineSubscriber } from '../subscribers/subscriber.ts';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { defineEvent, eventJobName } from './domain-event.ts';
import { publish } from './publish.ts';

let database: TestDatabase;
let worker: JobWorker;
const silent = { child: () => silent, error: () => undefined, warn: () => undefined, info: () => undefined };

const somethingHappened = defineEvent('test.something-happened', z.object({ what: z.string() }));
const nobodyListens = defineEvent('test.nobody-listens', z.object({ what: z.string() }));
const recorded: { subscriber: string; what: string; eventId: number }[] = [];
let failuresLeft = 1;

beforeAll(async () => {
  database = await openTestDatabase();
  worker = new JobWorker({ database, log: silent as unknown as FastifyBaseLogger, pollIntervalMs: 20 });
  registerSubscribers(
    worker,
    database.db,
    [
      defineSubscriber({
        name: 'test-recorder',
        event: somethingHappened,
        async handle({ what }, { eventId }) {
          recorded.push({ subscriber: 'recorder', what, eventId });
        },
      }),
      defineSubscriber({
        name: 'test-flaky',
        event: somethingHappened,
        retry: { baseMs: 10, maxMs: 10 },
        async handle({ what }, { eventId }) {
          if (failuresLeft-- > 0) throw new Error('the provider is down');
          recorded.push({ subscriber: 'flaky', what, eventId });
        },
      }),
    ],
    [somethingHappened, nobodyListens],
  );
  await worker.start();
});
afterAll(async () => {
  await worker.stop();
  await database.close();
});

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const jobsNamed = (name: string) => database.db.select().from(jobs).where(eq(jobs.name, name));

describe('publishing an event', () => {
  it('runs every subscriber of a committed event on its own, and none for a rolled-back one', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await publish(tx, somethingHappened, { what: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await database.db.transaction((tx) => publish(tx, somethingHappened, { what: 'committed' }));

    // The handler records before the worker marks its job done, so wait for the job, not the record.
    const flakyJobFinished = async () =>
      (await jobsNamed(subscriberJobName({ name: 'test-flaky' })))[0]?.status === 'succeeded';
    await until(async () => recorded.length === 2 && (await flakyJobFinished()));
    const [event] = await jobsNamed(eventJobName(somethingHappened));
    expect(recorded.map((r) => r.what)).toEqual(['committed', 'committed']);
    expect(recorded.map((r) => r.eventId)).toEqual([event!.id, event!.id]);
    // The flaky subscriber failed once and was retried alone: the recorder ran exactly once.
    expect(recorded.filter((r) => r.subscriber === 'recorder')).toHaveLength(1);
    const [flaky] = await jobsNamed(subscriberJobName({ name: 'test-flaky' }));
    expect(flaky).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await jobsNamed(eventJobName(somethingHappened))).toHaveLength(1);
  });

  it('finishes an event nobody subscribes to, and refuses a payload its schema does not allow', async () => {
    await database.db.transaction((tx) => publish(tx, nobodyListens, { what: 'unheard' }));
    await until(async () => (await jobsNamed(eventJobName(nobodyListens)))[0]?.status === 'succeeded');
    await expect(
      database.db.transaction((tx) => publish(tx, nobodyListens, { what: 42 } as never)),
    ).rejects.toThrow();
    expect(await jobsNamed(eventJobName(nobodyListens))).toHaveLength(1);
  });
});
