/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
let browser: FreshBrowser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function onPage(page: Page, pageType: string, heading: RegExp): Promise<void> {
  await page.locator(`[data-page-type="${pageType}"]`).waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

interface BatchBody {
  batch: { type: string; name?: string; event?: string; context: { page: { path: string } } }[];
}

/** Collects the paths of the page views the tracker sends to the collector. */
function recordPageViews(page: Page): string[] {
  const views: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/analytics/v1/batch')) return;
    const body = request.postDataJSON() as BatchBody;
    for (const call of body.batch) if (call.type === 'page') views.push(call.context.page.path);
  });
  return views;
}

test.describe('header navigation', () => {
  test('opens each page type the header links to, and goes back and forth', async () => {
    browser = await openBrowser(baseUrl, DESKTOP);
    const { page } = browser;
    const views = recordPageViews(page);
    await page.goto('/');
    await onPage(page, 'StartPage', /Everything your kitchen needs/);
    const main = page.getByRole('navigation', { name: 'Main' });

    await main.getByRole('button', { name: 'Shop products' }).click();
    await main.getByRole('link', { name: 'Protein', exact: true }).click();
    await onPage(page, 'ProductListingPage', /^Protein$/);
    await browser.screenshot('nav-01-category-menu-protein');

    await page
      .getByRole('navigation', { name: 'Protein categories' })
      .getByRole('link', { name: 'Beef' })
      .click();
    await onPage(page, 'SubcategoryData', /^Beef$/);

    await main.getByRole('link', { name: 'About Us' }).click();
    await onPage(page, 'StandardPage', /distributor built around the kitchen/);
    await main.getByRole('link', { name: 'Resources' }).click();
    await onPage(page, 'StandardPage', /Resources/);
    await page
      .getByRole('link', { name: /Ordering Online/ })
      .first()
      .click();
    await onPage(page, 'StandardPage', /./);
    expect(new URL(page.url()).pathname).toBe('/resources/ordering-online/');

    await page.getByRole('search').getByRole('searchbox').fill('salmon');
    await page.getByRole('search').getByRole('searchbox').press('Enter');
    await onPage(page, 'SearchPage', /Results for “salmon”/);
    expect(new URL(page.url()).search).toBe('?q=salmon');

    await main.getByRole('link', { name: 'Sign In' }).click();
    await onPage(page, 'SignInPage', /Sign in/i);
    expect(await page.getByRole('banner').getByRole('searchbox').inputValue()).toBe('');
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await onPage(page, 'CartPage', /Sign in to see your cart/);

    await page.goBack();
    await onPage(page, 'SignInPage', /Sign in/i);
    await page.goBack();
    await onPage(page, 'SearchPage', /Results for “salmon”/);
    // The header box follows the URL's query on back navigation.
    expect(await page.getByRole('banner').getByRole('searchbox').inputValue()).toBe('salmon');
    await page.goBack();
    await onPage(page, 'StandardPage', /./);
    expect(new URL(page.url()).pathname).toBe('/resources/ordering-online/');
    await page.goForward();
    await onPage(page, 'SearchPage', /Results for “salmon”/);
    await browser.screenshot('nav-02-back-and-forth');

    await expect.poll(() => views.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(11);
    expect(views.slice(0, 4)).toEqual(['/', '/products/protein/', '/products/protein/beef/', '/about-us/']);
  });

  test('restores the scroll position 800 ms after going back, and starts new pages at the top', async () => {
    browser = await openBrowser(baseUrl, { width: 390, height: 700 });
    const { page } = browser;
    await page.goto('/about-us/');
    await onPage(page, 'StandardPage', /distributor built around the kitchen/);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(200);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Resources' }).click();
    await onPage(page, 'StandardPage', /Resources/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await onPage(page, 'StandardPage', /distributor built around the kitchen/);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 })
      .toBeGreaterThan(before - 5);
  });

  test('opens the categories and account links from the phone menu', async () => {
    browser = await openBrowser(baseUrl);
    const { page } = browser;
    await page.goto('/');
    await onPage(page, 'StartPage', /Everything your kitchen needs/);
    await page.getByRole('button', { name: 'Menu' }).click();
    await browser.screenshot('nav-03-phone-menu');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Produce' }).click();
    await onPage(page, 'ProductListingPage', /^Produce$/);
    await expect
      .poll(() => page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'))
      .toBe('false');
  });

  test('opens the signed-in utility pages from the header', async () => {
    browser = await openBrowser(baseUrl, DESKTOP);
    const { page } = browser;
    await signIn(page, 'chef@larder.test');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Order Guides' }).click();
    await page.locator('[data-page-type="OrderGuideListingPage"]').waitFor({ state: 'attached' });
    await main.getByRole('link', { name: 'Order History' }).click();
    await page.locator('[data-page-type="OrderHistoryPage"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await page.locator('[data-page-type="CartPage"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await browser.screenshot('nav-04-signed-in-cart');
  });
});

test.describe('the site alert', () => {
  test('stays dismissed within the session and shows again in a fresh one', async () => {
    browser = await openBrowser(baseUrl, DESKTOP);
    const { page } = browser;
    await page.goto('/');
    const alert = page.getByRole('region', { name: 'Site announcement' });
    await alert.waitFor();
    await browser.screenshot('alert-01-shown');
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await alert.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await onPage(page, 'StandardPage', /distributor built around the kitchen/);
    await page.reload();
    await onPage(page, 'StandardPage', /distributor built around the kitchen/);
    await page.getByRole('banner').waitFor();
    expect(await alert.count()).toBe(0);
    await browser.screenshot('alert-02-dismissed-after-reload');
    await browser.close();

    browser = await openBrowser(baseUrl, DESKTOP);
    await browser.page.goto('/about-us/');
    await browser.page.getByRole('region', { name: 'Site announcement' }).waitFor();
  });
});

test.describe('staff edit mode', () => {
  test('marks the editable regions only while staff have edit mode on', async () => {
    browser = await openBrowser(baseUrl, DESKTOP);
    const { page } = browser;
    await signIn(page, 'staff@larder.test');
    await page.goto('/about-us/');
    await onPage(page, 'StandardPage', /distributor built around the kitchen/);
    expect(await page.locator('[data-epi-edit]').count()).toBe(0);
    await page.getByRole('button', { name: /Edit mode/ }).click();
    await page.locator('[data-epi-edit="body"]').waitFor();
    await browser.screenshot('staff-edit-mode');
    await page.getByRole('button', { name: /Edit mode/ }).click();
    await page.locator('[data-epi-edit]').first().waitFor({ state: 'detached' });
  });

  test('is not offered to customers', async () => {
    browser = await openBrowser(baseUrl, DESKTOP);
    const { page } = browser;
    await signIn(page, 'chef@larder.test');
    expect(await page.getByRole('button', { name: /Edit mode/ }).count()).toBe(0);
  });
});

test.describe('exit intent', () => {
  test("tracks 'Exit Intent' when the tab becomes hidden", async () => {
    browser = await openBrowser(baseUrl, DESKTOP);
    const { page } = browser;
    const events: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/analytics/v1/batch')) return;
      for (const call of (request.postDataJSON() as BatchBody).batch) if (call.event) events.push(call.event);
    });
    await page.goto('/about-us/');
    await onPage(page, 'StandardPage', /distributor built around the kitchen/);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => events, { timeout: 10_000 }).toContain('Exit Intent');
  });
});
