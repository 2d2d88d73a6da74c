import { performance } from 'node:perf_hooks';
import { load, settle, type LoadResult } from './lib/load.ts';
import { BUSINESS_UNITS } from '../apps/server/src/db/seed/reference-data.ts';
import { feedStock } from './lib/inventory-feed.ts';
import { signIn, startServer, type ServerDatabase } from './lib/server-process.ts';

/**
 * Cart benchmark (issue 4): `cart/update-item` on a 200-line cart against a 1-line cart, one connection
 * at a time (latency) and at 10 connections (throughput), the same right after a stock change elsewhere,
 * and `cart/submit` of 200-line carts.
 * Buyers are demo customers found through the staff impersonation API; carts are filled with
 * `cart/add-items` (not timed).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// A p99 needs at least a hundred samples: of thirty, the 99th percentile is simply the slowest one.
const SUBMIT_ROUNDS = Number(process.env.BENCH_SUBMIT_ROUNDS ?? 100);
const LINES = 200;
const STOCK_CHANGE_ROUNDS = 100;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const WRITE = { 'x-requested-with': 'larder-web', 'content-type': 'application/json' };

interface Buyer {
  email: string;
  cookie: string;
}

interface Item {
  productSku: string;
  unitOfMeasure: string;
  quantity: number;
}

/** The figures of one database. */
export interface CartFigures {
  kind: string;
  updateLarge: LoadResult;
  updateSmall: LoadResult;
  updateLargeAt10: LoadResult;
  /** update-item on the 200-line cart right after another write moved the stock (one at a time). */
  updateAfterStockChange: { medianMs: number; p99Ms: number };
  submitP99Ms: number;
  submitMedianMs: number;
  submitMaxMs: number;
  submitPerSecondAt10: number;
  submitErrors: number;
}

async function call(baseUrl: string, cookie: string, path: string, body?: unknown, headers = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body === undefined ? {} : WRITE), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Demo buyers of organizations that are not on hold, one per organization. */
async function findBuyers(baseUrl: string, count: number): Promise<Buyer[]> {
  const staff = await signIn(baseUrl, 'staff@larder.test', 'larder-demo');
  const orgs = (await call(baseUrl, staff, '/web-api/impersonation/organizations', {})) as {
    id: string;
    isOnHold: boolean;
    customerCount: number;
  }[];
  const buyers: Buyer[] = [];
  for (const org of orgs.filter((o) => !o.isOnHold && o.customerCount > 0)) {
    if (buyers.length === count) break;
    const customers = (await call(
      baseUrl,
      staff,
      `/web-api/impersonation/customers?organizationId=${org.id}`,
      {},
    )) as { email: string }[];
    const email = customers.find((c) => !buyers.some((b) => b.email === c.email))?.email;
    if (!email) continue;
    const cookie = await signIn(baseUrl, email, 'larder-demo');
    await call(baseUrl, cookie, `/web-api/organization/set?value=${org.id}`, {});
    buyers.push({ email, cookie });
  }
  if (buyers.length < count) throw new Error(`found ${buyers.length} buyers, need ${count}`);
  return buyers;
}

/** Orderable items for a buyer: the default unit of consecutive demo skus, at its default quantity. */
async function orderableItems(baseUrl: string, buyer: Buyer, count: number): Promise<Item[]> {
  const items: Item[] = [];
  for (let sku = 100001; items.length < count; sku++) {
    const options = (await call(baseUrl, buyer.cookie, `/web-api/cart/product-options?sku=${sku}`)) as {
      variants: {
        text: string;
        defaultQuantity: number;
        notOrderableReason: string | null;
        inStock: boolean;
      }[];
    };
    const variant = options.variants.find((v) => !v.notOrderableReason && v.inStock);
    if (variant)
      items.push({ productSku: String(sku), unitOfMeasure: variant.text, quantity: variant.defaultQuantity });
  }
  return items;
}

/** Fills a buyer's empty cart to exactly `lines` lines from the candidates (some may be refused for its organization). */
async function fillCart(baseUrl: string, buyer: Buyer, candidates: Item[], lines: number): Promise<void> {
  let count = 0;
  let next = 0;
  while (count < lines) {
    const batch = candidates.slice(next, next + lines - count);
    if (batch.length === 0)
      throw new Error(`only ${count} of ${lines} lines could be added for ${buyer.email}`);
    next += batch.length;
    const answer = (await call(baseUrl, buyer.cookie, '/web-api/cart/add-items', { items: batch })) as {
      cartCounter: number;
    };
    count = answer.cartCounter;
  }
}

