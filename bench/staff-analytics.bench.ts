import pg from 'pg';
import { signIn, startServer } from './lib/server-process.ts';
import { settle } from './lib/load.ts';

/**
 * Staff analytics benchmark (issue 15), on PostgreSQL: the dashboard's summary over a year of events and
 * orders, p95 of one request at a time, for the default range (the last 30 days), 90 days and a whole year;
 * and, as the staff lists' yardstick, a page of the staff audit log. Written straight into the server's
 * database (not timed): BENCH_EVENTS analytics events (default 800,000) spread over the last 365 days in
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

/** One timed call shape's figures. */
export interface LatencyFigures {
  label: string;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  errors: number;
}

/** The figures of the run. */
export interface AnalyticsFigures {
  events: number;
  orders: number;
  demoOrders: number;
  summaries: LatencyFigures[];
  /** The staff console's lists, first pages and searches, over the same year of orders. */
  lists: LatencyFigures[];
}

// The tracker's mix of events, by weight: page views, product views and lists, searches (about one in ten
// finding nothing), adds to cart, order-guide searches and adds, and the rarer events.
const MIX: [type: string, event: string | null, weight: number][] = [
  ['page', null, 38],
  ['track', 'Product Viewed', 20],
  ['track', 'Product List Viewed', 12],
  ['track', 'Product Hovered', 8],
  ['track', 'Products Searched', 8],
  ['track', 'Product Added', 6],
  ['track', 'Order Guide Search', 3],
  ['track', 'Order Guide Added to Cart', 1],
  ['track', 'Query Suggestions Viewed', 2],
  ['track', 'Order Submitted', 1],
  ['identify', null, 1],
];

