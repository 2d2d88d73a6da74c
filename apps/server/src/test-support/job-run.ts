import type { FastifyBaseLogger } from 'fastify';

/** The clock retention tests run a job at. */
export const JOB_TEST_NOW = new Date('2026-11-27T12:00:00Z');

/** An instant that many days before JOB_TEST_NOW. */
export function daysBeforeJobTestNow(days: number): Date {
  return new Date(JOB_TEST_NOW.getTime() - days * 86_400_000);
}

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** What the job worker hands a job's run, for tests that run a job themselves: first attempt, logs dropped. */
export const jobRunContext = {
  jobId: 1,
  attempt: 1,
  maxAttempts: 8,
  signal: new AbortController().signal,
  log: silentLog,
};
