import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { load, type LoadResult } from './lib/load.ts';
import { signIn, startServer } from './lib/server-process.ts';

/**
 * Order guide benchmark (issue 7): `POST /web-api/order-guide` for the demo's 2,000-item guide, one request
 * at a time on PostgreSQL: p99 latency and gzipped size of the answer the detail screen asks for (a page of
 * 50, spec section 9), and of the whole guide in one page (pageSize 2000). Each answer is built from all
 * 2,000 items (arranged, searched and counted), so the page's figures are those of a 2,000-item guide.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3230;
const WRITE = { 'x-requested-with': 'larder-web', 'content-type': 'application/json' };
const LARGE_GUIDE = 'Everything we buy';
const ITEMS = 2000;
const TARGET_P99_MS = 50;
const TARGET_GZIP_BYTES = 60 * 1024;

/** The figures of the benchmark. */
export interface OrderGuideFigures {
  itemCount: number;
  full: LoadResult;
  firstPage: LoadResult;
  fullGzipBytes: number;
  fullJsonBytes: number;
  pageGzipBytes: number;
}

async function call(baseUrl: string, cookie: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body === undefined ? {} : WRITE) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The answer's bytes as they travel, gzipped (fetch would decompress them, so plain http). */
function gzippedAnswer(baseUrl: string, cookie: string, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { method: 'POST', headers: { cookie, 'accept-encoding': 'gzip', 'x-requested-with': 'larder-web' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.headers['content-encoding'] === 'gzip'
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`answer not gzipped (${res.statusCode})`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Runs the figures on a fresh PostgreSQL database seeded with the demo (5,000 SKUs). */
export async function benchOrderGuide(adminUrl: string): Promise<OrderGuideFigures> {
  const server = await startServer({ kind: 'postgres', adminUrl }, { port: PORT });
  try {
    const base = server.baseUrl;
    const cookie = await signIn(base, 'chef@larder.test', 'larder-demo');
    await call(base, cookie, '/web-api/organization/set?value=100101', {});
    const { guides } = (await call(base, cookie, '/web-api/order-guide/list', {})) as {
      guides: { id: number; name: string; itemCount: number }[];
    };
    const guide = guides.find((g) => g.name === LARGE_GUIDE);
    if (!guide) throw new Error(`no guide named ${LARGE_GUIDE}`);
    const fullPath = `/web-api/order-guide?id=${guide.id}&type=customGroups&page=1&pageSize=${ITEMS}`;
    const pagePath = `/web-api/order-guide?id=${guide.id}&type=customGroups&page=1&pageSize=50`;
    const zipped = await gzippedAnswer(base, cookie, fullPath);
    const pageZipped = await gzippedAnswer(base, cookie, pagePath);
    const headers = { cookie, 'x-requested-with': 'larder-web', 'accept-encoding': 'gzip' };
    const run = (path: string, label: string) =>
      load({ label, url: `${base}${path}`, method: 'POST', headers, connections: 1, seconds: SECONDS });
    // Warm the process (JIT, detail cache) the way a running server is, then measure.
    await run(fullPath, 'warm-up');
    return {
      itemCount: guide.itemCount,
      full: await run(fullPath, `order-guide, ${guide.itemCount} items in one page`),
      firstPage: await run(pagePath, `order-guide, ${guide.itemCount}-item guide, page of 50`),
      fullGzipBytes: zipped.length,
      fullJsonBytes: gunzipSync(zipped).length,
      pageGzipBytes: pageZipped.length,
    };
  } finally {
    await server.stop();
  }
}

/** Prints the figures and returns whether they meet the targets. */
export function reportOrderGuide(figures: OrderGuideFigures): boolean {
  console.info('\nOrder guide — PostgreSQL');
  console.info('call                                         conns    req/s   p99 ms  errors');
  for (const r of [figures.full, figures.firstPage]) {
    console.info(
      `${r.label.padEnd(45)}${String(r.connections).padStart(5)}${String(r.requestsPerSecond).padStart(9)}${String(r.p99Ms).padStart(9)}${String(r.errors).padStart(8)}`,
    );
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(
    `answer sizes: page of 50 ${kb(figures.pageGzipBytes)} gzipped; all ${figures.itemCount} items ${kb(figures.fullGzipBytes)} gzipped (${kb(figures.fullJsonBytes)} JSON)`,
  );
  const errors = figures.full.errors + figures.firstPage.errors;
  const pageMet =
    figures.itemCount >= ITEMS &&
    figures.firstPage.p99Ms <= TARGET_P99_MS &&
    figures.pageGzipBytes <= TARGET_GZIP_BYTES &&
    errors === 0;
  const fullMet = figures.full.p99Ms <= TARGET_P99_MS && figures.fullGzipBytes <= TARGET_GZIP_BYTES;
  console.info(
    `target (the screen's call): ${ITEMS}-item guide p99 <= ${TARGET_P99_MS} ms (${figures.firstPage.p99Ms}) and <= 60 KB gzipped (${kb(figures.pageGzipBytes)}): ${pageMet ? 'MET' : 'NOT MET'}`,
  );
  console.info(
    `same target for all ${ITEMS} items in one answer: p99 ${figures.full.p99Ms} ms, ${kb(figures.fullGzipBytes)} gzipped: ${fullMet ? 'MET' : 'NOT MET'}`,
  );
  return pageMet;
}

/** Runs the order guide benchmark on PostgreSQL. */
export async function main(): Promise<boolean> {
  return reportOrderGuide(await benchOrderGuide(POSTGRES_URL));
}
