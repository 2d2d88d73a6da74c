import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  startServerProcesses,
  stopServerProcesses,
} from '../apps/server/src/test-support/server-processes.ts';
import { load, settle } from './lib/load.ts';
import { signIn } from './lib/server-process.ts';

/**
 * Throughput of one and of two server processes on one PostgreSQL database (issue 20): the same load, 20
 * connections in all, sent to one process or split over two. On a 2-core machine the load generator,
 * PostgreSQL and the servers share the cores, so two processes can gain only what one left idle; the
 * load average is printed beside the figures for that reason.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const ROUTES = [
  { label: 'POST /web-api/auth/current-user', path: '/web-api/auth/current-user', method: 'POST' as const },
  { label: 'GET /web-api/cart/summary', path: '/web-api/cart/summary', method: 'GET' as const },
];

/** req/s (summed over the processes) and the worst p99 for each route, with `count` processes. */
async function measure(count: number, databaseUrl: string) {
  const processes = await startServerProcesses(
    count,
    {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      // One signing secret for every process of the run, as a deployment gives them (ADR 033).
      MESSAGING_JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: '/nonexistent',
      DEMO_SKUS: '500',
      RATE_LIMIT_SESSION_PER_MINUTE: '100000000',
      RATE_LIMIT_ORGANIZATION_PER_MINUTE: '100000000',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '100000000',
    },
    { firstPort: 3320 },
  );
  try {
    const cookie = await signIn(processes[0]!.baseUrl, 'chef@larder.test', 'larder-demo');
    const rows = [];
    for (const route of ROUTES) {
      await settle();
      const results = await Promise.all(
        processes.map((p) =>
          load({
            label: route.label,
            url: `${p.baseUrl}${route.path}`,
            method: route.method,
            headers: { cookie, 'x-requested-with': 'larder-web' },
            connections: CONNECTIONS / count,
            seconds: SECONDS,
          }),
        ),
      );
      rows.push({
        label: route.label,
        requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0),
        p99Ms: Math.max(...results.map((r) => r.p99Ms)),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
        load1: loadavg()[0]!,
      });
    }
    return rows;
  } finally {
    await stopServerProcesses(processes);
  }
}

/** Runs the scale-out bench on a fresh PostgreSQL database; it reports, and fails only on errors. */
export async function main(): Promise<boolean> {
  const name = `larder_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    console.info(`\nscale-out: ${CONNECTIONS} connections for ${SECONDS} s per route, PostgreSQL`);
    console.info(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const one = await measure(1, url.toString());
    const two = await measure(2, url.toString());
    console.info('route                              processes    req/s   p99 ms  errors  load(1m)');
    for (const [count, rows] of [
      [1, one],
      [2, two],
    ] as const) {
      for (const r of rows)
        console.info(
          `${r.label.padEnd(35)}${String(count).padStart(9)}${String(r.requestsPerSecond).padStart(9)}${String(r.p99Ms).padStart(9)}${String(r.errors).padStart(8)}${r.load1.toFixed(2).padStart(10)}`,
        );
    }
    for (const [i, route] of ROUTES.entries())
      console.info(
        `${route.label}: two processes give ${(two[i]!.requestsPerSecond / one[i]!.requestsPerSecond).toFixed(2)}x one`,
      );
    return [...one, ...two].every((r) => r.errors === 0);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