/**
 * Gives every item ample stock at every business unit through the ERP's inventory feed (ADR 021): a
 * hundred 200-line submits would otherwise allocate the demo's stock away and be refused (ADR 020).
 */
async function restock(baseUrl: string, items: Item[]): Promise<void> {
  await feedStock(
    baseUrl,
    items.flatMap((item) =>
      BUSINESS_UNITS.map((unit) => ({
        sku: item.productSku,
        unitOfMeasure: item.unitOfMeasure,
        businessUnitId: unit.id,
        onHand: 100_000_000,
      })),
    ),
  );
}

/**
 * Times `update-item` on the 200-line cart `rounds` times, each right after a one-row stock change through
 * the ERP's feed (not timed) of an item outside the cart: what every buyer's next change meets after any
 * other buyer's submit, which allocates stock and so moves the catalog stamp (ADR 010).
 */
async function timeUpdateAfterStockChanges(
  baseUrl: string,
  buyer: Buyer,
  lineId: string,
  elsewhere: Item,
  rounds: number,
): Promise<{ medianMs: number; p99Ms: number }> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await feedStock(baseUrl, [
      {
        sku: elsewhere.productSku,
        unitOfMeasure: elsewhere.unitOfMeasure,
        businessUnitId: BUSINESS_UNITS[0]!.id,
        onHand: 100_000 + round,
      },
    ]);
    // The feed's stock.changed event runs its subscribers now; a buyer's next change comes a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await call(baseUrl, buyer.cookie, '/web-api/cart/update-item', { id: lineId, quantity: 2 + (round % 2) });
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { medianMs: round(percentile(samples, 50)), p99Ms: round(percentile(samples, 99)) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timedSubmit(baseUrl: string, buyer: Buyer, round: number): Promise<number> {
  const started = performance.now();
  const answer = (await call(
    baseUrl,
    buyer.cookie,
    '/web-api/cart/submit?defaultCart=true',
    {},
    {
      'idempotency-key': `bench-${buyer.email}-${round}-${started}`,
    },
  )) as { success: boolean; validationMessages: { text: string }[] };
  const elapsed = performance.now() - started;
  if (!answer.success)
    throw new Error(`submit refused: ${answer.validationMessages.map((m) => m.text).join('; ')}`);
  return elapsed;
}

/** Runs the cart figures on one database. */
export async function benchCart(database: ServerDatabase, port: number): Promise<CartFigures> {
  const server = await startServer(database, { port, env: { DEMO_SKUS: '2000' } });
  try {
    const base = server.baseUrl;
    const buyers = await findBuyers(base, 12);
    const [large, small, ...submitters] = buyers as [Buyer, Buyer, ...Buyer[]];
    const items = await orderableItems(base, large, LINES + 60);
    await restock(base, items);

    await fillCart(base, large, items, LINES);
    await fillCart(base, small, items.slice(0, 1), 1);
    const lineOf = async (buyer: Buyer) => {
      const cart = (await call(base, buyer.cookie, '/web-api/cart')) as {
        cartGroups: {
          subCarts: {
            lines: {
              id: string;
              sellByMultiple: number;
              minQuantity: number | null;
              maxQuantity: number | null;
            }[];
          }[];
        }[];
      };
      const lines = cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines));
      const line = lines.find(
        (l) => l.sellByMultiple === 1 && l.minQuantity === null && l.maxQuantity === null,
      );
      if (!line) throw new Error('no plain line to update');
      return line.id;
    };
    const update = (buyer: Buyer, lineId: string, connections: number, label: string) =>
      load({
        label,
        url: `${base}/web-api/cart/update-item`,
        method: 'POST',
        headers: { cookie: buyer.cookie, ...WRITE },
        body: JSON.stringify({ id: lineId, quantity: 2 }),
        connections,
        seconds: SECONDS,
      });
    const largeLine = await lineOf(large);
    const smallLine = await lineOf(small);
    await settle();
    const updateLarge = await update(large, largeLine, 1, `update-item, ${LINES}-line cart`);
    const updateSmall = await update(small, smallLine, 1, 'update-item, 1-line cart');
    const updateLargeAt10 = await update(large, largeLine, 10, `update-item, ${LINES}-line cart`);
    const updateAfterStockChange = await timeUpdateAfterStockChanges(
      base,
      large,
      largeLine,
      items.at(-1)!,
      STOCK_CHANGE_ROUNDS,
    );

    await settle();
    // Submit latency, one at a time: refill (not timed), then submit (timed).
    const one = submitters[0]!;
    const latencies: number[] = [];
    let submitErrors = 0;
    for (let round = 0; round < SUBMIT_ROUNDS; round++) {
      await fillCart(base, one, items, LINES);
      try {
        latencies.push(await timedSubmit(base, one, round));
      } catch (error) {
        submitErrors++;
        console.error(String(error));
      }
    }
    latencies.sort((a, b) => a - b);

    // Submit throughput: 10 buyers fill their carts, then all submit at once.
    const ten = submitters.slice(0, 10);
    let submitted = 0;
    let wallMs = 0;
    for (let round = 0; round < 5; round++) {
      await Promise.all(ten.map((buyer) => fillCart(base, buyer, items, LINES)));
      const started = performance.now();
      const results = await Promise.allSettled(ten.map((buyer) => timedSubmit(base, buyer, 100 + round)));
      wallMs += performance.now() - started;
      submitted += results.filter((r) => r.status === 'fulfilled').length;
      submitErrors += results.filter((r) => r.status === 'rejected').length;
    }
    return {
      kind: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      updateLarge,
      updateSmall,
      updateLargeAt10,
      updateAfterStockChange,
      submitP99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      submitMedianMs: Math.round(percentile(latencies, 50) * 10) / 10,
      submitMaxMs: Math.round(latencies.at(-1)! * 10) / 10,
      submitPerSecondAt10: Math.round((submitted / wallMs) * 1000 * 10) / 10,
      submitErrors,
    };
  } finally {
    await server.stop();
  }
}

