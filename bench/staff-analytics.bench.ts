import pg from 'pg';
import { latencyMet, printLatencies, timeCalls, type LatencyFigures } from './lib/latency.ts';
import { settle } from './lib/load.ts';
import { signIn, startServer } from './lib/server-process.ts';
import { benchOrganizationId, waitForOrderRollups, writeStaffYear } from './lib/staff-year.ts';

/**
 * Staff analytics benchmark (issue 15), on PostgreSQL: the dashboard's summary over a year of events and
 * orders, p95 of one request at a time, for the default range (the last 30 days), 90 days and a whole year;
 * and, as the staff lists' yardstick, a page of the staff audit log. Written straight into the server's
 * database by lib/staff-year.ts (timed and printed, not judged): BENCH_EVENTS analytics events (default 800,000) spread over the last 365 days in
 * the tracker's mix, bench organizations up to BENCH_ORGANIZATIONS (default 2,000) spread over the business
 * units, customer groups and reps, and bench orders of 8 lines each on top of the demo's history up to
 * BENCH_ORDERS (default 100,000) for the year. Issue 31 adds the filtered summaries and the staff home.
 */

const EVENTS = Number(process.env.BENCH_EVENTS ?? 800_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
// Issue 31: the figures hold over a year of orders for 2,000 organizations (the demo's plus bench ones).
const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 2_000);
const PORT = Number(process.env.BENCH_PORT ?? 3215);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const TARGET_P95_MS = 200;
const LIST_TARGET_P95_MS = 30;

/** The figures of the run. */
export interface AnalyticsFigures {
  events: number;
  orders: number;
  demoOrders: number;
  organizations: number;
  /** Seconds the seeding took, whole and per step. */
  seedSeconds: number;
  seedSteps: Record<string, number>;
  /** Seconds until the order rollups job had built the year after the load (ADR 055). */
  rollupSeconds: number;
  summaries: LatencyFigures[];
  /** The staff console's lists, first pages and searches, over the same year of orders. */
  lists: LatencyFigures[];
}

/** Runs the figures on PostgreSQL. */
export async function benchStaffAnalytics(port: number): Promise<AnalyticsFigures> {
  const server = await startServer({ kind: 'postgres', adminUrl: POSTGRES_URL }, { port });
  try {
    const seedStart = performance.now();
    const written = await writeStaffYear(server.databaseUrl!, {
      organizations: ORGANIZATIONS,
      orders: ORDERS,
      events: EVENTS,
    });
    const seedSeconds = Math.round((performance.now() - seedStart) / 1000);
    // As a running store has them: the rollups job builds the year's days within a minute of the load.
    const rollupSeconds = await waitForOrderRollups(server.databaseUrl!);
    await settle();
    const cookie = await signIn(server.baseUrl, 'admin@larder.test', 'larder-demo');
    const headers = { cookie, 'user-timezone': 'America/Chicago' };
    const url = (query: string) => `${server.baseUrl}/web-api/staff/analytics/summary${query}`;
    const check = await fetch(url('?'), { headers });
    const body = (await check.json()) as { sales?: { orders: number }; events?: { count: number }[] };
    if (!check.ok || !body.sales || body.sales.orders === 0 || (body.events?.length ?? 0) === 0)
      throw new Error(`summary answered ${check.status} ${JSON.stringify(body).slice(0, 300)}`);

    const refs = new pg.Client({ connectionString: server.databaseUrl! });
    await refs.connect();
    const firstUnit = (await refs.query('select min(id) as id from business_units')).rows[0].id as string;
    const firstRep = (await refs.query('select min(id) as id from sales_reps')).rows[0].id as string;
    await refs.end();
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    // Summaries are judged by their own target, the lists by the staff lists'.
    const time = (label: string, callUrl: string) =>
      timeCalls(
        label,
        callUrl,
        headers,
        CALLS,
        label.startsWith('summary') ? TARGET_P95_MS : LIST_TARGET_P95_MS,
      );
    const summaries = [
      await time('summary, default range (30 days)', url('')),
      await time('summary, 90 days', url(`?from=${day(89)}&to=${day(0)}`)),
      await time('summary, 365 days', url(`?from=${day(364)}&to=${day(0)}`)),
      await time('summary, one organization', url(`?organizationId=${benchOrganizationId(7)}`)),
      await time('summary, one business unit', url(`?businessUnitId=${firstUnit}`)),
      await time('summary, one rep', url(`?salesRepId=${firstRep}`)),
    ];
    const staff = (path: string) => `${server.baseUrl}/web-api/staff/${path}`;
    const lists = [
      await time('list: audit log, page 1', staff('audit?page=1')),
      await time('list: orders, page 1', staff('orders?page=1')),
      await time('list: orders, page 40', staff('orders?page=40')),
      await time('list: orders, Shipped', staff('orders?status=Shipped')),
      await time('list: orders, search "taq"', staff('orders?q=taq')),
      await time('list: organizations, page 1', staff('organizations?page=1')),
      await time('list: organizations, search', staff('organizations?q=cafe')),
      await time('list: applications, pending', staff('applications?status=pending')),
      await time('list: outbox, page 1', staff('outbox?page=1')),
      await time('list: impersonation audit', staff('impersonation-audit?page=1')),
      await time('staff home', staff('home')),
    ];
    return {
      events: written.events,
      orders: written.orders,
      demoOrders: written.demoOrders,
      organizations: written.organizations,
      seedSeconds,
      seedSteps: written.seconds,
      rollupSeconds,
      summaries,
      lists,
    };
  } finally {
    await server.stop();
  }
}

/** Prints the figures and returns whether they meet the targets. */
export function reportStaffAnalytics(figures: AnalyticsFigures): boolean {
  console.info(
    `\nStaff analytics — PostgreSQL, ${figures.events} events and ${figures.orders} orders over a year (${figures.demoOrders} from the demo seed) for ${figures.organizations} organizations (seeded in ${figures.seedSeconds} s: ${JSON.stringify(figures.seedSteps)}; order rollups built ${figures.rollupSeconds} s after)`,
  );
  const rows = [...figures.summaries, ...figures.lists];
  printLatencies(rows);
  const worst = Math.max(...figures.summaries.map((s) => s.p95Ms));
  const worstList = Math.max(...figures.lists.map((l) => l.p95Ms));
  const met = rows.every(latencyMet);
  console.info(
    `target: summary p95 <= ${TARGET_P95_MS} ms for every range (worst ${worst}), staff lists p95 <= ${LIST_TARGET_P95_MS} ms (worst ${worstList}): ${met ? 'MET' : 'NOT MET'}`,
  );
  return met;
}

/** Runs the staff analytics benchmark on PostgreSQL. */
export async function main(): Promise<boolean> {
  return reportStaffAnalytics(await benchStaffAnalytics(PORT));
}
