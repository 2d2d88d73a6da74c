import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductOptions } from '@larder/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import {
  api,
  cartLines,
  deleteGuides,
  emptyCart,
  itemLabel,
  makeGuide,
  ORGANIZATION,
  plainProducts,
  toast,
  type ProductPick,
  unique,
} from './guide-steps.ts';
import { journeyBaseUrl } from './journey-env.ts';

// Issue 34: the installable storefront that works in the walk-in without signal (ADR 047).

const baseUrl = journeyBaseUrl();
/** The built service worker the journeys' server serves: changed on disk, it is a new version deployed. */
const SW_FILE = path.resolve(import.meta.dirname, '../apps/web/dist/sw.js');
const PHONE = { width: 390, height: 844 };
const browsers: FreshBrowser[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];

test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp().catch(() => undefined);
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function start(): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, PHONE);
  browsers.push(browser);
  await signIn(browser.page, 'chef@larder.test');
  await api(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
  return browser;
}

/** Five products orderable one at a time, and one whose default unit has an active minimum of 2 or more. */
async function productsForJourney(
  page: Page,
): Promise<{ picks: ProductPick[]; minPick: ProductPick; min: number }> {
  const skus = Array.from({ length: 160 }, (_, i) => String(100001 + i));
  const options = await page.evaluate(async (skus) => {
    const answers = await Promise.all(
      skus.map((sku) =>
        fetch(`/web-api/cart/product-options?sku=${sku}`, { headers: { accept: 'application/json' } }),
      ),
    );
    return Promise.all(answers.filter((a) => a.ok).map((a) => a.json() as Promise<ProductOptions>));
  }, skus);
  const picks: ProductPick[] = [];
  let minimum: { minPick: ProductPick; min: number } | null = null;
  for (const product of options) {
    const v = product.variants.find((x) => x.isDefault) ?? product.variants[0];
    if (!v || !v.inStock || v.notOrderableReason !== null || v.isJIT || v.isPreOrder) continue;
    const pick: ProductPick = [product.sku, v.text, product.name];
    if (v.minMaxFlag && (v.minQuantity ?? 0) >= 2 && !v.minMaxExpirationDate) {
      minimum ??= { minPick: pick, min: v.minQuantity! };
    } else if (!v.minMaxFlag && v.sellByMultiple <= 1 && v.availableStock >= 10 && picks.length < 5) {
      picks.push(pick);
    }
  }
  expect(picks).toHaveLength(5);
  if (!minimum) throw new Error('The demo catalog has no product with a minimum quantity.');
  return { picks, ...minimum };
}

/** Opens the guide and waits until the service worker controls the page and the guide is kept in storage. */
async function openGuideOnline(page: Page, id: number): Promise<void> {
  await page.goto(`/order-guides/detail/?id=${id}`);
  await page.getByTestId('guide-list').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await page.waitForFunction(
    (guideId) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('larder-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('guides')) return resolve(false);
          const all = db.transaction('guides').objectStore('guides').getAll();
          all.onsuccess = () => resolve(all.result.some((g: { guideId: number }) => g.guideId === guideId));
          all.onerror = () => resolve(false);
        };
      }),
    id,
    { timeout: 20_000 },
  );
}

const quantityBox = (page: Page, pick: ProductPick) =>
  page.getByLabel(`Quantity of ${itemLabel(pick)}`, { exact: true });

/** Counts the replayed changes the pages send. */
function countReplays(context: BrowserContext): () => number {
  let sent = 0;
  context.on('request', (request) => {
    if (request.url().includes('/web-api/cart/set-line')) sent += 1;
  });
  return () => sent;
}

