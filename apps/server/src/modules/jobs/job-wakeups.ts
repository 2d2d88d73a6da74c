import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The NOTIFY channel that tells every process's worker a job has become due; the payload is the job name. */
export const JOBS_CHANNEL = 'larder_jobs';

const wakersByDb = new WeakMap<Db, Set<(name: string) => void>>();

/** Registers a worker to be woken when a job is enqueued through this database handle; returns how to unregister. */
export function registerJobWaker(db: Db, wake: (name: string) => void): () => void {
  let wakers = wakersByDb.get(db);
  if (!wakers) wakersByDb.set(db, (wakers = new Set()));
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/**
 * Announces a due job: wakes this process's workers at once (when `db` is the root handle) and, through
 * NOTIFY, every other process's. Inside a transaction the NOTIFY is delivered only at commit, when the
 * job becomes visible, so nobody wakes to look for a row it cannot see yet.
 */
export async function announceJob(db: Db, name: string): Promise<void> {
  wakeLocalWorkers(db, name);
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
}

/** Wakes this process's workers registered on `db` (the root handle) for a job that became due; no NOTIFY. */
export function wakeLocalWorkers(db: Db, name: string): void {
  for (const wake of wakersByDb.get(db) ?? []) wake(name);
}
