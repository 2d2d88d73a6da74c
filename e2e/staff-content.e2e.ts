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
  for (const browser of browsers.splice(0)) await browser.close();
});

async function open(viewport = DESKTOP): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  return browser;
}

async function aboutHeading(page: Page, query = ''): Promise<string> {
  await page.goto(`/about-us/${query}`);
  await page.locator('[data-page-type="StandardPage"]').waitFor({ state: 'attached' });
  return (await page.getByRole('heading', { level: 1 }).innerText()).trim();
}

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

const ORIGINAL = /^A distributor built around the kitchen/;
// Still match what the other journeys look for on About Us, which run on the same database; two of each,
// so a retried journey still changes what is shown.
const EDITS = [
  'A distributor built around the kitchen, family run since 1987',
  'A distributor built around the kitchen, since 1987',
];
const ALERTS = ['Snow closes the Denver depot at noon today', 'Ice closes the Denver depot at noon today'];

test.describe('staff edit content', () => {
  test('admin edits About Us through its edit marker, previews, publishes, and a buyer sees it', async () => {
    const admin = await open();
    const { page } = admin;
    await signIn(page, 'admin@larder.test');
    const before = await aboutHeading(page);
    expect(before).toMatch(ORIGINAL);
    const EDITED = EDITS.find((edit) => edit !== before)!;

    // Edit mode: the heading carries the marker, and clicking it opens its editor at that field.
    await page.getByRole('button', { name: /Edit mode/ }).click();
    const marker = page.locator('[data-epi-edit="heading"]');
    await marker.waitFor();
    await admin.screenshot('staff-content-01-edit-marker');
    await marker.click();
    await page.waitForURL(/\/staff\/content\/\?page=\d+&field=heading/);
    const heading = page.getByRole('textbox', { name: 'Heading', exact: true });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    // The console's own pages are not editable: no markers there, though edit mode is on.
    await page.getByRole('heading', { level: 2, name: 'Edit About Us' }).waitFor();
    expect(await page.locator('[data-epi-edit]').count()).toBe(0);

    await heading.fill(EDITED);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved.').waitFor();
    await admin.screenshot('staff-content-02-draft-saved');
    await expectNoSeriousViolations(page, 'page editor');

    // Preview: the draft, for staff only.
    const previewHref = await page.getByRole('link', { name: /Preview/ }).getAttribute('href');
    expect(previewHref).toBe('/about-us/?preview=1');
    const preview = await admin.context.newPage();
    await preview.goto(previewHref!);
    await preview.getByRole('heading', { level: 1, name: EDITED }).waitFor();
    await preview.close();

    const buyer = await open(PHONE);
    await signIn(buyer.page, 'chef@larder.test');
    expect(await aboutHeading(buyer.page)).toBe(before);
    expect(await aboutHeading(buyer.page, '?preview=1')).toBe(before);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('is published').waitFor();
    expect(await aboutHeading(buyer.page)).toBe(EDITED);
    await buyer.screenshot('staff-content-03-buyer-sees-published');
  });

  test('admin sets a site alert: an end before its start is refused, then the buyer sees it', async () => {
    const admin = await open();
    const { page } = admin;
    await signIn(page, 'admin@larder.test');
    await page.goto('/staff/content/');
    await page.getByRole('tab', { name: 'Site alert' }).click();
    const alertText = page.getByLabel('Alert text');
    await alertText.waitFor();
    const ALERT = (await alertText.inputValue()) === ALERTS[0] ? ALERTS[1]! : ALERTS[0]!;
    await alertText.fill(ALERT);
    await page.getByLabel('Link text').fill('Delivery changes');
    await page.getByLabel('Link URL').fill('/resources/delivery-and-returns/');
    await page.getByLabel('Starts').fill('2030-01-02T10:00');
    await page.getByLabel('Ends').fill('2030-01-01T10:00');
    await page.getByRole('button', { name: 'Publish alert' }).click();
    await page.getByText('Must be after the start.').waitFor();
    await admin.screenshot('staff-content-04-alert-refused');

    const buyer = await open(PHONE);
    await signIn(buyer.page, 'chef@larder.test');
    const banner = buyer.page.getByRole('region', { name: 'Site announcement' });
    await buyer.page.goto('/about-us/');
    await buyer.page.getByRole('banner').waitFor();
    expect(await banner.getByText(ALERT).count()).toBe(0);

    // Scheduled for later: published, but not shown yet.
    await page.getByLabel('Ends').fill('2030-01-03T10:00');
    await page.getByRole('button', { name: 'Publish alert' }).click();
    await page.getByText('Scheduled: buyers see it from its start.').waitFor();
    await buyer.page.goto('/about-us/');
    await buyer.page.getByRole('banner').waitFor();
    expect(await banner.getByText(ALERT).count()).toBe(0);

    // Open now: the buyer's next page shows it.
    await page.getByLabel('Starts').fill('');
    await page.getByRole('button', { name: 'Publish alert' }).click();
    await page.getByText('Buyers see this alert now.').waitFor();
    // The publisher's own page shows it at once, past the browser's caches.
    await page.getByRole('region', { name: 'Site announcement' }).getByText(ALERT).waitFor();
    await admin.screenshot('staff-content-05-alert-published');
    await expectNoSeriousViolations(page, 'site alert editor');
    await buyer.page.goto('/about-us/');
    await banner.getByText(ALERT).waitFor();
    await banner.getByRole('link', { name: 'Delivery changes' }).waitFor();
    await buyer.screenshot('staff-content-06-buyer-sees-alert');
  });

  test('the other tabs are usable and accessible, on a desktop and a phone', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const admin = await open(viewport);
      const { page } = admin;
      await signIn(page, 'admin@larder.test');
      await page.goto('/staff/content/');
      await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('button', { name: /About Us/ })
        .waitFor();
      await expectNoSeriousViolations(page, `page tree (${name})`);
      await admin.screenshot(`staff-content-07-tree-${name}`);
      await page.getByRole('tab', { name: 'Header and footer' }).click();
      await page.getByRole('heading', { name: 'Header menu' }).waitFor();
      await expectNoSeriousViolations(page, `menus (${name})`);
      await admin.screenshot(`staff-content-08-menus-${name}`);
      await page.getByRole('tab', { name: 'Settings and flags' }).click();
      await page.getByRole('checkbox', { name: /See-similar-items modal/ }).waitFor();
      await expectNoSeriousViolations(page, `settings (${name})`);
      await admin.screenshot(`staff-content-09-settings-${name}`);
    }
  });
});
