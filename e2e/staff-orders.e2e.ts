import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { callApi, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { placeTwoItemOrder } from './order-steps.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// Sunset Taqueria: no other journey orders for it.
const ORGANIZATION = 'Sunset Taqueria';
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function start(email: string, viewport = DESKTOP): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  await signIn(browser.page, email);
  return browser;
}

async function noSeriousViolations(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}

test.describe('staff orders, impersonation audit and outbox', () => {
  test('staff@ places an order while impersonating; admin@ finds it, moves it along and reads the audit and the e-mail', async () => {
    // staff@ acts as a Sunset Taqueria buyer, places an order and reports an issue with it.
    const staff = await start('staff@larder.test');
    const sp = staff.page;
    await sp.getByRole('button', { name: 'Impersonate customer' }).click();
    await sp.getByRole('dialog').waitFor();
    await sp.getByLabel('Find an organization').fill('sunset');
    await sp.getByRole('option', { name: new RegExp(ORGANIZATION) }).click();
    const customer = sp.getByRole('listbox', { name: 'Customers' }).getByRole('option').first();
    await customer.click();
    await expect.poll(() => customer.getAttribute('aria-selected')).toBe('true');
    await sp.getByLabel('Reason').fill('Buyer called about an order');
    await sp.getByRole('button', { name: 'Start' }).click();
    await sp.getByText(/signed in as staff@larder.test/).waitFor();
    const orderNumber = await placeTwoItemOrder(sp);
    await callApi(sp, '/web-api/order-history/report-issue', {
      method: 'POST',
      body: { webOrderNumber: orderNumber, wholeOrder: true, message: 'Two cases arrived dented', lines: [] },
    });
    await sp.getByRole('button', { name: 'Stop impersonating' }).click();
    await sp.getByRole('button', { name: 'Impersonate customer' }).waitFor();

    // admin@ finds the order by its number.
    const admin = await start('admin@larder.test');
    const page = admin.page;
    await page.goto('/staff/orders/');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByLabel('Order, PO, organization or buyer').fill(orderNumber);
    await page.getByLabel('Order, PO, organization or buyer').press('Enter');
    await page.waitForURL(`**/staff/orders/?q=${orderNumber}`);
    const link = page.getByRole('link', { name: orderNumber });
    await link.waitFor();
    await page.getByRole('region', { name: 'Orders' }).getByText('Placed by staff@larder.test').waitFor();
    await noSeriousViolations(page, 'staff orders');
    await admin.screenshot('staff-orders-01-list-desktop');

    // Its details: placed by staff while impersonating; set Processing, then Shipped.
    await link.click();
    await page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` }).waitFor();
    await page.getByText('Placed by staff staff@larder.test while impersonating').waitFor();
    await noSeriousViolations(page, 'staff order details');
    await page.getByRole('button', { name: 'Mark Processing' }).click();
    await page.getByText(`Order ${orderNumber} is now Processing.`).waitFor();
    await page.getByText('The buyer reads “Being Prepared”.').waitFor();
    await page.getByRole('button', { name: 'Mark Shipped' }).click();
    const ship = page.getByRole('form', { name: 'Mark shipped' });
    await ship.getByLabel('Carrier').fill('Larder Fleet');
    await ship.getByLabel('Tracking number').fill('LF-E2E-1');
    await ship.getByRole('button', { name: 'Mark Shipped' }).click();
    await page.getByText(`Order ${orderNumber} is now Shipped.`).waitFor();
    await page.getByText('Larder Fleet · LF-E2E-1').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Mark Processing' }).count()).toBe(0);
    await page.getByText('Two cases arrived dented').waitFor();
    // The header is sticky: from the top, the full-page shot shows the order's heading, not the header over it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await admin.screenshot('staff-orders-02-details-desktop');

    // Back keeps the search.
    await page.goBack();
    await page.getByRole('link', { name: orderNumber }).waitFor();
    expect(await page.getByLabel('Order, PO, organization or buyer').inputValue()).toBe(orderNumber);
    await page.getByRole('region', { name: 'Orders' }).getByText('Shipped', { exact: true }).waitFor();

    // The issue reports received.
    await page.getByRole('link', { name: 'Issue reports' }).click();
    await page.getByText('Two cases arrived dented').first().waitFor();
    await noSeriousViolations(page, 'issue reports');
    await admin.screenshot('staff-orders-03-issues-desktop');

    // The impersonation audit: staff@ acting as the buyer, how long, the order placed.
    await page.goto('/staff/impersonation-audit/');
    const session = page.getByRole('article').filter({ hasText: 'staff@larder.test' }).first();
    await session.waitFor();
    await session.getByRole('link', { name: orderNumber }).waitFor();
    await session.getByText('placed', { exact: true }).waitFor();
    await session
      .getByText(/\d+ (s|min)/)
      .first()
      .waitFor();
    await session.getByText('Buyer called about an order').waitFor();
    await session.getByText(new RegExp(`^Submitted orders? .*${orderNumber}`)).waitFor();
    await noSeriousViolations(page, 'impersonation audit');
    await admin.screenshot('staff-orders-04-impersonation-audit-desktop');

    // The outbox: the order confirmation e-mail, read whole; its HTML only in a sandboxed frame.
    await page.goto(`/staff/outbox/?q=${orderNumber}`);
    // The confirmation, whatever came after it: its HTML is the styled one.
    const mail = page.getByRole('link', { name: new RegExp(`Order confirmation .*${orderNumber}`) }).first();
    await expect
      .poll(
        async () => {
          if ((await mail.count()) > 0) return true;
          await page.reload();
          await page.getByRole('search', { name: 'Search the outbox' }).waitFor();
          return false;
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toBe(true);
    await noSeriousViolations(page, 'outbox');
    await admin.screenshot('staff-orders-05-outbox-desktop');
    await mail.click();
    await page.getByRole('heading', { level: 2, name: new RegExp(orderNumber) }).waitFor();
    await expect.poll(() => page.locator('pre').innerText()).toContain(orderNumber);
    await noSeriousViolations(page, 'outbox message');
    await page.getByRole('button', { name: 'HTML (sandboxed)' }).click();
    const frame = page.locator('iframe[sandbox=""]');
    await frame.waitFor();
    await expect
      .poll(() => page.frameLocator('iframe[sandbox=""]').locator('body').innerText())
      .toContain(orderNumber);
    await noSeriousViolations(page, 'outbox message html');
    await admin.screenshot('staff-orders-06-outbox-message-desktop');

    // The same screens on a phone.
    const phone = await start('admin@larder.test', PHONE);
    await phone.page.goto(`/staff/orders/?q=${orderNumber}`);
    await phone.page.getByRole('link', { name: orderNumber }).waitFor();
    await phone.screenshot('staff-orders-07-list-phone');
    await phone.page.getByRole('link', { name: orderNumber }).click();
    await phone.page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` }).waitFor();
    await noSeriousViolations(phone.page, 'staff order details on a phone');
    await phone.screenshot('staff-orders-08-details-phone');
    await phone.page.goto('/staff/impersonation-audit/');
    await phone.page.getByRole('article').first().waitFor();
    await phone.screenshot('staff-orders-09-audit-phone');
    await phone.page.goto('/staff/outbox/');
    await phone.page.getByRole('search', { name: 'Search the outbox' }).waitFor();
    await phone.page.getByRole('link').filter({ hasText: /Order/ }).first().waitFor();
    await phone.screenshot('staff-orders-10-outbox-phone');
  });
});
