import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { ZodError } from 'zod';
import type { Database } from '../../db/client.ts';
import { JOBS_CHANNEL, registerJobWaker } from './job-wakeups.ts';
import {
  claimJobs,
  completeJob,
  failJob,
  pruneFinishedJobs,
  recoverExpiredLeases,
  releaseJobs,
  renewLeases,
  retryJob,
  type ClaimedJob,
} from './jobs.repository.ts';
import { PermanentJobError, type JobHandler, type JobRegistry } from './jobs.service.ts';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './retry-delay.ts';

/** How a worker runs; every field but database and log has a production default. */
export interface JobWorkerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** How often an idle worker looks for due jobs (delayed jobs, retries, other processes' work). */
  pollIntervalMs?: number;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** How often expired leases are recovered and old finished jobs pruned. */
  sweepIntervalMs?: number;
  /** How long `stop` waits for running jobs before handing them back. */
  stopGraceMs?: number;
  workerId?: string;
  random?: () => number;
}

const DAY_MS = 86_400_000;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
const MAX_ERROR_LENGTH = 2000;

class JobTimeoutError extends Error {}

interface RunningJob {
  controller: AbortController;
  done: Promise<void>;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Runs registered job handlers in this process: claims due jobs, renews their leases while they run,
 * retries failures with exponential backoff, recovers jobs of workers that died, and stops gracefully.
 */
export class JobWorker implements JobRegistry {
  readonly workerId: string;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly running = new Map<number, RunningJob>();
  private readonly handedBack = new Set<number>();
  private readonly options: Required<Omit<JobWorkerOptions, 'workerId'>>;
  private state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  private starting: Promise<void> = Promise.resolve();
  private stopping: Promise<void> | null = null;
  private loop: Promise<void> | null = null;
  private wakeRequested = false;
  private endSleep: (() => void) | null = null;
  private timers: NodeJS.Timeout[] = [];
  private cleanups: (() => void | Promise<void>)[] = [];

  constructor(options: JobWorkerOptions) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.options = {
      concurrency: 4,
      pollIntervalMs: 1000,
      leaseMs: 60_000,
      sweepIntervalMs: 30_000,
      stopGraceMs: 5000,
      random: Math.random,
      ...options,
    };
  }

  /** Adds a job type this worker runs. */
  register<P>(handler: JobHandler<P>): void {
    if (this.handlers.has(handler.name)) throw new Error(`job handler ${handler.name} is registered twice`);
    this.handlers.set(handler.name, handler as JobHandler<unknown>);
  }

  /** Starts claiming and running jobs. */
  start(): Promise<void> {
    if (this.state === 'new') {
      this.state = 'started';
      this.starting = this.begin();
    }
    return this.starting;
  }

  private async begin(): Promise<void> {
    const { database, leaseMs, sweepIntervalMs } = this.options;
    this.cleanups.push(registerJobWaker(database.db, (name) => this.wakeFor(name)));
    await this.subscribe();
    this.timers.push(
      setInterval(() => void this.renewLeases(), Math.max(10, leaseMs / 3)).unref(),
      setInterval(() => void this.sweep(), sweepIntervalMs).unref(),
    );
    await this.sweep();
    this.loop = this.runLoop();
  }

  /** Makes an idle worker look for due jobs now. */
  wake(): void {
    this.wakeRequested = true;
    this.endSleep?.();
  }

  /** Stops claiming, lets running jobs finish within the grace period, then hands the rest back to the queue. */
  stop(): Promise<void> {
    if (this.state === 'new') this.state = 'stopped';
    else this.stopping ??= this.end();
    return this.stopping ?? Promise.resolve();
  }

  private async end(): Promise<void> {
    await this.starting;
    this.state = 'stopping';
    this.wake();
    await this.loop;
    for (const cleanup of this.cleanups.splice(0)) await cleanup();

    if (this.running.size > 0) {
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>(
        (resolve) => (graceTimer = setTimeout(resolve, this.options.stopGraceMs)),
      );
      await Promise.race([Promise.allSettled([...this.running.values()].map((r) => r.done)), grace]);
      clearTimeout(graceTimer);
    }
    const unfinished = [...this.running.keys()];
    if (unfinished.length > 0) {
      for (const id of unfinished) {
        this.handedBack.add(id);
        this.running.get(id)!.controller.abort(new Error('the worker is stopping'));
      }
      try {
        await releaseJobs(this.options.database.db, this.workerId, unfinished);
        this.options.log.warn(
          { jobIds: unfinished },
          'jobs unfinished at stop were handed back to the queue',
        );
      } catch (err) {
        this.options.log.error(
          { err, jobIds: unfinished },
          'could not hand jobs back; their leases will expire',
        );
      }
    }
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    this.state = 'stopped';
  }

