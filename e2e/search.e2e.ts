import type { SearchHit, SearchResult } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function signedIn(viewport = DESKTOP): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  await signIn(browser.page, 'chef@larder.test');
  return browser;
}

/** Asks our search engine from the signed-in page, as the storefront's search client does. */
async function engine(page: Page, params: Record<string, unknown>): Promise<SearchResult> {
  return page.evaluate(async (params) => {
    const indexName = (
      (await (
        await fetch('/web-api/auth/current-user', {
          method: 'POST',
          headers: { accept: 'application/json', 'x-requested-with': 'larder-web' },
        })
      ).json()) as { algoliaIndexName: string }
    ).algoliaIndexName;
    const response = await fetch('/1/indexes/*/queries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ indexName, ...params }] }),
    });
    if (!response.ok) throw new Error(`search ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { results: SearchResult[] }).results[0]!;
  }, params);
}

const searchBox = (page: Page) => page.locator('#search-box-input');
const cards = (page: Page) => page.locator('article[data-sku]');
const stats = (page: Page) =>
  page.getByText(/^(No results|1 result found in \d+ms|[\d,]+ results found in \d+ms)$/);

async function searchFor(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  await stats(page).waitFor();
}

/** An in-stock product with a name of at least two long words. */
async function aProduct(page: Page): Promise<SearchHit> {
  const { hits } = await engine(page, { query: '', hitsPerPage: 50, facetFilters: ['inStock:true'] });
  const hit = hits.find((h) => h.name.split(/\W+/).filter((w) => w.length >= 6).length >= 2);
  if (!hit) throw new Error('no product with two long words in its name');
  return hit;
}

test.describe('search', () => {
  test('finds a product by name, by SKU and with a typo', async () => {
    const { page, screenshot } = await signedIn();
    await page.goto('/search/');
    const product = await aProduct(page);
    const words = product.name.split(/\W+/).filter((w) => w.length >= 6);

    await searchFor(page, words.slice(0, 2).join(' '));
    await expect
      .poll(() => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-sku'))))
      .toContain(product.sku);
    expect(await page.locator('mark').first().textContent()).toBeTruthy();

    await searchFor(page, product.sku);
    await expect.poll(() => cards(page).first().getAttribute('data-sku')).toBe(product.sku);

    // One letter dropped from a long word of the name: 'chicken' typed 'chiken'.
    const misspelt = words
      .map((w) => w.slice(0, 2) + w.slice(3))
      .slice(0, 2)
      .join(' ');
    await searchFor(page, misspelt);
    await expect
      .poll(() => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-sku'))))
      .toContain(product.sku);
    await screenshot('search-typo-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // Search as you type in the header: suggestions, then the product page.
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox').first().fill(product.sku);
    const suggestions = page.getByRole('region', { name: 'Search suggestions' });
    await suggestions.getByRole('link', { name: product.name }).click();
    await page.waitForURL((url) => url.pathname === product.url);
  });

  test('refines by two facets with facet_ names in the URL, and pages 1-based', async () => {
    const { page } = await signedIn();
    await page.goto('/search/');
    await stats(page).waitFor();
    const firstStats = await stats(page).textContent();

    const facets = page.getByRole('complementary', { name: 'Filters' });
    const categoryBox = facets.locator('section', { hasText: 'Category' }).getByRole('checkbox').first();
    await categoryBox.check();
    await page.waitForURL(/facet_category=/);
    // The brand values are read once the category's results (and their brand counts) are shown.
    await expect.poll(() => stats(page).textContent()).not.toBe(firstStats);
    const categoryStats = await stats(page).textContent();
    const brandSection = facets.locator('section', { has: page.getByRole('heading', { name: 'Brand' }) });
    const brandLabel = (await brandSection.locator('label').first().locator('span').first().textContent())!;
    await brandSection.getByRole('checkbox').first().check();
    await page.waitForURL(/facet_brand=/);
    await expect.poll(() => stats(page).textContent()).not.toBe(categoryStats);
    const brands = await page.locator('article[data-sku] p.uppercase').allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands.map((b) => b.toLowerCase()))).toEqual(new Set([brandLabel.toLowerCase()]));

    await page.goto('/search/');
    await stats(page).waitFor();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect
      .poll(() => pagination.getByLabel('Previous Page').getAttribute('aria-disabled'))
      .toBe('true');
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await expect
      .poll(() => pagination.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
    await pagination.getByRole('link', { name: 'Last Page' }).click();
    await expect.poll(() => pagination.getByLabel('Next Page').getAttribute('aria-disabled')).toBe('true');
  });

  test('opens a product page from the results and adds it to the cart', async () => {
    const { page, screenshot } = await signedIn(PHONE);
    await page.goto('/search/');
    const product = await aProduct(page);
    await searchFor(page, product.sku);
    await cards(page).first().getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Units and stock' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);
    const addButton = page.getByRole('button', { name: 'Add to cart' });
    await addButton.waitFor();
    await addButton.click();
    await page
      .getByText(/to your cart|now in your cart/)
      .first()
      .waitFor();
    await screenshot('search-pdp-added-phone');
  });

  test('subscribes to notify-me on an out-of-stock item and opens similar items', async () => {
    const { page, screenshot } = await signedIn();
    await page.goto('/search/');
    const { hits } = await engine(page, { query: '', hitsPerPage: 20, facetFilters: ['inStock:false'] });
    const product = hits[0];
    if (!product) throw new Error('the demo catalog has no out-of-stock item');
    await page.goto(product.url);
    await page.getByRole('heading', { name: 'Units and stock' }).waitFor();
    await page
      .getByRole('button', { name: /^Notify me when/ })
      .first()
      .click();
    await page.getByText(/We'll e-mail chef@larder\.test when it is back in stock\./).waitFor();
    // Announced (in a status region that was there before it filled) and focused: the button is gone.
    await page
      .getByRole('status')
      .filter({ hasText: /We'll e-mail chef@larder\.test/ })
      .first()
      .waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/We'll e-mail chef@larder\.test when it is back in stock\./);

    await page.getByRole('button', { name: /similar items/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Similar items' });
    await dialog.waitFor();
    await dialog.locator('li[data-sku], [role="alert"], [role="status"]').first().waitFor();
    await screenshot('search-similar-items-desktop');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
