import { readFileSync } from 'node:fs';
import { latencyMet, printLatencies, timeCalls } from './lib/latency.ts';
import { settle } from './lib/load.ts';
import { signIn, startServer } from './lib/server-process.ts';
import { benchBuyerEmail, writeStaffYear } from './lib/staff-year.ts';

/**
 * Staff console benchmark (issue 31), on PostgreSQL: the staff lists and searches (find anyone by e-mail,
 * name, account, order or PO number) over a year of orders for BENCH_ORGANIZATIONS organizations (default
 * 2,000), p95 of one request at a time; and the orders export, BENCH_EXPORT_ORDERS orders (default
 * 100,000) as CSV and XLSX: the time to stream it whole and how far the server's resident memory rose
 * meanwhile (sampled from /proc every 20 ms). Data is written straight into the server's database by
 * lib/staff-year.ts (timed and printed, not judged).
 */

const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 2_000);
const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3231);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const LIST_TARGET_P95_MS = 30;
const EXPORT_TARGET_MS = 10_000;
const EXPORT_TARGET_RSS_MB = 50;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

interface ExportFigures {
  format: string;
  rows: number;
  bytes: number;
  ms: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** Downloads an export whole, reading the body as it streams, while sampling the server's memory. */
async function timeExport(url: string, headers: Record<string, string>, pid: number, format: string) {
  await settle(1_000);
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 20);
  const start = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) newlines++;
  }
  const ms = performance.now() - start;
  clearInterval(sampler);
  return {
    format,
    rows: format === 'csv' ? newlines - 1 : -1,
    bytes,
    ms: Math.round(ms),
    rssBeforeMb: Math.round(rssBeforeMb),
    rssPeakMb: Math.round(rssPeakMb),
  } satisfies ExportFigures;
}

/** Runs the staff console benchmark and prints its figures; true when every target is met. */
export async function main(): Promise<boolean> {
  const server = await startServer({ kind: 'postgres', adminUrl: POSTGRES_URL }, { port: PORT });
  try {
    const seedStart = performance.now();
    const written = await writeStaffYear(server.databaseUrl!, {
      organizations: ORGANIZATIONS,
      orders: ORDERS,
      events: 0,
    });
    const seedSeconds = Math.round((performance.now() - seedStart) / 1000);
    await settle();
    const cookie = await signIn(server.baseUrl, 'admin@larder.test', 'larder-demo');
    const headers = { cookie };
    const staff = (path: string) => `${server.baseUrl}/web-api/staff/${path}`;
    const time = (label: string, path: string) =>
      timeCalls(label, staff(path), headers, CALLS, LIST_TARGET_P95_MS);
    const lists = [
      await time('orders, page 1', 'orders?page=1'),
      await time('orders, page 40', 'orders?page=40'),
      await time('orders, Cancelled', 'orders?status=Cancelled'),
      await time('orders, search chef@larder.test', 'orders?q=chef@larder.test'),
      await time('orders, search buyer e-mail', `orders?q=${benchBuyerEmail(1234)}`),
      await time('orders, search buyer name', 'orders?q=cook%20bench01234'),
      await time('orders, search PO', 'orders?q=PO-4242'),
      await time('orders, search order number', 'orders?q=WB0004242'),
      await time('customers, page 1', 'organizations?page=1'),
      await time('customers, search chef@larder.test', 'organizations?q=chef@larder.test'),
      await time('customers, search name', 'organizations?q=kitchen%201234'),
      await time('order issues, page 1', 'order-issues?page=1'),
    ];
    const exports = [
      await timeExport(staff('orders/export?format=csv'), headers, server.pid, 'csv'),
      await timeExport(staff('orders/export?format=xlsx'), headers, server.pid, 'xlsx'),
    ];
    console.info(
      `\nStaff console — PostgreSQL, ${written.orders} orders over a year for ${written.organizations} organizations (seeded in ${seedSeconds} s: ${JSON.stringify(written.seconds)})`,
    );
    printLatencies(lists);
    console.info(
      `${'export'.padEnd(8)}${'rows'.padStart(7)}${'bytes'.padStart(11)}${'ms'.padStart(8)}${'target'.padStart(10)}${'rss before MB'.padStart(15)}${'peak MB'.padStart(9)}${'rise MB'.padStart(9)}${'target'.padStart(8)}  result`,
    );
    for (const e of exports) {
      const rise = e.rssPeakMb - e.rssBeforeMb;
      const ok = e.ms <= EXPORT_TARGET_MS && rise <= EXPORT_TARGET_RSS_MB;
      console.info(
        `${e.format.padEnd(8)}${String(e.rows).padStart(7)}${String(e.bytes).padStart(11)}${String(e.ms).padStart(8)}${`<= ${EXPORT_TARGET_MS}`.padStart(10)}${String(e.rssBeforeMb).padStart(15)}${String(e.rssPeakMb).padStart(9)}${String(rise).padStart(9)}${`<= ${EXPORT_TARGET_RSS_MB}`.padStart(8)}  ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    const worstList = Math.max(...lists.map((l) => l.p95Ms));
    const slowest = Math.max(...exports.map((e) => e.ms));
    const rise = Math.max(...exports.map((e) => e.rssPeakMb - e.rssBeforeMb));
    const met = lists.every(latencyMet) && slowest <= EXPORT_TARGET_MS && rise <= EXPORT_TARGET_RSS_MB;
    console.info(
      `target: staff lists p95 <= ${LIST_TARGET_P95_MS} ms (worst ${worstList}); export <= ${EXPORT_TARGET_MS} ms (slowest ${slowest}) with memory rising <= ${EXPORT_TARGET_RSS_MB} MB (most ${rise}): ${met ? 'MET' : 'NOT MET'}`,
    );
    return met;
  } finally {
    await server.stop();
  }
}
