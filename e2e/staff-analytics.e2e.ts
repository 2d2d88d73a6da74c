import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import path from 'node:path';
import { SCREENSHOT_DIR, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
let browser: FreshBrowser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The line that says which days are on screen, once the figures for a range have arrived. */
const showing = (page: Page) => page.getByText(/^Showing .+, days in /);

/** The dashboard's drawings: one recharts wrapper per chart. */
const charts = (page: Page) => page.locator('figure .recharts-wrapper');

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/staff/analytics/');
  await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
  await showing(page).waitFor();
  await expect.poll(() => charts(page).count()).toBe(4);
}

test.describe('the analytics dashboard', () => {
  test('shows an admin the figures of a range, with charts, tables and no accessibility faults', async () => {
    browser = await openBrowser(baseUrl, { width: 1280, height: 800 });
    const { page } = browser;
    await signIn(page, 'admin@larder.test');

    // A search that finds nothing: the storefront tracks it, and the dashboard lists it.
    const phrase = `zzqx${Date.now() % 1_000_000}`;
    await page.goto('/search/');
    await page.locator('#search-box-input').fill(phrase);
    await page.waitForURL((url) => url.searchParams.get('q') === phrase);
    await page.getByText(/^No results$/).waitFor();

    await openDashboard(page);
    await expect
      .poll(() => page.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed'))
      .toBe('true');
    // The demo's order history: revenue bars are drawn and the key figures are not zero.
    expect(await page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const orders = page.getByRole('definition').first();
    expect(Number((await orders.innerText()).replace(/,/g, ''))).toBeGreaterThan(0);

    // The tracked search arrives (the tracker sends its batch when the search page is left): the last
    // 7 days, asked for by keyboard, show it among the searches with no results.
    const noResults = page.getByRole('region', { name: 'Searches with no results' });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Last 7 days' }).focus();
          await page.keyboard.press('Enter');
          await showing(page).waitFor();
          if (await noResults.getByText(phrase).isVisible()) return true;
          await page.getByRole('button', { name: 'Last 30 days' }).click();
          await showing(page).waitFor();
          return noResults.getByText(phrase).isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: /^Last (7|30) days$/, pressed: true }).count())
      .toBe(1);

    // A range typed in: a backwards one is refused on the spot, a real one is applied.
    await page.getByLabel('From', { exact: true }).fill('2026-03-10');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await page.getByRole('form', { name: 'Date range' }).getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The last day must be on or after the first day.').waitFor();
    await page.getByLabel('To', { exact: true }).fill('2026-04-08');
    await page.getByRole('form', { name: 'Date range' }).getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Showing Mar 10, 2026 to Apr 8, 2026, days in').waitFor();
    await expect.poll(() => charts(page).count()).toBe(4);
    expect(await page.getByRole('button', { name: /^Last \d+ days$/, pressed: true }).count()).toBe(0);

    // Each chart's figures as a table, opened by keyboard.
    const toggle = page.getByRole('button', { name: 'Show as table: Revenue per day by business unit' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Revenue per day by business unit' });
    await table.waitFor();
    // 30 days of the range plus the header row.
    expect(await table.getByRole('row').count()).toBe(31);
    await page.getByRole('button', { name: 'Last 365 days' }).click();
    await showing(page).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(366);

    expect(await seriousViolations(page)).toEqual([]);
    await browser.screenshot('staff-analytics-01-desktop');
    await page.getByRole('heading', { name: 'Orders and revenue' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'staff-analytics-01b-desktop-charts.png') });
  });

  test('fits a phone', async () => {
    browser = await openBrowser(baseUrl);
    const { page } = browser;
    await signIn(page, 'admin@larder.test');
    await openDashboard(page);
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await browser.screenshot('staff-analytics-02-phone');
    await page.getByText('Revenue per day by business unit').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'staff-analytics-02b-phone-revenue.png') });
    await page.getByText('Events by type').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'staff-analytics-02c-phone-events.png') });
  });
});
