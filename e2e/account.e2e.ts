import type { CurrentUser } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
let browser: FreshBrowser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/sign-in');
}

async function currentUser(page: Page): Promise<CurrentUser> {
  return page.evaluate(async () => {
    const response = await fetch('/web-api/auth/current-user', {
      method: 'POST',
      headers: { 'x-requested-with': 'larder-web' },
    });
    return (await response.json()) as CurrentUser;
  });
}

test.describe('a buyer', () => {
  test('signs in, switches organization and signs out', async () => {
    browser = await openBrowser(baseUrl);
    const { page } = browser;

    await page.goto('/sign-in');
    await page.getByLabel('E-mail address').fill('chef@larder.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The e-mail address or password is incorrect.').waitFor();

    await signIn(page, 'chef@larder.test');
    await browser.screenshot('buyer-01-home');
    const before = await currentUser(page);
    expect(before.isAuthenticated).toBe(true);

    await page.getByRole('button', { name: /Organization:/ }).click();
    await page.getByRole('menu').waitFor();
    const choices = page.getByRole('menuitemradio');
    expect(await choices.count()).toBeGreaterThanOrEqual(3);
    // Not the PPro organization: it opens the start-order modal, which start-order.e2e.ts covers.
    const target = page
      .getByRole('menuitemradio', { checked: false })
      .filter({ hasNotText: 'Copper Pot Kitchen' })
      .first();
    const targetName = (await target.locator('text=/./').first().innerText()).trim();
    await target.click();
    await page.getByText(`Now ordering for ${targetName}.`).waitFor();
    await browser.screenshot('buyer-02-switched');
    const after = await currentUser(page);
    expect(after.currentOrganization?.name).toBe(targetName);
    expect(after.currentOrganization?.id).not.toBe(before.currentOrganization?.id);

    await signOut(page);
    await browser.screenshot('buyer-03-signed-out');
    expect((await currentUser(page)).isAuthenticated).toBe(false);
  });

  test('on hold sees the hold message', async () => {
    browser = await openBrowser(baseUrl, { width: 1280, height: 800 });
    await signIn(browser.page, 'onhold@larder.test');
    const user = await currentUser(browser.page);
    expect(user.customerStatus.canOrder).toBe(false);
    const message = user.customerStatus.errors.join(' ');
    expect(message.length).toBeGreaterThan(0);
    await browser.page.getByText(message).first().waitFor();
    await browser.screenshot('onhold-01-home');
  });
});

test.describe('a staff member', () => {
  test('impersonates a customer and stops', async () => {
    browser = await openBrowser(baseUrl, { width: 1280, height: 800 });
    const { page } = browser;
    await signIn(page, 'staff@larder.test');

    await page.getByRole('button', { name: 'Impersonate customer' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByLabel('Find an organization').fill('blue door');
    await page.getByRole('option', { name: /Blue Door Catering/ }).click();
    const customer = page.getByRole('listbox', { name: 'Customers' }).getByRole('option').first();
    await customer.click();
    await expect.poll(() => customer.getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Reason').fill('Buyer called about an order');
    await page.getByRole('button', { name: 'Start' }).click();
    // Either the acting bar appears or the dialog shows why not: fail with that reason, not a bare timeout.
    const outcome = await Promise.race([
      page
        .getByText(/signed in as staff@larder.test/)
        .waitFor()
        .then(() => 'acting'),
      page
        .getByRole('dialog')
        .getByRole('alert')
        .waitFor()
        .then(async () => `error: ${await page.getByRole('dialog').getByRole('alert').innerText()}`),
    ]);
    if (outcome !== 'acting') await browser.screenshot('staff-00-start-failed');
    expect(outcome).toBe('acting');
    await browser.screenshot('staff-01-impersonating');

    const current = await currentUser(page);
    expect(current.isImpersonationActive).toBe(true);
    expect(current.isStaff).toBe(false);
    expect(current.currentOrganization?.name).toBe('Blue Door Catering');

    await page.getByRole('button', { name: 'Stop impersonating' }).click();
    await page.getByRole('button', { name: 'Impersonate customer' }).waitFor();
    await browser.screenshot('staff-02-stopped');
    const back = await currentUser(page);
    expect(back).toMatchObject({ email: 'staff@larder.test', isImpersonationActive: false });
  });
});
