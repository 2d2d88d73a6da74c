import type { SearchResult } from '@larder/contract';
import type { Page, Route } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { buyerViolations } from './axe.ts';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

/**
 * Search that holds (issue 32, item 5): a slow search shows 'Results are loading' and then its results,
 * one slower than the 2 s read timeout a message and a retry, never an uncaught error or an empty grid;
 * a query from the URL longer than 512 characters is cut, not refused; an exact item number opens its
 * product; a corrected query says so and links to the words as typed.
 */

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const browsers: FreshBrowser[] = [];
const pageErrors: string[] = [];

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function signedIn(viewport = DESKTOP): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  pageErrors.length = 0;
  browser.page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(browser.page, 'chef@larder.test');
  return browser;
}

const ENDPOINT = '**/1/indexes/*/queries';
const cards = (page: Page) => page.locator('article[data-sku]');

/** Holds every search answer back by `ms` (the route is the page's own call to our engine). */
async function delaySearches(page: Page, ms: number): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  };
  await page.route(ENDPOINT, handler);
  return () => page.unroute(ENDPOINT, handler);
}

test.describe('a slow search', () => {
  test("shows 'Results are loading', then its results, when it answers within the timeout", async () => {
    test.setTimeout(120_000);
    const { page, screenshot } = await signedIn();
    await delaySearches(page, 1200);
    await page.goto('/search/?q=salmon');
    const loading = page.getByText('Results are loading').first();
    await loading.waitFor();
    await screenshot('search-holds-01-loading');
    await cards(page).first().waitFor({ timeout: 20_000 });
    await expect(loading).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  test('that times out shows a message and a retry that brings the results, with no page error', async () => {
    test.setTimeout(120_000);
    const { page, screenshot } = await signedIn(PHONE);
    const stop = await delaySearches(page, 3500);
    await page.goto('/search/?q=salmon');
    await page.getByText('Results are loading').first().waitFor();
    const failed = page.getByRole('alert').filter({ hasText: 'Search is not answering right now' });
    await failed.waitFor({ timeout: 20_000 });
    await expect(failed).toContainText('timeout of 2000ms exceeded');
    expect(await cards(page).count()).toBe(0);
    await screenshot('search-holds-02-timed-out-phone');
    expect(await buyerViolations(page), 'the retry state').toEqual([]);
    await stop();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await cards(page).first().waitFor({ timeout: 20_000 });
    await expect(failed).toBeHidden();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('the search URL', () => {
  test('cuts a query over 512 characters to 512 and searches, with no error', async () => {
    test.setTimeout(120_000);
    const { page } = await signedIn();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/1/indexes/')) sent.push(request.postData() ?? '');
    });
    const failures: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/1/indexes/') && !response.ok()) failures.push(response.status());
    });
    await page.goto(`/search/?q=${'salmon '.repeat(100)}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(/^(No results|1 result found in \d+ms|[\d,]+ results found in \d+ms)$/).waitFor();
    expect(failures).toEqual([]);
    const queries = sent.map((body) => JSON.stringify(JSON.parse(body)).match(/query=([^&"]*)/)?.[1] ?? '');
    expect(queries.every((q) => decodeURIComponent(q.replace(/\+/g, ' ')).length <= 512)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('opens the product of an exact SKU or item code instead of a one-hit results page', async () => {
    test.setTimeout(120_000);
    const { page, screenshot } = await signedIn();
    const [hit] = (
      await page.evaluate(async () => {
        const response = await fetch('/1/indexes/*/queries', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            requests: [{ indexName: 'larder_products_northeast', query: 'beef', hitsPerPage: 1 }],
          }),
        });
        return ((await response.json()) as { results: SearchResult[] }).results[0]!.hits;
      })
    ).map((h) => ({ sku: h.sku, url: h.url, code: h.variants[0]!.code, name: h.name }));
    // Typed into the header's box and submitted.
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox');
    await box.fill(hit!.sku);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === hit!.url, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: hit!.name }).waitFor();
    await screenshot('search-holds-03-sku-opens-product');
    // A search URL with an item code ('100001-CS') opens it too; Back returns to where the buyer was.
    await page.goto(`/search/?q=${encodeURIComponent(hit!.code.toLowerCase())}`);
    await page.waitForURL((url) => url.pathname === hit!.url, { timeout: 20_000 });
    await page.goBack();
    await page.waitForURL((url) => url.pathname === hit!.url);
    expect(pageErrors).toEqual([]);
  });

  test("says 'Showing results for' a corrected query, with a link to the words as typed", async () => {
    test.setTimeout(120_000);
    const { page, screenshot } = await signedIn();
    await page.goto('/search/?q=salmn');
    const said = page.getByTestId('search-interpretation');
    await said.waitFor();
    await expect(said).toContainText('Showing results for salmon');
    await cards(page).first().waitFor();
    await screenshot('search-holds-04-showing-results-for');
    await said.getByRole('link', { name: 'Search instead for “salmn”' }).click();
    await page.waitForURL((url) => url.searchParams.get('typos') === 'off');
    await page.getByText('No results.', { exact: true }).waitFor();
    await expect(said).toBeHidden();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('a result card', () => {
  test('adds with one press, says its price once, and gives focus back to its add button after the dialog', async () => {
    test.setTimeout(120_000);
    const { page, screenshot } = await signedIn();
    await page.evaluate(() =>
      fetch('/web-api/organization/set?value=100101', {
        method: 'POST',
        headers: { 'x-requested-with': 'larder-web' },
      }),
    );
    await page.goto('/search/?q=salmon');
    const card = cards(page).first();
    await card.waitFor();
    const price = (await card.locator('.text-lg.font-extrabold').first().textContent())!.trim();
    await card.getByRole('button', { name: /^Add to cart: / }).click();
    const added = page.getByRole('dialog', { name: 'Added to cart' });
    await added.waitFor({ timeout: 20_000 });
    await screenshot('search-holds-05-one-press-added');
    await page.keyboard.press('Escape');
    await expect(added).toBeHidden();
    // Back on the card, not the page body; the card says its price once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('data-sku')))
      .toBe(await card.getAttribute('data-sku'));
    expect(await card.getByText(price, { exact: true }).count()).toBe(1);
    // Leave the cart as the other journeys expect it.
    await page.evaluate(async () => {
      const headers = { accept: 'application/json', 'x-requested-with': 'larder-web' };
      const cart = (await (await fetch('/web-api/cart', { headers })).json()) as {
        cartGroups: { subCarts: { lines: { id: string }[] }[] }[];
      };
      for (const line of cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines)))
        await fetch(`/web-api/cart/remove-item?id=${encodeURIComponent(line.id)}`, {
          method: 'POST',
          headers,
        });
    });
    expect(pageErrors).toEqual([]);
  });
});
