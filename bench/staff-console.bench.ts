import { readFileSync } from 'node:fs';
import pg from 'pg';
import { settle } from './lib/load.ts';
import { signIn, startServer } from './lib/server-process.ts';

/**
 * Staff console benchmark (issue 31), on PostgreSQL: the staff lists and searches (find anyone by e-mail,
 * name, account, order or PO number) over a year of orders for BENCH_ORGANIZATIONS organizations (default
 * 2,000), p95 of one request at a time; and the orders export, BENCH_EXPORT_ORDERS orders (default
 * 100,000) as CSV and XLSX: the time to stream it whole and how far the server's resident memory rose
 * meanwhile (sampled from /proc every 20 ms). Data is written straight into the server's database (not timed).
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

/** Adds organizations (each with one buyer) up to ORGANIZATIONS and orders up to ORDERS over the last year. */
async function writeYear(databaseUrl: string): Promise<{ organizations: number; orders: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into organizations (id, name, brand, business_unit_id, customer_group_id, sales_rep_id, region,
         route_weekdays, address1, city, state, zip)
       select 'BENCH' || lpad(g::text, 5, '0'), 'Bench Kitchen ' || g, t.brand, t.business_unit_id,
         t.customer_group_id, t.sales_rep_id, t.region, t.route_weekdays, g || ' Main St', 'Springfield', 'IL', '62701'
       from generate_series(1, greatest(0, $1::int - (select count(*) from organizations)::int)) g
       cross join (select * from organizations order by id limit 1) t`,
      [ORGANIZATIONS],
    );
    await client.query(
      `insert into users (id, email, password_hash, first_name, last_name, user_name)
       select 'bench-user-' || o.id, lower('buyer.' || o.id || '@bench.test'), 'x', 'Pat', 'Cook ' || o.id, o.id
       from organizations o where o.id like 'BENCH%'`,
    );
    await client.query(
      `insert into organization_members (user_id, organization_id)
       select 'bench-user-' || o.id, o.id from organizations o where o.id like 'BENCH%'`,
    );
    const existing = Number((await client.query('select count(*) from orders')).rows[0].count);
    await client.query(
      `with orgs as (
         select o.id, o.business_unit_id, m.user_id, row_number() over (order by o.id) - 1 as n
         from organizations o
         join lateral (select user_id from organization_members where organization_id = o.id limit 1) m on true),
       counted as (select count(*) as c from orgs)
       insert into orders (id, web_order_number, erp_order_number, organization_id, user_id, cart_id,
         business_unit_id, is_jit, is_drop_ship, is_pre_order, status, delivery_date, cut_off_at,
         purchase_order_number, note, item_count, total, placed_at)
       select 'bench-' || g, 'WB' || lpad(g::text, 7, '0'), 'EB-' || lpad(g::text, 7, '0'),
         o.id, o.user_id, 'bench-cart-' || g, o.business_unit_id, false, false, false,
         (array['Delivered','Delivered','Delivered','Cancelled','Shipped'])[1 + g % 5],
         (now() - (g % 365 || ' days')::interval)::date + 1, now() - (g % 365 || ' days')::interval,
         'PO-' || g, '', 8, (50 + (g * 37) % 2000)::numeric + 0.25, now() - random() * interval '365 days'
       from generate_series(1, greatest(0, $1::int - $2::int)) g
       cross join counted
       join orgs o on o.n = g % counted.c`,
      [ORDERS, existing],
    );
    await client.query('commit');
    await client.query('vacuum analyze orders');
    await client.query('vacuum analyze users');
    await client.query('vacuum analyze organizations');
    await client.query('vacuum analyze organization_members');
    const count = async (table: string) =>
      Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
    return { organizations: await count('organizations'), orders: await count('orders') };
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Latency {
  label: string;
  p50Ms: number;
  p95Ms: number;
  errors: number;
}

async function time(label: string, url: string, headers: Record<string, string>): Promise<Latency> {
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
  const took: number[] = [];
  let errors = 0;
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    took.push(performance.now() - start);
    if (!response.ok) errors++;
  }
  took.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { label, p50Ms: round(percentile(took, 50)), p95Ms: round(percentile(took, 95)), errors };
}

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
    const written = await writeYear(server.databaseUrl!);
    await settle();
    const cookie = await signIn(server.baseUrl, 'admin@larder.test', 'larder-demo');
    const headers = { cookie };
    const staff = (path: string) => `${server.baseUrl}/web-api/staff/${path}`;
    const lists = [
      await time('orders, page 1', staff('orders?page=1'), headers),
      await time('orders, page 40', staff('orders?page=40'), headers),
      await time('orders, Cancelled', staff('orders?status=Cancelled'), headers),
      await time('orders, search chef@larder.test', staff('orders?q=chef@larder.test'), headers),
      await time('orders, search buyer e-mail', staff('orders?q=buyer.bench01234@bench.test'), headers),
      await time('orders, search buyer name', staff('orders?q=cook%20bench01234'), headers),
      await time('orders, search PO', staff('orders?q=PO-4242'), headers),
      await time('orders, search order number', staff('orders?q=WB0004242'), headers),
      await time('customers, page 1', staff('organizations?page=1'), headers),
      await time('customers, search chef@larder.test', staff('organizations?q=chef@larder.test'), headers),
      await time('customers, search name', staff('organizations?q=kitchen%201234'), headers),
      await time('order issues, page 1', staff('order-issues?page=1'), headers),
    ];
    const exports = [
      await timeExport(staff('orders/export?format=csv'), headers, server.pid, 'csv'),
      await timeExport(staff('orders/export?format=xlsx'), headers, server.pid, 'xlsx'),
    ];
    console.info(
      `\nStaff console — PostgreSQL, ${written.orders} orders over a year for ${written.organizations} organizations`,
    );
    console.info('call                                   p50 ms   p95 ms  errors');
    for (const l of lists)
      console.info(
        `${l.label.padEnd(37)}${String(l.p50Ms).padStart(8)}${String(l.p95Ms).padStart(9)}${String(l.errors).padStart(8)}`,
      );
    console.info('export   rows      bytes      ms   rss before MB   rss peak MB   rise MB');
    for (const e of exports)
      console.info(
        `${e.format.padEnd(7)}${String(e.rows).padStart(6)}${String(e.bytes).padStart(11)}${String(e.ms).padStart(8)}${String(e.rssBeforeMb).padStart(16)}${String(e.rssPeakMb).padStart(14)}${String(e.rssPeakMb - e.rssBeforeMb).padStart(10)}`,
      );
    const worstList = Math.max(...lists.map((l) => l.p95Ms));
    const slowest = Math.max(...exports.map((e) => e.ms));
    const rise = Math.max(...exports.map((e) => e.rssPeakMb - e.rssBeforeMb));
    const met =
      worstList <= LIST_TARGET_P95_MS &&
      slowest <= EXPORT_TARGET_MS &&
      rise <= EXPORT_TARGET_RSS_MB &&
      lists.every((l) => l.errors === 0);
    console.info(
      `target: staff lists p95 <= ${LIST_TARGET_P95_MS} ms (worst ${worstList}); export <= ${EXPORT_TARGET_MS} ms (slowest ${slowest}) with memory rising <= ${EXPORT_TARGET_RSS_MB} MB (most ${rise}): ${met ? 'MET' : 'NOT MET'}`,
    );
    return met;
  } finally {
    await server.stop();
  }
}
