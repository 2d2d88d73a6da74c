import { STAFF_SECTIONS } from '@larder/contract';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
let browser: FreshBrowser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The section names the console's navigation lists, in order. */
async function navigationNames(browser: FreshBrowser): Promise<string[]> {
  const links = browser.page.getByRole('navigation', { name: 'Staff console' }).getByRole('link');
  return (await links.allInnerTexts()).map((text) => text.replace(/\d+\s*pending$/, '').trim());
}

test.describe('the staff console', () => {
  test('gives an administrator every section from the header, each page free of accessibility faults', async () => {
    browser = await openBrowser(baseUrl, { width: 1280, height: 800 });
    const { page } = browser;
    await signIn(page, 'admin@larder.test');
    await page.getByRole('link', { name: 'Staff console' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Staff Console' }).waitFor();
    expect(await navigationNames(browser)).toEqual(STAFF_SECTIONS.map((section) => section.name));
    // The count of pending applications: the demo seeds some.
    await page.getByRole('link', { name: /^Applications\s*\d+\s*pending$/ }).waitFor();
    await browser.screenshot('staff-console-01-home-desktop');
    expect(await seriousViolations(page), 'staff home').toEqual([]);

    for (const section of STAFF_SECTIONS.slice(1)) {
      await page
        .getByRole('navigation', { name: 'Staff console' })
        .getByRole('link', { name: section.name })
        .click();
      await page.waitForURL((url) => url.pathname === section.path);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
      expect(await page.getByText('You do not have access to this section').count(), section.name).toBe(0);
      expect(await seriousViolations(page), section.name).toEqual([]);
    }
  });

  test('shows a rep only their sections, on a phone, and tells a staff member without a permission so', async () => {
    browser = await openBrowser(baseUrl, { width: 390, height: 844 });
    const { page } = browser;
    await signIn(page, 'rep@larder.test');
    await page.goto('/staff/');
    await page.getByRole('heading', { level: 1, name: 'Staff Console' }).waitFor();
    expect(await navigationNames(browser)).toEqual([
      'Overview',
      'Customers',
      'Orders',
      'Impersonation audit',
      'Outbox',
    ]);
    await browser.screenshot('staff-console-02-rep-phone');
    expect(await seriousViolations(page), 'rep home').toEqual([]);

    await page.goto('/staff/applications/');
    await page.getByText('You do not have access to this section').waitFor();
    expect(await seriousViolations(page), 'no access').toEqual([]);
  });

  test('does not exist for a buyer: the console is the not-found page', async () => {
    browser = await openBrowser(baseUrl, { width: 1280, height: 800 });
    const { page } = browser;
    await signIn(page, 'chef@larder.test');
    const response = await page.goto('/staff/orders/');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We could not find that page' }).waitFor();
    expect(await page.getByRole('link', { name: 'Staff console' }).count()).toBe(0);
  });
});
