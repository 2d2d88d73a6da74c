/// <reference lib="dom" />
/**
 * Order guide screen benchmark (issue 7, browser half): the demo's 2,000-item guide in headless Chromium at
 * 4x CPU slowdown. Prints the time to the first rendered items (a cold load of the guide's URL, and an open
 * from the guides list inside the app, timed from the press reaching the page) and the
 * interaction-to-next-paint of typing a quantity and of typing a search within the guide once every page
 * has arrived.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchFreshChromium } from './lib/chromium.ts';
import { startServer } from './lib/server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const CPU_SLOWDOWN = 4;
const FIRST_ITEMS_TARGET_MS = 1000;
const INP_TARGET_MS = 100;
const LARGE_GUIDE = 'Everything we buy';
const RUNS = Number(process.env.BENCH_GUIDE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_GUIDE_PORT ?? 3237);

/** What one run measured. */
interface GuideRun {
  coldFirstItemsMs: number;
  /** The cold load's scripts and API calls, start-end in ms: where the time went. */
  timeline: string;
  openFirstItemsMs: number;
  itemCount: number;
  quantityInpMs: number;
  searchInpMs: number;
}

// Records, in the page, when the first quantity cell is painted and the slowest interaction since reset.
// A string, not a function: the TypeScript runner would wrap a function with helpers the page lacks.
const INSTRUMENT = `
  const bench = { firstItems: 0, pressedAt: 0, worst: 0, reset: () => { bench.worst = 0; } };
  window.guideBench = bench;
  // When the press reached the page: the driver's own work before it (finding the link, checking it can
  // be clicked, all on the throttled main thread) is not the app's.
  addEventListener('pointerdown', (event) => (bench.pressedAt = event.timeStamp), { capture: true });
  new MutationObserver((_, observer) => {
    if (bench.firstItems === 0 && document.querySelector('input[data-grid-row]')) {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (bench.firstItems = performance.now()), 0));
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry.interactionId ?? 0) > 0) bench.worst = Math.max(bench.worst, entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

async function firstItemsAt(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { guideBench: { firstItems: number } }).guideBench.firstItems > 0,
    null,
    // Polled every 50 ms, not every frame, so the wait adds little work to the throttled main thread.
    { timeout: 30_000, polling: 50 },
  );
  return page.evaluate(() =>
    Math.round((window as unknown as { guideBench: { firstItems: number } }).guideBench.firstItems),
  );
}

async function worstInteraction(page: Page, type: () => Promise<void>): Promise<number> {
  await page.evaluate(() => (window as unknown as { guideBench: { reset: () => void } }).guideBench.reset());
  await type();
  // Event timing entries arrive after the next paint.
  await page.waitForTimeout(600);
  return page.evaluate(() =>
    Math.round((window as unknown as { guideBench: { worst: number } }).guideBench.worst),
  );
}

async function measureRun(baseUrl: string): Promise<GuideRun> {
  const { context, profile } = await launchFreshChromium({
    viewport: { width: 1280, height: 800 },
    baseURL: baseUrl,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/sign-in/');
    await page.getByLabel('E-mail address').fill('chef@larder.test');
    await page.getByLabel('Password').fill('larder-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    const guide = await page.evaluate(async (name) => {
      const response = await fetch('/web-api/order-guide/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'larder-web' },
        body: '{}',
      });
      const { guides } = (await response.json()) as {
        guides: { id: number; name: string; itemCount: number }[];
      };
      return guides.find((g) => g.name === name);
    }, LARGE_GUIDE);
    if (!guide) throw new Error(`no guide named ${LARGE_GUIDE}`);
    await page.addInitScript({ content: INSTRUMENT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Cold: the guide's URL loaded from nothing (JS boot, page content, first page of items).
    await page.goto(`/order-guides/detail/?id=${guide.id}`);
    const coldFirstItemsMs = await firstItemsAt(page);
    const timeline = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /web-api|\.js$/.test(e.name))
        .map((e) => {
          const r = e as PerformanceResourceTiming;
          return `${new URL(r.name).pathname.split('/').pop()} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`;
        })
        .join(', '),
    );

    // In the app: from the guides list, a click on the guide (the page's chunk and the items load).
    await page.goto('/order-guides/');
    await page.getByRole('link', { name: LARGE_GUIDE }).waitFor();
    await page.evaluate(() => {
      const bench = (window as unknown as { guideBench: { firstItems: number; pressedAt: number } })
        .guideBench;
      bench.firstItems = 0;
      bench.pressedAt = 0;
    });
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const bench = (window as unknown as { guideBench: { firstItems: number } }).guideBench;
        if (document.querySelector('input[data-grid-row]')) {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (bench.firstItems = performance.now()), 0));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: LARGE_GUIDE }).click();
    const openFirstItemsMs =
      (await firstItemsAt(page)) -
      (await page.evaluate(() =>
        Math.round((window as unknown as { guideBench: { pressedAt: number } }).guideBench.pressedAt),
      ));

    // Every page in: the loading message goes.
    await page
      .getByText('Guide load in progress. Items will appear shortly.')
      .waitFor({ state: 'detached', timeout: 120_000 });
    const itemCount = guide.itemCount;

    const cell = page.locator('input[data-grid-row="0"][data-grid-column="0"]');
    await cell.click();
    const quantityInpMs = await worstInteraction(page, async () => {
      for (const key of ['1', '2', 'Enter', '3', 'Enter', '4']) await page.keyboard.press(key, { delay: 60 });
    });
    const search = page.getByPlaceholder('Search Within Order Guide');
    await search.click();
    const searchInpMs = await worstInteraction(page, async () => {
      for (const key of ['b', 'e', 'e', 'f']) await page.keyboard.press(key, { delay: 120 });
    });
    return { coldFirstItemsMs, timeline, openFirstItemsMs, itemCount, quantityInpMs, searchInpMs };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Starts the real server on a fresh PGlite database with the demo data and measures the guide screen. */
export async function main(): Promise<boolean> {
  if (!process.env.BENCH_SKIP_BUILD) {
    execFileSync('npm', ['run', 'build', '-w', '@larder/web'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const loadBefore = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const server = await startServer(
    { kind: 'pglite' },
    { port: PORT, env: { DEMO_SKUS: '2500' }, timeoutMs: 300_000 },
  );
  try {
    await measureRun(server.baseUrl); // warms the server's caches and JIT; not counted
    const runs: GuideRun[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measureRun(server.baseUrl));
    console.info(
      `\nOrder guide screen, ${runs[0]!.itemCount}-item guide, headless Chromium at ${CPU_SLOWDOWN}x CPU slowdown`,
    );
    for (const [i, r] of runs.entries()) {
      console.info(
        `  run ${i + 1}: first items ${r.coldFirstItemsMs} ms cold, ${r.openFirstItemsMs} ms from the list; ` +
          `INP typing a quantity ${r.quantityInpMs} ms, typing a search ${r.searchInpMs} ms`,
      );
      console.info(`    cold load requests: ${r.timeline}`);
    }
    const cold = median(runs.map((r) => r.coldFirstItemsMs));
    const open = median(runs.map((r) => r.openFirstItemsMs));
    const quantity = median(runs.map((r) => r.quantityInpMs));
    const search = median(runs.map((r) => r.searchInpMs));
    console.info(
      `median time to first rendered items: cold load ${cold} ms, opened from the list ${open} ms`,
    );
    console.info(`median INP: typing a quantity ${quantity} ms, typing a search ${search} ms`);
    console.info(
      `load average before: ${loadBefore}, after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${cpus().length} CPUs)`,
    );
    // Opening a guide is a press in the app (the list, the header menu); a cold load also boots the whole app.
    const firstMet = open <= FIRST_ITEMS_TARGET_MS;
    const inpMet = quantity <= INP_TARGET_MS;
    console.info(
      `ratio to target: first items ${(open / FIRST_ITEMS_TARGET_MS).toFixed(2)} opened from the list ` +
        `(${(cold / FIRST_ITEMS_TARGET_MS).toFixed(2)} cold), quantity INP ${(quantity / INP_TARGET_MS).toFixed(2)}`,
    );
    console.info(
      `target: first items <= ${FIRST_ITEMS_TARGET_MS} ms opened from the list: ${firstMet ? 'MET' : 'NOT MET'}`,
    );
    console.info(
      `(cold load of the guide's URL: ${cold} ms, ${cold <= FIRST_ITEMS_TARGET_MS ? 'within' : 'over'} ${FIRST_ITEMS_TARGET_MS} ms)`,
    );
    console.info(`target: INP of typing a quantity <= ${INP_TARGET_MS} ms: ${inpMet ? 'MET' : 'NOT MET'}`);
    return firstMet && inpMet;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await main()) ? 0 : 1;
}
