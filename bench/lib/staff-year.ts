import pg from 'pg';
import { lastBuildableDay } from '../../apps/server/src/modules/analytics/order-figures-build.ts';

/**
 * A year of a distributor's business for the staff benches (issue 31), written straight into the server's
 * database as a handful of set-based SQL statements (generate_series, no per-row round trips): bench
 * organizations up to `organizations`, spread over the business units, customer groups and reps, each with
 * its own buyer; bench orders up to `orders` spread over the last 365 days, eight lines each; and
 * `events` analytics events in the tracker's mix. Both `staff-console` and `staff-analytics` seed with it.
 */
export interface StaffYearSize {
  organizations: number;
  orders: number;
  /** Analytics events over the year (0 for none). */
  events: number;
}

/** What the database holds afterwards, and how long each step took. */
export interface StaffYear {
  organizations: number;
  orders: number;
  demoOrders: number;
  events: number;
  seconds: Record<string, number>;
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

/** The bench organization's id of number `n` (1-based), e.g. BENCH01234: the benches search for them. */
export function benchOrganizationId(n: number): string {
  return `BENCH${String(n).padStart(5, '0')}`;
}

/** The e-mail of the bench buyer of organization number `n`. */
export function benchBuyerEmail(n: number): string {
  return `buyer.${benchOrganizationId(n).toLowerCase()}@bench.test`;
}

async function count(client: pg.Client, table: string): Promise<number> {
  return Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
}

/** Copies of the first organization up to `wanted`, spread over the units, groups and reps, each with a buyer. */
async function writeOrganizations(client: pg.Client, wanted: number): Promise<void> {
  const missing = Math.max(0, wanted - (await count(client, 'organizations')));
  if (missing === 0) return;
  const columns = (
    await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = 'organizations'
         and column_name not in ('id', 'name', 'business_unit_id', 'customer_group_id', 'sales_rep_id',
           'is_on_hold', 'address1')`,
    )
  ).rows.map((row) => `"${row.column_name}"`);
  await client.query(
    `insert into organizations (id, name, business_unit_id, customer_group_id, sales_rep_id, is_on_hold, address1,
       ${columns.join(', ')})
     select 'BENCH' || lpad(g::text, 5, '0'), 'Bench Kitchen ' || g,
       b.ids[1 + g % array_length(b.ids, 1)], c.ids[1 + g % array_length(c.ids, 1)],
       r.ids[1 + g % array_length(r.ids, 1)], g % 50 = 0, g || ' Main St', ${columns.map((c) => `t.${c}`).join(', ')}
     from generate_series(1, $1::int) g
     cross join (select * from organizations order by id limit 1) t
     cross join (select array_agg(id order by id) as ids from business_units) b
     cross join (select array_agg(id order by id) as ids from customer_groups) c
     cross join (select array_agg(id order by id) as ids from sales_reps) r`,
    [missing],
  );
  await client.query(
    `insert into users (id, email, password_hash, first_name, last_name, user_name)
     select 'bench-user-' || o.id, 'buyer.' || lower(o.id) || '@bench.test', 'x', 'Pat', 'Cook ' || lower(o.id), o.id
     from organizations o where o.id like 'BENCH%'`,
  );
  await client.query(
    `insert into organization_members (user_id, organization_id, role)
     select 'bench-user-' || o.id, o.id, 'buyer' from organizations o where o.id like 'BENCH%'`,
  );
}

/** Orders up to `wanted`, round-robin over every organization, at instants spread evenly over the last year. */
async function writeOrders(client: pg.Client, missing: number): Promise<void> {
  // Ids are zero-padded so each key index grows at its right edge instead of splitting pages everywhere.
  // Each order's instant is a fixed scramble of its number over the year's seconds, so runs are comparable.
  // Organizations are joined by row number (a hash join), not picked from an array: subscripting a big text
  // array detoasts it for every row, and took most of a minute.
  await client.query(
    `with orgs as (
       select row_number() over (order by o.id) - 1 as n, o.id, o.business_unit_id, m.user_id
       from organizations o
       join lateral (select user_id from organization_members where organization_id = o.id
         order by user_id limit 1) m on true),
     counted as (select count(*) as c from orgs)
     insert into orders (id, web_order_number, erp_order_number, organization_id, user_id, cart_id,
       business_unit_id, is_jit, is_drop_ship, is_pre_order, status, delivery_date, cut_off_at,
       purchase_order_number, note, item_count, total, placed_at, erp_acknowledged_at)
     select 'bench-' || lpad(g::text, 7, '0'), 'WB' || lpad(g::text, 7, '0'), 'EB-' || lpad(g::text, 7, '0'),
       o.id, o.user_id, 'bench-cart-' || lpad(g::text, 7, '0'), o.business_unit_id, false, false, false,
       (array['Delivered','Delivered','Delivered','Cancelled','Shipped'])[1 + g % 5],
       (t.at + interval '2 days')::date, t.at + interval '1 hour',
       'PO-' || g, '', 8, (50 + (g * 37) % 2000)::numeric + 0.25, t.at, t.at + interval '2 hours'
     from generate_series(1, $1::int) g
     cross join counted
     cross join lateral (select now() - ((g::bigint * 7919) % 31536000) * interval '1 second' as at) t
     join orgs o on o.n = (g - 1) % counted.c`,
    [missing],
  );
  // Eight lines per bench order, from the first 2,000 products: top items read them. The lines name orders
  // and products just read, so their foreign key's per-row check (a third of the load) is skipped; orders
  // keep theirs, and their triggers (the staff list's counts).
  await client.query(`set local session_replication_role = replica`);
  await client.query(
    `with picks as (
       select row_number() over (order by p.sku) - 1 as n, p.sku, p.name, p.brand, v.id as variant_id, v.text
       from (select sku, name, brand from products order by sku limit 2000) p
       join lateral (select id, text from variants where product_sku = p.sku order by id limit 1) v on true),
     counted as (select count(*) as c from picks)
     insert into order_lines (order_id, organization_id, placed_at, line_number, product_sku, variant_id,
       product_title, brand_name, pack_size, unit_of_measure, quantity, unit_price, total_price, image_url,
       product_url)
     select o.id, o.organization_id, o.placed_at, l, k.sku, k.variant_id, k.name, k.brand, '1 CS', k.text,
       x.q, 12.5, x.q * 12.5, '', ''
     from orders o
     cross join generate_series(1, 8) l
     cross join counted
     cross join lateral (select abs(hashtext(o.id || '-' || l)) % counted.c as i,
       1 + (abs(hashtext(o.id)) + l) % 12 as q) x
     join picks k on k.n = x.i
     where o.id like 'bench-%'`,
  );
  await client.query(`set local session_replication_role = origin`);
}

/** Analytics events over the year, in time order as the collector stores them (its rollup trigger fires once). */
async function writeEvents(client: pg.Client, events: number): Promise<void> {
  const types = MIX.flatMap(([type, , weight]) => Array<string>(weight).fill(type));
  const names = MIX.flatMap(([, event, weight]) => Array<string | null>(weight).fill(event));
  // Each row picks its kind from the weighted arrays (joined, not subscripted: see writeOrders); properties are about the tracker's size (a list view
  // carries its products), the query one of 400 phrases, 1 in 10 of them finding nothing.
  await client.query(
    `insert into analytics_events (message_id, type, event, name, user_id, anonymous_id, organization_id,
       properties, context, timestamp, original_timestamp, received_at)
     select 'bench-' || lpad(g::text, 7, '0'), k.type, k.event,
       case when k.type = 'page' then 'Page ' || (g % 50) end,
       case when g % 3 = 0 then null else 'buyer' || (g % 500) || '@example.test' end,
       'anon-' || (g % 5000),
       case when g % 3 = 0 then null else orgs.id end,
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
       $5::jsonb, t, t, t
     from generate_series(1, $1::int) g
     cross join lateral (select now() - ($1::int - g) * (interval '365 days' / $1::int) as t) tt
     join unnest($2::text[], $3::text[]) with ordinality as k(type, event, n) on k.n = 1 + (g::bigint * 7919) % $4::int
     cross join (select count(*) as c from organizations) counted
     join (select row_number() over (order by id) - 1 as n, id from organizations) orgs on orgs.n = g % counted.c`,
    [
      events,
      types,
      names,
      types.length,
      { page: { path: '/search/', url: 'https://larder.test/search/' }, userAgent: 'Mozilla/5.0 (bench)' },
    ],
  );
}

/**
 * Runs a bulk load with a table's secondary indexes dropped, then builds them again, as a restore does:
 * one sorted build is far quicker than 800,000 inserts at random places (the per-organization ones).
 * Constraint indexes stay. Inside the load's transaction, so a failure leaves the indexes as they were.
 */
async function withIndexesRebuilt(
  client: pg.Client,
  table: string,
  load: () => Promise<void>,
): Promise<void> {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = $1
       and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`,
    [table],
  );
  for (const row of rows) await client.query(`drop index "${row.indexname}"`);
  await load();
  for (const row of rows) await client.query(row.indexdef);
}

/** Writes the year (what is already there counts towards it) and leaves the tables vacuumed and analyzed. */
export async function writeStaffYear(databaseUrl: string, size: StaffYearSize): Promise<StaffYear> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seconds: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    seconds[name] = Math.round((performance.now() - start) / 100) / 10;
  };
  try {
    const demoOrders = await count(client, 'orders');
    // The bulk load's own settings: no commit waits on the WAL flush, sorts for the indexes in memory.
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query(`set work_mem = '64MB'`);
    await client.query('set jit = off');
    await client.query('begin');
    await step('organizations', () => writeOrganizations(client, size.organizations));
    const missing = Math.max(0, size.orders - demoOrders);
    if (missing > 0)
      await step('orders and lines', () =>
        withIndexesRebuilt(client, 'orders', () =>
          withIndexesRebuilt(client, 'order_lines', () => writeOrders(client, missing)),
        ),
      );
    if (size.events > 0)
      await step('events', () =>
        withIndexesRebuilt(client, 'analytics_events', () => writeEvents(client, size.events)),
      );
    await client.query('commit');
    // As autovacuum leaves an insert-only table: statistics and the visibility map up to date.
    await step('vacuum analyze', async () => {
      for (const table of [
        'analytics_events',
        'orders',
        'order_lines',
        'organizations',
        'organization_members',
        'users',
      ])
        await client.query(`vacuum analyze ${table}`);
    });
    return {
      organizations: await count(client, 'organizations'),
      orders: await count(client, 'orders'),
      demoOrders,
      events: size.events,
      seconds,
    };
  } finally {
    await client.end();
  }
}

/**
 * Waits until the server's order rollups job (ADR 055) has built every day the year's orders touched, as a
 * running store keeps them, and returns the seconds it took (the job runs every minute).
 */
export async function waitForOrderRollups(databaseUrl: string, timeoutMs = 300_000): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const start = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ waiting: string }>(
        `select (select count(*) from order_figure_changes) + (select count(*)
           from generate_series((select (min(placed_at) at time zone 'UTC')::date from orders), $1::date,
             interval '1 day') g(day)
           where not exists (select 1 from order_figure_days f where f.day = g.day::date)) as waiting`,
        [lastBuildableDay(new Date())],
      );
      if (Number(rows[0]!.waiting) === 0) return Math.round((performance.now() - start) / 100) / 10;
      if (performance.now() - start > timeoutMs) throw new Error('the order rollups were not built in time');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await client.end();
  }
}
