import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl, journeyOutboxDir } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const outboxDir = journeyOutboxDir();
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close();
});

async function open(): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl);
  browsers.push(browser);
  return browser;
}

/** The set-password link e-mailed to an address, read from the outbox as its owner would read it. */
async function invitationLinkOf(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = existsSync(outboxDir)
      ? readdirSync(outboxDir)
          .filter((file) => file.endsWith('.eml'))
          .map((file) => readFileSync(path.join(outboxDir, file), 'utf8'))
          .map((raw) =>
            raw
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          )
          .find((m) => m.includes(`To: ${email}`))
      : undefined;
    const link = mail && /https?:\/\/\S+\/reset-password\/\?token=[\w-]+/.exec(mail);
    if (link) return new URL(link[0]).pathname + new URL(link[0]).search;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation e-mailed to ${email}`);
}

/** The console's navigation as the staff member sees it. */
async function consoleSections(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

test('an administrator invites a staff member who may only manage orders; they see only the orders section', async () => {
  const stamp = Date.now();
  const email = `orders-${stamp}@larder.test`;
  const lastName = `Orders ${stamp}`;
  const admin = await open();
  await signIn(admin.page, 'admin@larder.test');
  await admin.page.goto('/staff/staff-accounts/');
  const form = admin.page.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel(/^First name/).fill('Olive');
  await form.getByLabel(/^Last name/).fill(lastName);
  await form
    .locator('label')
    .filter({ hasText: /^Manage orders$/ })
    .click();
  await admin.screenshot('staff-accounts-invite');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const card = admin.page.getByRole('listitem', { name: `Olive ${lastName}` });
  await expect(card.getByText('Invitation sent')).toBeVisible();
  await expect(card).toContainText('Custom: manage-orders');

  const hire = await open();
  await hire.page.goto(await invitationLinkOf(email));
  await hire.page.getByLabel(/^New password/).fill('olive-orders-password');
  await hire.page.getByLabel('Confirm the new password').fill('olive-orders-password');
  await hire.page.getByRole('button', { name: 'Set password' }).click();
  await hire.page.getByText('Your password is set').waitFor();
  await hire.page.goto('/sign-in/');
  await hire.page.getByLabel('E-mail address').fill(email);
  await hire.page.getByLabel('Password').fill('olive-orders-password');
  await hire.page.getByRole('button', { name: 'Sign in' }).click();
  await hire.page.getByRole('heading', { name: /Welcome back/ }).waitFor();

  await hire.page.goto('/staff/');
  expect(await consoleSections(hire.page)).toEqual(['Overview', 'Orders']);
  // The staff home's figures (issue 31): only those of the orders section, none of customers, applications
  // or integrations.
  await expect(hire.page.locator('main ul.grid > li')).toHaveText([
    /^Orders today/,
    /^Revenue today/,
    /^Issue reports/,
    /^Orders the ERP has not acknowledged/,
  ]);
  await hire.screenshot('staff-accounts-orders-only');
  await hire.page.goto('/staff/customers/');
  await expect(hire.page.getByText('You do not have access to this section')).toBeVisible();
  await hire.page.goto('/staff/orders/');
  await expect(hire.page.getByText('You do not have access to this section')).toHaveCount(0);
});