test.describe('offline storefront', () => {
  test('reads and edits a guide offline; the queued changes reach the cart once, a refused one says why on its line', async () => {
    const browser = await start();
    const { context } = browser;
    let page = browser.page;
    await emptyCart(page);
    test.setTimeout(90_000);
    const { picks, minPick, min } = await productsForJourney(page);
    const name = unique('Walk-in offline');
    const id = await makeGuide(page, name, [...picks, minPick]);
    cleanUps.push(
      () => deleteGuides(browser.page, [id]),
      () => emptyCart(browser.page),
    );
    const replays = countReplays(context);

    await openGuideOnline(page, id);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('[data-offline-banner]')).toHaveText(
      /^Offline - showing prices from \d{1,2}:\d{2}\s?[AP]M/,
    );
    await expect(quantityBox(page, picks[0]!)).toBeVisible();

    for (const [i, pick] of picks.entries()) await quantityBox(page, pick).fill(String(i + 2));
    await quantityBox(page, minPick).fill('1');
    await expect(page.locator('[data-pending-count]')).toHaveText('6 changes waiting for a connection');
    await browser.screenshot('offline-guide-pending');

    // The tab is closed while offline; the queue is in the browser's storage.
    await page.close();
    page = await context.newPage();
    await page.goto(`/order-guides/detail/?id=${id}`);
    await expect(page.locator('[data-offline-banner]')).toContainText('Offline - showing prices from');
    await expect(page.locator('[data-pending-count]')).toHaveText('6 changes waiting for a connection');
    await expect(quantityBox(page, picks[2]!)).toHaveValue('4');
    expect(replays()).toBe(0);

    await context.setOffline(false);
    await expect(page.locator('[data-pending-count]')).toBeHidden({ timeout: 20_000 });
    await expect(page.locator('[data-offline-notice="refused"]')).toHaveText(
      `Not added (1): Minimum quantity of ${min} required for this product.`,
    );
    const lines = await cartLines(page);
    expect(lines.map((l) => `${l.productSku} ${l.unitOfMeasure} ${l.quantity}`).sort()).toEqual(
      picks.map(([sku, unit], i) => `${sku} ${unit} ${i + 2}`).sort(),
    );
    const sent = replays();
    expect(sent).toBe(6);

    // A second reconnect sends nothing: every change was answered once.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await page.getByTestId('guide-list').waitFor();
    await page.waitForTimeout(1_000);
    expect(replays()).toBe(sent);
    expect((await cartLines(page)).length).toBe(5);
    await page.screenshot({ path: 'e2e/artifacts/offline-guide-replayed.png', fullPage: true });
  });

  test('count mode: counts of three items with par levels give the order quantities offline', async () => {
    const browser = await start();
    const { context, page } = browser;
    const picks = await plainProducts(page, 3);
    const id = await makeGuide(page, unique('Count offline'), picks);
    cleanUps.push(() => deleteGuides(browser.page, [id]));
    await api(page, '/web-api/order-guide/par-levels', 'POST', {
      orderGuideId: id,
      items: picks.map(([productSku, unitOfMeasure]) => ({ productSku, unitOfMeasure, parLevel: 10 })),
    });
    await openGuideOnline(page, id);
    // Arranged once, online: the third item is in the freezer, walked first.
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await page.getByRole('button', { name: 'Arrange by storage' }).click();
    await page.getByLabel(`Where ${itemLabel(picks[2]!)} is stored`).selectOption('Freezer');
    await page.getByRole('button', { name: 'Done arranging' }).click();
    await expect(page.getByRole('heading', { name: 'Freezer' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Count', exact: true }).click();
    await expect(page.locator('[data-count-item]').first()).toHaveAttribute('data-count-item', picks[2]![0]);
    const counts = [4, 10, 7];
    for (const [i, pick] of picks.entries()) {
      await page.getByLabel(`On hand count of ${itemLabel(pick)}`).fill(String(counts[i]));
    }
    for (const [i, pick] of picks.entries()) {
      await expect(page.locator(`[data-count-item="${pick[0]}"] [data-order-quantity]`)).toHaveText(
        String([6, 0, 3][i]),
      );
    }
    await browser.screenshot('offline-count-mode');
    await page.getByRole('button', { name: 'Fill order quantities' }).click();
    await expect(page.locator('[data-pending-count]')).toHaveText('2 changes waiting for a connection');
    await expect(quantityBox(page, picks[0]!)).toHaveValue('6');
    await context.setOffline(false);
    await expect(page.locator('[data-pending-count]')).toBeHidden({ timeout: 20_000 });
    cleanUps.push(() => emptyCart(browser.page));
  });

  test('installable: a valid manifest with icons, a worker that controls the page, offline navigation and the update flow', async () => {
    const browser = await start();
    const { context, page } = browser;
    const manifest = await api<{
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    }>(page, '/manifest.webmanifest');
    expect(manifest).toMatchObject({
      name: 'Larder',
      display: 'standalone',
      start_url: '/order-guides/detail/?id=default',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    await page.goto('/order-guides/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    // The page opened before the worker took over is kept as soon as it does.
    await page.waitForFunction(async () => (await caches.keys()).includes('larder-pages'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);

    // A new version is deployed (the built worker changes on disk): found while the page is open, it
    // waits, and the page says so...
    const original = readFileSync(SW_FILE, 'utf8');
    writeFileSync(SW_FILE, `${original}\n// a new version\n`);
    try {
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await page.waitForFunction(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed',
      );
    } finally {
      writeFileSync(SW_FILE, original);
    }
    await toast(
      page,
      'Larder was updated. The update takes effect the next time you open it; nothing you are entering is interrupted.',
    );
    // ...and on the next open it takes over: no stale app beyond one open.
    await page.reload();
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting == null && registration?.active?.state === 'activated';
    });
  });
});