/** Writes the year of events and tops the orders up to ORDERS, as SQL set operations. */
export async function writeYear(databaseUrl: string): Promise<{ demoOrders: number; orders: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const demoOrders = Number((await client.query('select count(*) from orders')).rows[0].count);
    const types = MIX.flatMap(([type, , weight]) => Array<string>(weight).fill(type));
    const names = MIX.flatMap(([, event, weight]) => Array<string | null>(weight).fill(event));
    await client.query('begin');
    await writeOrganizations(client);
    // In time order, as the collector stores them. Each row picks its kind from the weighted arrays; properties are about the tracker's size (a list view
    // carries its products), the query one of 400 phrases, 1 in 10 of them finding nothing.
    await client.query(
      `insert into analytics_events (message_id, type, event, name, user_id, anonymous_id, organization_id,
         properties, context, timestamp, original_timestamp, received_at)
       select 'bench-' || g, k.type, k.event,
         case when k.type = 'page' then 'Page ' || (g % 50) end,
         case when g % 3 = 0 then null else 'buyer' || (g % 500) || '@example.test' end,
         'anon-' || (g % 5000),
         case when g % 3 = 0 then null else orgs.ids[1 + g % array_length(orgs.ids, 1)] end,
         case k.event
           when 'Products Searched' then jsonb_build_object('query', 'phrase ' || (g % 400), 'list_id', 'search',
             'result_count', case when g % 400 < 40 then 0 else g % 97 + 1 end)
           when 'Order Guide Search' then jsonb_build_object('query', 'guide ' || (g % 60),
             'order_guide_id', g % 300, 'result_count', g % 30)
           when 'Product List Viewed' then jsonb_build_object('list_id', 'search', 'query', 'phrase ' || (g % 400),
             'products', (select jsonb_agg(jsonb_build_object('sku', 'SKU-' || ((g + i) % 2000), 'position', i,
               'name', 'A product name of some length', 'price', 12.5)) from generate_series(1, 12) i))
           else jsonb_build_object('sku', 'SKU-' || (g % 2000), 'name', 'A product name of some length',
             'price', 12.5, 'url', '/beef/SKU-' || (g % 2000) || '/')
         end,
         jsonb_build_object('page', jsonb_build_object('path', '/search/', 'url', 'https://larder.test/search/'),
           'userAgent', 'Mozilla/5.0 (bench)'),
         t, t, t
       from generate_series(1, $1::int) g
       cross join lateral (select now() - ($1::int - g) * (interval '365 days' / $1::int) as t) tt
       cross join lateral (select ($2::text[])[1 + (g::bigint * 7919) % $4::int] as type,
         ($3::text[])[1 + (g::bigint * 7919) % $4::int] as event) k
       cross join (select array_agg(id order by id) as ids from organizations) orgs`,
      [EVENTS, types, names, types.length],
    );
    const missing = Math.max(0, ORDERS - demoOrders);
    if (missing > 0) {
      await client.query(
        `with orgs as (
           select o.id, o.business_unit_id, m.user_id, row_number() over (order by o.id) - 1 as n
           from organizations o
           join lateral (select user_id from organization_members where organization_id = o.id limit 1) m on true),
         counted as (select count(*) as c from orgs)
         insert into orders (id, web_order_number, erp_order_number, organization_id, user_id, cart_id,
           business_unit_id, is_jit, is_drop_ship, is_pre_order, status, delivery_date, cut_off_at,
           purchase_order_number, note, item_count, total, placed_at)
         select 'bench-' || g, 'WY' || lpad(g::text, 7, '0'), 'EY-' || lpad(g::text, 7, '0'),
           o.id, o.user_id, 'bench-cart-' || g, o.business_unit_id, false, false, false,
           (array['Delivered','Delivered','Delivered','Cancelled','Shipped'])[1 + g % 5],
           (now() - (g % 365 || ' days')::interval)::date + 1, now() - (g % 365 || ' days')::interval,
           'PO-' || g, '', 8, (50 + (g * 37) % 2000)::numeric + 0.25, now() - random() * interval '365 days'
         from generate_series(1, $1::int) g
         cross join counted
         join orgs o on o.n = g % counted.c`,
        [missing],
      );
      // Eight lines per bench order, from the first 2,000 products: top items read them.
      await client.query(
        `with picks as (
           select row_number() over (order by p.sku) - 1 as n, p.sku, p.name, p.brand, v.id as variant_id, v.text
           from products p join lateral (select id, text from variants where product_sku = p.sku limit 1) v on true
           order by p.sku limit 2000),
         counted as (select count(*) as c from picks)
         insert into order_lines (order_id, organization_id, placed_at, line_number, product_sku, variant_id,
           product_title, brand_name, pack_size, unit_of_measure, quantity, unit_price, total_price, image_url,
           product_url)
         select o.id, o.organization_id, o.placed_at, l, k.sku, k.variant_id, k.name, k.brand, '1 CS', k.text,
           1 + (abs(hashtext(o.id)) + l) % 12, 12.5, (1 + (abs(hashtext(o.id)) + l) % 12) * 12.5, '', ''
         from orders o
         cross join generate_series(1, 8) l
         cross join counted
         join picks k on k.n = (abs(hashtext(o.id || '-' || l))) % counted.c
         where o.id like 'bench-%'`,
      );
    }
    await client.query('commit');
    // As autovacuum leaves an insert-only table: statistics and the visibility map up to date.
    await client.query('vacuum analyze analytics_events');
    await client.query('vacuum analyze orders');
    await client.query('vacuum analyze order_lines');
    await client.query('vacuum analyze organizations');
    const orders = Number((await client.query('select count(*) from orders')).rows[0].count);
    return { demoOrders, orders };
  } finally {
    await client.end();
  }
}

