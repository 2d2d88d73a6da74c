import autocannon from 'autocannon';
import os from 'node:os';
import { signIn, startServer } from './lib/server-process.ts';
import { settle } from './lib/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURST_CONNECTIONS = Number(process.env.BENCH_BURST_CONNECTIONS ?? 10);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const ROUTE = '/web-api/auth/current-user';
const HEADERS = { 'x-requested-with': 'larder-web' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** User B as a busy buyer: one request at a time, 40 ms apart (well under the session limit), each timed; returns the p95 in ms. */
async function timeUserB(
  baseUrl: string,
  cookie: string,
  seconds: number,
): Promise<{ p95: number; count: number }> {
  const samples: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${ROUTE}`, { method: 'POST', headers: { ...HEADERS, cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`user B got ${response.status}`);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  samples.sort((a, b) => a - b);
  return { p95: Number(percentile(samples, 95).toFixed(2)), count: samples.length };
}

/**
 * One user's burst against another user's latency: B's p95 alone, then while A floods the same route with
 * autocannon (in a worker thread, so the load generator does not slow B's own client), and the ratio.
 * The target: A's burst moves B's p95 by at most 2x, because A is cut off at the session limit.
 */
export async function main(): Promise<boolean> {
  const server = await startServer(
    { kind: 'postgres', adminUrl: POSTGRES_URL },
    {
      port: Number(process.env.BENCH_PORT ?? 3204),
      env: { DEMO_SKUS: '500' },
      realRateLimits: true,
    },
  );
  try {
    const userA = await signIn(server.baseUrl, 'chef@larder.test', 'larder-demo');
    const userB = await signIn(server.baseUrl, 'onhold@larder.test', 'larder-demo');
    await timeUserB(server.baseUrl, userB, 2); // warm-up
    await settle();
    const alone = await timeUserB(server.baseUrl, userB, SECONDS);

    const burst = autocannon({
      url: `${server.baseUrl}${ROUTE}`,
      method: 'POST',
      headers: { ...HEADERS, cookie: userA },
      connections: BURST_CONNECTIONS,
      duration: SECONDS + 2,
      workers: 1,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const during = await timeUserB(server.baseUrl, userB, SECONDS);
    const a = await burst;

    const ratio = during.p95 / alone.p95;
    const met = ratio <= 2;
    console.info(`\nrate limit: user A bursts ${ROUTE} while user B's requests are timed (PostgreSQL)`);
    console.info(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
    );
    console.info(
      `user A: ${Math.round(a.requests.average)} req/s over ${BURST_CONNECTIONS} connections, ${a['2xx']} answered 2xx, ${a.non2xx} refused (429)`,
    );
    console.info(`user B p95 alone:        ${alone.p95} ms (${alone.count} requests)`);
    console.info(`user B p95 during burst: ${during.p95} ms (${during.count} requests)`);
    console.info(`ratio ${ratio.toFixed(2)}; target <= 2.00: ${met ? 'MET' : 'NOT MET'}`);
    return met;
  } finally {
    await server.stop();
  }
}
