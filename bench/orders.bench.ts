import pg from 'pg';
import { load, type LoadResult } from './lib/load.ts';
import { signIn, startServer } from './lib/server-process.ts';

/**
 * Orders benchmark (issue 6), on PostgreSQL: order details of a 200-line order and a page of 50 orders
 * for an organization with 5,000 orders, one request at a time (p99) and at 10 connections (req/s).
 * The history is written straight into the server's database (not timed): 5,000 orders of 8 lines
 * from the demo catalog for the demo organization Bistro Marguerite, then one 200-line order.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS = 5000;
const BIG_LINES = 200;
const BIG_ORDER = 'WBIG0200';
const ORGANIZATION = '100101';
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const WRITE = { 'x-requested-with': 'larder-web', 'content-type': 'application/json' };

/** The figures of the run. */
export interface OrdersFigures {
  details: LoadResult;
  list: LoadResult;
  deepList: LoadResult;
  detailsAt10: LoadResult;
  listAt10: LoadResult;
}

/** Writes 5,000 orders of 8 lines and one 200-line order for the organization, as SQL set operations. */
export async function writeHistory(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into orders (id, web_order_number, erp_order_number, organization_id, user_id, cart_id,
         business_unit_id, is_jit, is_drop_ship, is_pre_order, status, delivery_date, cut_off_at,
         purchase_order_number, note, item_count, total, placed_at)
       select 'bench-' || g, 'WB' || lpad(g::text, 7, '0'), o.business_unit_id || '-9' || lpad(g::text, 7, '0'),
         o.id, m.user_id, 'bench-cart-' || g, o.business_unit_id, false, false, false,
         (array['Delivered','Delivered','Delivered','Cancelled','Shipped'])[1 + g % 5],
         (now() - (g || ' hours')::interval)::date + 1, now() - (g || ' hours')::interval,
         'PO-' || (10000 + g % 90000), '', 8, 160.00, now() - ((g * 105) || ' minutes')::interval
       from generate_series(1, $1::int) g
       join organizations o on o.id = $2
       join lateral (select user_id from organization_members where organization_id = o.id limit 1) m on true`,
      [ORDERS, ORGANIZATION],
    );
    await client.query(
      `with v as (
         select v.id, v.product_sku, v.text, v.weight, p.name, p.brand, p.image_url, p.url,
           row_number() over (order by v.id) as rn
         from variants v join products p on p.sku = v.product_sku
         order by v.id limit 400)
       insert into order_lines (order_id, organization_id, placed_at, line_number, product_sku, variant_id,
         product_title, brand_name, pack_size, unit_of_measure, quantity, unit_price, total_price,
         image_url, product_url, erp_fields)
       select o.id, o.organization_id, o.placed_at, k, v.product_sku, v.id, v.name, v.brand, v.weight, v.text,
         2, 10.00, 20.00, v.image_url, v.url, '{}'
       from orders o
       cross join generate_series(1, 8) k
       join v on v.rn = 1 + ((substring(o.id from 7)::int * 7 + k * 53) % 400)
       where o.id like 'bench-%'`,
    );
    await client.query(
      `insert into orders (id, web_order_number, erp_order_number, organization_id, user_id, cart_id,
         business_unit_id, is_jit, is_drop_ship, is_pre_order, status, delivery_date, cut_off_at,
         purchase_order_number, note, item_count, total, placed_at)
       select 'bench-big', $1, o.business_unit_id || '-99999999', o.id, m.user_id, 'bench-cart-big',
         o.business_unit_id, false, false, false, 'Submitted', current_date + 2, now() + interval '1 day',
         'PO-BIG', 'Bench order', $2, 4000.00, now()
       from organizations o
       join lateral (select user_id from organization_members where organization_id = o.id limit 1) m on true
       where o.id = $3`,
      [BIG_ORDER, BIG_LINES, ORGANIZATION],
    );
    await client.query(
      `with v as (
         select v.id, v.product_sku, v.text, v.weight, p.name, p.brand, p.image_url, p.url,
           row_number() over (order by v.id) as rn
         from variants v join products p on p.sku = v.product_sku
         order by v.id limit $1)
       insert into order_lines (order_id, organization_id, placed_at, line_number, product_sku, variant_id,
         product_title, brand_name, pack_size, unit_of_measure, quantity, unit_price, total_price,
         image_url, product_url, erp_fields)
       select 'bench-big', $2, now(), v.rn, v.product_sku, v.id, v.name, v.brand, v.weight, v.text,
         2, 10.00, 20.00, v.image_url, v.url, '{}'
       from v`,
      [BIG_LINES, ORGANIZATION],
    );
    await client.query('commit');
    await client.query('analyze orders; analyze order_lines');
  } finally {
    await client.end();
  }
}

/** Runs the orders figures on PostgreSQL. */
export async function benchOrders(port: number): Promise<OrdersFigures> {
  const server = await startServer(
    { kind: 'postgres', adminUrl: POSTGRES_URL },
    { port, env: { DEMO_SKUS: '2000' } },
  );
  try {
    await writeHistory(server.databaseUrl!);
    const cookie = await signIn(server.baseUrl, 'chef@larder.test', 'larder-demo');
    await fetch(`${server.baseUrl}/web-api/organization/set?value=${ORGANIZATION}`, {
      method: 'POST',
      headers: { cookie, ...WRITE },
    });
    const headers = { cookie, ...WRITE, 'user-timezone': 'America/New_York' };
    const check = await fetch(`${server.baseUrl}/web-api/order-history/details`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ webOrderNumber: BIG_ORDER }),
    });
    const details = (await check.json()) as { lines?: unknown[] };
    if (details.lines?.length !== BIG_LINES)
      throw new Error(`details answered ${check.status} ${JSON.stringify(details).slice(0, 200)}`);
    const page = (await (
      await fetch(`${server.baseUrl}/web-api/order-history/list`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ page: 1, pageSize: 50 }),
      })
    ).json()) as { totalCount: number; orders: unknown[] };
    if (page.totalCount < ORDERS || page.orders.length !== 50)
      throw new Error(`list answered ${JSON.stringify(page).slice(0, 200)}`);

    const run = (label: string, path: string, body: unknown, connections: number) =>
      load({
        label,
        url: `${server.baseUrl}${path}`,
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        connections,
        seconds: SECONDS,
      });
    const detailsBody = { webOrderNumber: BIG_ORDER };
    const listBody = { page: 1, pageSize: 50 };
    return {
      details: await run(
        `details, ${BIG_LINES}-line order`,
        '/web-api/order-history/details',
        detailsBody,
        1,
      ),
      list: await run(
        `list, 50 of ${page.totalCount} orders, page 1`,
        '/web-api/order-history/list',
        listBody,
        1,
      ),
      deepList: await run(
        `list, 50 of ${page.totalCount} orders, page 100`,
        '/web-api/order-history/list',
        { page: 100, pageSize: 50 },
        1,
      ),
      detailsAt10: await run(
        `details, ${BIG_LINES}-line order`,
        '/web-api/order-history/details',
        detailsBody,
        10,
      ),
      listAt10: await run(
        `list, 50 of ${page.totalCount} orders, page 1`,
        '/web-api/order-history/list',
        listBody,
        10,
      ),
    };
  } finally {
    await server.stop();
  }
}

/** Prints the figures and returns whether they meet the targets. */
export function reportOrders(figures: OrdersFigures): boolean {
  console.info('\nOrders — PostgreSQL');
  console.info('call                                          conns    req/s   p99 ms  errors');
  const rows = [figures.details, figures.list, figures.deepList, figures.detailsAt10, figures.listAt10];
  for (const r of rows) {
    console.info(
      `${r.label.padEnd(46)}${String(r.connections).padStart(5)}${String(r.requestsPerSecond).padStart(9)}${String(r.p99Ms).padStart(9)}${String(r.errors).padStart(8)}`,
    );
  }
  const met = figures.details.p99Ms <= 15 && figures.list.p99Ms <= 20 && rows.every((r) => r.errors === 0);
  console.info(
    `target: details p99 <= 15 ms (${figures.details.p99Ms}), 50-order page p99 <= 20 ms (${figures.list.p99Ms}), one connection: ${met ? 'MET' : 'NOT MET'}`,
  );
  return met;
}

/** Runs the orders benchmark on PostgreSQL. */
export async function main(): Promise<boolean> {
  return reportOrders(await benchOrders(3223));
}
