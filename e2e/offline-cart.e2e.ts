import type { OrderGuide } from '@larder/contract';
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

// Issue 34, what the first offline journeys (offline.e2e.ts) left out: the cart page edited offline, two
// devices of one buyer, what is not kept saying it needs a connection, scanning offline, the install offer.

const baseUrl = journeyBaseUrl();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SUBMIT_NEEDS_CONNECTION =
  'Submitting an order needs a connection. Your cart is kept; submit it when you are back online.';
const CART_CHANGE_NEEDS_CONNECTION =
  'This change needs a connection. Quantities can be changed offline; everything else works again when you are back online.';
const browsers: FreshBrowser[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];

test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp().catch(() => undefined);
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function start(viewport = PHONE): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  await signIn(browser.page, 'chef@larder.test');
  await api(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
  return browser;
}

/** Waits until the service worker controls the page (the offline code has started). */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** Opens the cart online and waits until the cart, holding these skus, is kept in the browser's storage. */
async function openCartOnline(page: Page, skus: string[]): Promise<void> {
  await page.goto('/cart/');
  await page.getByRole('heading', { name: 'Order summary' }).waitFor();
  await workerInControl(page);
  await page.waitForFunction(
    (skus) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('larder-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cart')) return resolve(false);
          const read = db.transaction('cart').objectStore('cart').get('cart');
          read.onsuccess = () => {
            const kept = read.result as { quantities?: Record<string, number>; cart?: unknown } | undefined;
            const keys = Object.keys(kept?.quantities ?? {});
            resolve(Boolean(kept?.cart) && skus.every((sku) => keys.some((k) => k.startsWith(`${sku}|`))));
          };
          read.onerror = () => resolve(false);
        };
      }),
    skus,
    { timeout: 20_000 },
  );
  // Its pictures are kept too.
  await page.waitForFunction(async () => (await (await caches.open('larder-images')).keys()).length > 0);
}

const cartBox = (page: Page, name: string) => page.getByRole('textbox', { name: `Quantity of ${name}` });
const lineOf = (page: Page, name: string) => page.locator('li[data-line-id]', { hasText: name });

/** Counts the replayed changes the pages of a browser send. */
function countReplays(context: BrowserContext): () => number {
  let sent = 0;
  context.on('request', (request) => {
    if (request.url().includes('/web-api/cart/set-line')) sent += 1;
  });
  return () => sent;
}

async function addLines(page: Page, picks: ProductPick[], quantity: number): Promise<void> {
  for (const [productSku, unitOfMeasure] of picks) {
    await api(page, '/web-api/cart/add', 'POST', { productSku, unitOfMeasure, quantity });
  }
}