  private wakeFor(name: string): void {
    if (this.handlers.has(name)) this.wake();
  }

  private async subscribe(): Promise<void> {
    if (this.state !== 'started') return;
    try {
      const unlisten = await this.options.database.listen(
        JOBS_CHANNEL,
        (name) => this.wakeFor(name),
        () => {
          // Until we listen again, polling still finds every job, only later.
          const retry = setTimeout(() => void this.subscribe(), 1000).unref();
          this.cleanups.push(() => clearTimeout(retry));
        },
      );
      this.cleanups.push(unlisten);
    } catch (err) {
      this.options.log.error({ err }, 'cannot listen for new jobs; relying on polling until it can');
      const retry = setTimeout(() => void this.subscribe(), 5000).unref();
      this.cleanups.push(() => clearTimeout(retry));
    }
  }

  private async runLoop(): Promise<void> {
    const { concurrency, database, leaseMs, log, pollIntervalMs } = this.options;
    while (this.state === 'started') {
      this.wakeRequested = false;
      const free = concurrency - this.running.size;
      let mayBeMore = false;
      if (free > 0) {
        try {
          const claimed = await claimJobs(database.db, {
            names: [...this.handlers.keys()],
            limit: free,
            workerId: this.workerId,
            leaseMs,
          });
          for (const job of claimed) this.launch(job);
          mayBeMore = claimed.length === free;
        } catch (err) {
          log.error({ err }, 'claiming jobs failed');
        }
      }
      if (!mayBeMore) await this.sleep(pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakeRequested || this.state !== 'started') return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.endSleep = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.endSleep = done;
    });
  }

  private launch(job: ClaimedJob): void {
    const controller = new AbortController();
    const done = this.execute(job, controller).finally(() => {
      this.running.delete(job.id);
      this.handedBack.delete(job.id);
      this.wake();
    });
    this.running.set(job.id, { controller, done });
  }

  private async execute(job: ClaimedJob, controller: AbortController): Promise<void> {
    const handler = this.handlers.get(job.name)!;
    const log = this.options.log.child({ jobId: job.id, job: job.name, attempt: job.attempts });
    let failure: unknown = null;
    try {
      const payload = handler.payload.parse(job.payload);
      await this.withTimeout(
        () =>
          handler.run(payload, {
            jobId: job.id,
            attempt: job.attempts,
            maxAttempts: job.maxAttempts,
            signal: controller.signal,
            log,
          }),
        handler.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        controller,
      );
    } catch (error) {
      failure = error ?? new Error('the job failed without a reason');
    }
    // Handed back at stop: another worker owns what happens next.
    if (this.handedBack.has(job.id)) return;
    const db = this.options.database.db;
    try {
      if (failure === null) {
        if (!(await completeJob(db, job.id, this.workerId)))
          log.warn('job finished after its lease was taken back; it may run again');
        return;
      }
      const permanent = failure instanceof PermanentJobError || failure instanceof ZodError;
      if (permanent || job.attempts >= job.maxAttempts) {
        await failJob(db, job.id, this.workerId, errorText(failure));
        log.error({ err: failure }, permanent ? 'job failed permanently' : 'job failed on its last attempt');
        return;
      }
      const policy = { ...DEFAULT_RETRY_POLICY, ...handler.retry };
      const delayMs = retryDelayMs(job.attempts, policy, this.options.random);
      await retryJob(db, job.id, this.workerId, errorText(failure), delayMs);
      log.warn({ err: failure, retryInMs: delayMs }, 'job failed; it will be retried');
    } catch (err) {
      log.error(
        { err },
        'could not record the outcome of a job; its lease will expire and it will run again',
      );
    }
  }

  private async withTimeout(run: () => Promise<void>, timeoutMs: number, controller: AbortController) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new JobTimeoutError(`timed out after ${timeoutMs} ms`);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    try {
      await Promise.race([Promise.resolve().then(run), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async renewLeases(): Promise<void> {
    const ids = [...this.running.keys()].filter((id) => !this.handedBack.has(id));
    try {
      await renewLeases(this.options.database.db, this.workerId, ids, this.options.leaseMs);
    } catch (err) {
      this.options.log.error({ err }, 'renewing job leases failed');
    }
  }

  private async sweep(): Promise<void> {
    const db = this.options.database.db;
    try {
      const recovered = await recoverExpiredLeases(db);
      if (recovered > 0) {
        this.options.log.warn({ recovered }, 'took back jobs whose worker stopped renewing their lease');
        this.wake();
      }
      await pruneFinishedJobs(db, { succeededAfterMs: 7 * DAY_MS, failedAfterMs: 30 * DAY_MS, limit: 1000 });
    } catch (err) {
      this.options.log.error({ err }, 'job sweep failed');
    }
  }
}
