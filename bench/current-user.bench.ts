import { load, type LoadResult } from './lib/load.ts';
import { signIn, startServer, type ServerDatabase } from './lib/server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** The figures of one database: the empty route and current-user at 10 and 50 connections. */
export async function benchCurrentUser(database: ServerDatabase, port: number): Promise<LoadResult[]> {
  const server = await startServer(database, { port, env: { DEMO_SKUS: '500' } });
  try {
    const cookie = await signIn(server.baseUrl, 'chef@larder.test', 'larder-demo');
    const results: LoadResult[] = [];
    for (const connections of [10, 50]) {
      results.push(
        await load({
          label: 'GET /healthz/live (empty JSON)',
          url: `${server.baseUrl}/healthz/live`,
          connections,
          seconds: SECONDS,
        }),
      );
      results.push(
        await load({
          label: 'POST /web-api/auth/current-user',
          url: `${server.baseUrl}/web-api/auth/current-user`,
          method: 'POST',
          headers: { cookie, 'x-requested-with': 'larder-web' },
          connections,
          seconds: SECONDS,
        }),
      );
    }
    return results;
  } finally {
    await server.stop();
  }
}

/** Prints one database's table and returns whether it meets the target (checked on PostgreSQL only). */
export function report(kind: string, results: LoadResult[], judged: boolean): boolean {
  console.info(`\n${kind}`);
  console.info('route                                   conns    req/s   p99 ms  errors  ratio');
  let ok = true;
  for (const connections of [10, 50]) {
    const empty = results.find((r) => r.connections === connections && r.label.includes('healthz'))!;
    const user = results.find((r) => r.connections === connections && r.label.includes('current-user'))!;
    for (const r of [empty, user]) {
      const ratio = (r.requestsPerSecond / empty.requestsPerSecond).toFixed(2);
      console.info(
        `${r.label.padEnd(40)}${String(r.connections).padStart(5)}${String(r.requestsPerSecond).padStart(9)}${String(r.p99Ms).padStart(9)}${String(r.errors).padStart(8)}${ratio.padStart(7)}`,
      );
    }
    if (judged) {
      const ratio = user.requestsPerSecond / empty.requestsPerSecond;
      if (connections === 10 && user.p99Ms > 10) ok = false;
      if (ratio < 0.25) ok = false;
      if (user.errors > 0) ok = false;
    }
  }
  if (judged) {
    console.info(
      `target (PostgreSQL): p99 <= 10 ms at 10 connections and req/s >= 0.25 x empty route: ${ok ? 'MET' : 'NOT MET'}`,
    );
  }
  return ok;
}

/** Runs the current-user benchmark on PostgreSQL and on PGlite. */
export async function main(): Promise<boolean> {
  const postgres = await benchCurrentUser({ kind: 'postgres', adminUrl: POSTGRES_URL }, 3301);
  const pglite = await benchCurrentUser({ kind: 'pglite' }, 3302);
  const met = report('PostgreSQL', postgres, true);
  report('PGlite (embedded; single connection, not judged)', pglite, false);
  return met;
}
