import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  Account,
  StaffAddMemberRequest,
  StaffOrganizationDetail,
  StaffOrganizationsPage,
} from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { callApi, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl, journeyOutboxDir } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const outboxDir = journeyOutboxDir();
const browsers: FreshBrowser[] = [];
const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 720 };

test.afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close();
});

async function open(viewport = DESKTOP): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  return browser;
}

/** The e-mails to an address so far, decoded from quoted-printable as a mail client shows them. */
function mailsTo(email: string): string[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(path.join(outboxDir, file), 'utf8'))
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
    .filter((mail) => mail.includes(`To: ${email}`));
}

/** The password link of the e-mail number `index` (0 first) to an address, once it has come. */
async function passwordLink(email: string, index: number): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(index);
  const link = /https?:\/\/\S+\/reset-password\/\?token=[\w-]+/.exec(mailsTo(email)[index]!)![0];
  return new URL(link).pathname + new URL(link).search;
}

/** Staff make a new buyer in an organization that may order and is not PPro (no start-order modal). */
async function newBuyer(staff: Page): Promise<string> {
  const page = await callApi<StaffOrganizationsPage>(
    staff,
    '/web-api/staff/organizations?onHold=false&pageSize=50',
  );
  for (const row of page.items) {
    const detail = await callApi<StaffOrganizationDetail>(staff, `/web-api/staff/organizations/${row.id}`);
    if (detail.flags.isPPro) continue;
    const email = `e2e.account.${Date.now()}@example.test`;
    const body: StaffAddMemberRequest = { email, firstName: 'Ari', lastName: 'Settings' };
    await callApi(staff, `/web-api/staff/organizations/${row.id}/members`, { method: 'POST', body });
    return email;
  }
  throw new Error('no organization that may order without the start-order modal');
}

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
}

async function choosePassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel('Confirm the new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set').waitFor();
}

/**
 * Nothing of the page's own content reaches past the viewport. (The header's width at 320 px is the
 * layout's, checked by the buyer-page journeys.)
 */
async function mainFitsTheViewport(page: Page): Promise<void> {
  const tooWide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`),
  );
  expect(tooWide).toEqual([]);
}

test.describe('account settings', () => {
  // Five browsers and two e-mails: longer than one page's journey.
  test.setTimeout(180_000);

  test('forgot password from the sign-in page, then the account page changes password and preferences', async () => {
    const admin = await open();
    await signIn(admin.page, 'admin@larder.test');
    const email = await newBuyer(admin.page);

    // The buyer forgot their password: the sign-in page links to the reset page, which e-mails a link.
    const desktop = await open();
    const page = desktop.page;
    await page.goto('/sign-in/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'E-mail me a link' }).click();
    await page.getByText('Check your e-mail').waitFor();
    await desktop.screenshot('account-01-reset-requested');
    // The first e-mail is the welcome staff sent; the second is the link the buyer asked for.
    await choosePassword(page, await passwordLink(email, 1), 'first chosen password');
    await signInWith(page, email, 'first chosen password');

    // Another device signed in too, which the password change will sign out.
    const other = await open();
    await signInWith(other.page, email, 'first chosen password');

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Your account' }).click();
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    await expect(page.getByLabel('First name')).toHaveValue('Ari');
    await expect(page.getByRole('heading', { name: 'Delivery addresses' })).toBeVisible();
    await expect(page.getByText('Current', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await desktop.screenshot('account-02-desktop');

    // Profile.
    await page.getByLabel('First name').fill('Arianne');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name is saved.').waitFor();
    await expect(page.getByRole('button', { name: /Account menu for Arianne/ })).toBeVisible();

    // Notifications: order confirmations off, stored for this user.
    await page.getByText('Order confirmations', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: /Order confirmations/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Save notifications' }).click();
    await page.getByText('Your notification choices are saved.').waitFor();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Order confirmations/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Back in stock/ })).toBeChecked();
    const stored = await callApi<Account>(page, '/web-api/account');
    expect(stored.notifications).toEqual({ orderEmails: false, backInStock: true, messages: true });

    // A wrong current password changes nothing.
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel(/^New password/).fill('second chosen password');
    await page.getByLabel('Confirm the new password').fill('second chosen password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not right.')).toBeVisible();
    await desktop.screenshot('account-03-wrong-password');
    await other.page.reload();
    await expect(other.page.getByRole('button', { name: /Account menu for/ })).toBeVisible();

    // The right one: the other device is signed out, this one stays.
    await page.getByLabel('Current password').fill('first chosen password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('You were signed out on 1 other device; this one stays signed in.').waitFor();
    await desktop.screenshot('account-04-password-changed');
    await page.reload();
    await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
    await other.page.goto('/account/');
    await other.page.getByRole('heading', { name: 'Sign in to see your account' }).waitFor();
    await signInWith(other.page, email, 'second chosen password');

    // The page at 320 px: none of it reaches past the screen.
    const narrow = await open(NARROW);
    await signInWith(narrow.page, email, 'second chosen password');
    await narrow.page.goto('/account/');
    await narrow.page.getByRole('heading', { name: 'Delivery addresses' }).waitFor();
    await mainFitsTheViewport(narrow.page);
    expect(await seriousViolations(narrow.page)).toEqual([]);
    await narrow.screenshot('account-05-320px');
  });
});