test.describe('offline cart and what needs a connection', () => {
  test('the cart page offline: read from storage, a changed quantity and a removal wait in the queue, submit says it needs a connection, reconnecting applies them once', async () => {
    test.setTimeout(90_000);
    const browser = await start();
    const { context } = browser;
    let page = browser.page;
    await emptyCart(page);
    cleanUps.push(() => emptyCart(browser.page));
    const picks = await plainProducts(page, 3);
    await addLines(page, picks, 2);
    const [kept, changed, removed] = picks.map(([, , name]) => name);
    const replays = countReplays(context);

    await openCartOnline(
      page,
      picks.map(([sku]) => sku),
    );
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('[data-offline-banner]')).toContainText(
      /^Offline - showing your cart from \d{1,2}:\d{2}\s?[AP]M/,
    );
    await expect(cartBox(page, kept!)).toHaveValue('2');
    await expect
      .poll(() =>
        lineOf(page, kept!)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await cartBox(page, changed!).fill('5');
    await cartBox(page, changed!).blur();
    await lineOf(page, removed!)
      .getByRole('button', { name: `Remove ${removed}` })
      .click();
    await expect(page.locator('[data-pending-count]')).toHaveText('2 changes waiting for a connection');
    await expect(lineOf(page, changed!).locator('[data-offline-pending]')).toHaveText(
      '5 waiting for a connection',
    );
    await expect(lineOf(page, removed!).locator('[data-offline-pending]')).toHaveText(
      'Removal waiting for a connection',
    );
    // A cart can be made ready offline, but not submitted.
    await expect(page.getByRole('button', { name: /^Submit/ })).toBeDisabled();
    await expect(page.getByText(SUBMIT_NEEDS_CONNECTION)).toBeVisible();
    await browser.screenshot('offline-cart-pending');
    // Only quantities are kept for later: another change says it needs a connection.
    await page.getByLabel('Note for all orders').fill('Back door');
    await page.getByLabel('Note for all orders').blur();
    await expect(page.getByText(CART_CHANGE_NEEDS_CONNECTION)).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).first().click();

    // Closed and opened again without a connection: the changes are still there, still unsent.
    await page.close();
    page = await context.newPage();
    await page.goto('/cart/');
    await expect(page.locator('[data-pending-count]')).toHaveText('2 changes waiting for a connection');
    await expect(cartBox(page, changed!)).toHaveValue('5');
    expect(replays()).toBe(0);

    await context.setOffline(false);
    await expect(page.locator('[data-pending-count]')).toBeHidden({ timeout: 20_000 });
    await expect(cartBox(page, changed!)).toHaveValue('5');
    await expect(lineOf(page, removed!)).toHaveCount(0);
    const lines = await cartLines(page);
    expect(lines.map((l) => `${l.productSku} ${l.quantity}`).sort()).toEqual(
      [`${picks[0]![0]} 2`, `${picks[1]![0]} 5`].sort(),
    );
    expect(replays()).toBe(2);
    await expect(page.getByRole('button', { name: /^Submit/ })).toBeEnabled();
    await page.screenshot({ path: 'e2e/artifacts/offline-cart-replayed.png', fullPage: true });
  });

  test('two devices of one buyer change the same line offline: the later change wins and the other device is told on its line', async () => {
    test.setTimeout(120_000);
    const first = await start();
    await emptyCart(first.page);
    cleanUps.push(() => emptyCart(first.page));
    const [pick] = await plainProducts(first.page, 1);
    const [sku, , name] = pick!;
    await addLines(first.page, [pick!], 2);
    const second = await start(DESKTOP);

    await openCartOnline(first.page, [sku]);
    await openCartOnline(second.page, [sku]);
    await first.context.setOffline(true);
    await second.context.setOffline(true);

    // The phone changes the line first, the office computer a little later.
    await cartBox(first.page, name).fill('3');
    await cartBox(first.page, name).blur();
    await expect(first.page.locator('[data-pending-count]')).toHaveText('1 change waiting for a connection');
    await cartBox(second.page, name).fill('6');
    await cartBox(second.page, name).blur();
    await expect(second.page.locator('[data-pending-count]')).toHaveText('1 change waiting for a connection');

    // The later change reaches the server first; the earlier one, sent after it, does not undo it.
    await second.context.setOffline(false);
    await expect(second.page.locator('[data-pending-count]')).toBeHidden({ timeout: 20_000 });
    await first.context.setOffline(false);
    await expect(first.page.locator('[data-pending-count]')).toBeHidden({ timeout: 20_000 });

    await expect(lineOf(first.page, name).locator('[data-offline-notice="changedElsewhere"]')).toHaveText(
      'Changed on another device: now 6.',
    );
    await expect(first.page.locator('[data-offline-notice-line]')).toHaveText(
      `${name} (${pick![1]}): Changed on another device: now 6.`,
    );
    await expect(cartBox(first.page, name)).toHaveValue('6');
    expect((await cartLines(first.page)).map((l) => l.quantity)).toEqual([6]);
    await first.screenshot('offline-cart-changed-elsewhere');
  });

  test('offline, search and guide changes say they need a connection, and a scanned case is found in the kept guide', async () => {
    test.setTimeout(90_000);
    const browser = await start(DESKTOP);
    const { context, page } = browser;
    const picks = await plainProducts(page, 3);
    const id = await makeGuide(page, unique('Scan offline'), picks);
    cleanUps.push(() => deleteGuides(browser.page, [id]));
    // The guide's items carry their case barcodes.
    const guide = await api<OrderGuide>(page, `/web-api/order-guide?id=${id}&type=customGroups`, 'POST');
    const items = [...guide.categories, guide.ungroupedProducts].flatMap((g) => g.lineItems);
    const scanned = items.find((item) => item.productSku === picks[1]![0]);
    expect(scanned?.gtin).toMatch(/^\d{14}$/);

    // The search page, opened once online, is kept; offline it says search needs a connection.
    await page.goto('/search/?q=flour');
    await workerInControl(page);
    await page.goto(`/order-guides/detail/?id=${id}`);
    await page.getByTestId('guide-list').waitFor();
    await page.waitForFunction(async () => (await caches.keys()).includes('larder-pages'));
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('guide-list').waitFor();

    const search = page.getByRole('search', { name: 'Site search' }).filter({ visible: true });
    await search.getByRole('searchbox').fill('olive oil');
    await expect(search.getByRole('status')).toHaveText(
      'Search needs a connection. It works again when you are back online.',
    );
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/order-guides\/detail/);
    await browser.screenshot('offline-search-typeahead');

    await page.getByRole('button', { name: 'Edit guide' }).click();
    await toast(page, 'Editing a guide needs a connection. It works again when you are back online.');
    await expect(page.getByRole('button', { name: 'Edit guide' })).toBeVisible();

    // Scanning offline finds the item in the kept guide by any form of its barcode (here as a UPC/EAN).
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a case' });
    await dialog.getByLabel('Barcode').fill(scanned!.gtin!.replace(/^0+/, '').padStart(13, '0'));
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel(`Quantity of ${itemLabel(picks[1]!)}`, { exact: true })).toBeFocused();
    await expect(page.getByLabel(`Quantity of ${itemLabel(picks[0]!)}`, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await dialog.getByLabel('Barcode').fill('4006381333931');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'No item in this guide has that barcode. Finding other products needs a connection; it works again when you are back online.',
    );
    await browser.screenshot('offline-scan-miss');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/search/?q=flour');
    await expect(page.getByRole('heading', { name: 'Search needs a connection.' })).toBeVisible();
    await browser.screenshot('offline-search-page');
    await context.setOffline(false);
  });

  test('the install offer: shown once on a phone from the guide page, not again after Not now', async () => {
    const browser = await start();
    const { page } = browser;
    const picks = await plainProducts(page, 1);
    const id = await makeGuide(page, unique('Install offer'), picks);
    cleanUps.push(() => deleteGuides(browser.page, [id]));
    const offer = page.getByText('Keep Larder on this phone');

    /** The browser's install prompt, as Chromium fires it when the app is installable; true when held back. */
    const promptInstall = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });

    await page.goto(`/order-guides/detail/?id=${id}`);
    await page.getByTestId('guide-list').waitFor();
    await workerInControl(page);
    // Chromium fires the prompt itself once the app is installable; the journey fires it too, as a phone's
    // browser would, and the storefront holds it back for its own offer.
    expect(await promptInstall()).toBe(true);
    await expect(offer).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Install' })).toBeVisible();
    await browser.screenshot('offline-install-offer');
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);

    await page.reload();
    await page.getByTestId('guide-list').waitFor();
    await workerInControl(page);
    // The browser offers again; the storefront holds it back and does not ask a second time.
    expect(await promptInstall()).toBe(true);
    // The first time the offer rendered within a frame of the event; a second is given ample time to show.
    await page.waitForTimeout(1_000);
    await expect(offer).toHaveCount(0);
  });
});