/** Prints one database's figures and returns whether they meet the targets. */
export function reportCart(figures: CartFigures): boolean {
  const { updateLarge, updateSmall, updateLargeAt10 } = figures;
  const ratio = updateLarge.p99Ms / Math.max(1, updateSmall.p99Ms);
  console.info(`\nCart — ${figures.kind}`);
  console.info('call                                    conns    req/s   p99 ms  errors');
  for (const r of [updateLarge, updateSmall, updateLargeAt10]) {
    console.info(
      `${r.label.padEnd(40)}${String(r.connections).padStart(5)}${String(r.requestsPerSecond).padStart(9)}${String(r.p99Ms).padStart(9)}${String(r.errors).padStart(8)}`,
    );
  }
  console.info(
    `update-item, ${LINES}-line cart, right after a stock change elsewhere: median ${figures.updateAfterStockChange.medianMs} ms, p99 ${figures.updateAfterStockChange.p99Ms} ms (${STOCK_CHANGE_ROUNDS} rounds)`,
  );
  console.info(
    `submit, ${LINES}-line cart: p99 ${figures.submitP99Ms} ms, median ${figures.submitMedianMs} ms, slowest ${figures.submitMaxMs} ms (1 connection, ${SUBMIT_ROUNDS} carts); ${figures.submitPerSecondAt10} submits/s at 10 connections; errors ${figures.submitErrors}`,
  );
  const met =
    updateLarge.p99Ms <= 15 &&
    ratio <= 3 &&
    figures.submitP99Ms <= 50 &&
    figures.submitErrors === 0 &&
    updateLarge.errors + updateSmall.errors + updateLargeAt10.errors === 0;
  console.info(
    `target: update-item p99 <= 15 ms (${updateLarge.p99Ms}) and <= 3x the 1-line p99 (${ratio.toFixed(2)}x); submit p99 <= 50 ms (${figures.submitP99Ms}): ${met ? 'MET' : 'NOT MET'}`,
  );
  return met;
}

/** Runs the cart benchmark on PostgreSQL and on PGlite in one run. */
export async function main(): Promise<boolean> {
  const postgres = await benchCart({ kind: 'postgres', adminUrl: POSTGRES_URL }, 3303);
  const pglite = await benchCart({ kind: 'pglite' }, 3304);
  const postgresMet = reportCart(postgres);
  const pgliteMet = reportCart(pglite);
  return postgresMet && pgliteMet;
}