/** Adds bench organizations, copies of the first one spread over the units, groups and reps, each with a buyer. */
async function writeOrganizations(client: pg.Client): Promise<void> {
  const existing = Number((await client.query('select count(*) from organizations')).rows[0].count);
  const missing = Math.max(0, ORGANIZATIONS - existing);
  if (missing === 0) return;
  const columns = (
    await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = 'organizations' and column_name not in ('id', 'name')`,
    )
  ).rows.map((row) => `"${row.column_name}"`);
  await client.query(
    `insert into organizations (id, name, ${columns.join(', ')})
     select 'BENCH-' || g, 'Bench Organization ' || g, ${columns.map((c) => `t.${c}`).join(', ')}
     from generate_series(1, $1::int) g
     cross join (select * from organizations order by id limit 1) t`,
    [missing],
  );
  await client.query(
    `update organizations o set
       business_unit_id = b.ids[1 + substr(o.id, 7)::int % array_length(b.ids, 1)],
       customer_group_id = c.ids[1 + substr(o.id, 7)::int % array_length(c.ids, 1)],
       sales_rep_id = r.ids[1 + substr(o.id, 7)::int % array_length(r.ids, 1)],
       is_on_hold = substr(o.id, 7)::int % 50 = 0
     from (select array_agg(id order by id) as ids from business_units) b,
       (select array_agg(id order by id) as ids from customer_groups) c,
       (select array_agg(id order by id) as ids from sales_reps) r
     where o.id like 'BENCH-%'`,
  );
  await client.query(
    `insert into organization_members (user_id, organization_id, role)
     select (select user_id from organization_members order by organization_id, user_id limit 1), id, 'buyer'
     from organizations where id like 'BENCH-%'`,
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Calls a URL `calls` times one after another (after a warm-up) and returns its latency percentiles. */
async function time(label: string, url: string, headers: Record<string, string>, calls: number) {
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
  const took: number[] = [];
  let errors = 0;
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    took.push(performance.now() - start);
    if (!response.ok) errors++;
  }
  took.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    label,
    calls,
    p50Ms: round(percentile(took, 50)),
    p95Ms: round(percentile(took, 95)),
    maxMs: round(took.at(-1)!),
    errors,
  } satisfies LatencyFigures;
}

/** Runs the figures on PostgreSQL. */
export async function benchStaffAnalytics(port: number): Promise<AnalyticsFigures> {
  const server = await startServer({ kind: 'postgres', adminUrl: POSTGRES_URL }, { port });
  try {
    const written = await writeYear(server.databaseUrl!);
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
    const summaries = [
      await time('summary, default range (30 days)', url(''), headers, CALLS),
      await time('summary, 90 days', url(`?from=${day(89)}&to=${day(0)}`), headers, CALLS),
      await time('summary, 365 days', url(`?from=${day(364)}&to=${day(0)}`), headers, CALLS),
      await time('summary, one organization', url('?organizationId=BENCH-7'), headers, CALLS),
      await time('summary, one business unit', url(`?businessUnitId=${firstUnit}`), headers, CALLS),
      await time('summary, one rep', url(`?salesRepId=${firstRep}`), headers, CALLS),
    ];
    const staff = (path: string) => `${server.baseUrl}/web-api/staff/${path}`;
    const lists = [
      await time('list: audit log, page 1', staff('audit?page=1'), headers, CALLS),
      await time('list: orders, page 1', staff('orders?page=1'), headers, CALLS),
      await time('list: orders, page 40', staff('orders?page=40'), headers, CALLS),
      await time('list: orders, Shipped', staff('orders?status=Shipped'), headers, CALLS),
      await time('list: orders, search "taq"', staff('orders?q=taq'), headers, CALLS),
      await time('list: organizations, page 1', staff('organizations?page=1'), headers, CALLS),
      await time('list: organizations, search', staff('organizations?q=cafe'), headers, CALLS),
      await time('list: applications, pending', staff('applications?status=pending'), headers, CALLS),
      await time('list: outbox, page 1', staff('outbox?page=1'), headers, CALLS),
      await time('list: impersonation audit', staff('impersonation-audit?page=1'), headers, CALLS),
      await time('staff home', staff('home'), headers, CALLS),
    ];
    return { events: EVENTS, ...written, summaries, lists };
  } finally {
    await server.stop();
  }
}

/** Prints the figures and returns whether they meet the issue's targets. */
export function reportStaffAnalytics(figures: AnalyticsFigures): boolean {
  console.info(
    `\nStaff analytics — PostgreSQL, ${figures.events} events and ${figures.orders} orders over a year (${figures.demoOrders} from the demo seed) for ${ORGANIZATIONS} organizations`,
  );
  console.info('call                                      calls   p50 ms   p95 ms   max ms  errors');
  const rows = [...figures.summaries, ...figures.lists];
  for (const r of rows) {
    console.info(
      `${r.label.padEnd(40)}${String(r.calls).padStart(7)}${String(r.p50Ms).padStart(9)}${String(r.p95Ms).padStart(9)}${String(r.maxMs).padStart(9)}${String(r.errors).padStart(8)}`,
    );
  }
  const worst = Math.max(...figures.summaries.map((s) => s.p95Ms));
  const worstList = Math.max(...figures.lists.map((l) => l.p95Ms));
  const met = worst <= TARGET_P95_MS && worstList <= LIST_TARGET_P95_MS && rows.every((r) => r.errors === 0);
  console.info(
    `target: summary p95 <= ${TARGET_P95_MS} ms for every range (worst ${worst}), staff lists p95 <= ${LIST_TARGET_P95_MS} ms (worst ${worstList}): ${met ? 'MET' : 'NOT MET'}`,
  );
  return met;
}

/** Runs the staff analytics benchmark on PostgreSQL. */
export async function main(): Promise<boolean> {
  return reportStaffAnalytics(await benchStaffAnalytics(PORT));
}
