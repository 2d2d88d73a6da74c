import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl, journeyOutboxDir } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const outboxDir = journeyOutboxDir();
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close();
});

async function open(viewport?: { width: number; height: number }): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  return browser;
}

/** The password link in the newest e-mail to an address, read from the outbox as its owner would read it. */
async function passwordLinkSentTo(email: string, after: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mails = existsSync(outboxDir)
      ? readdirSync(outboxDir)
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .map((file) => readFileSync(path.join(outboxDir, file), 'utf8'))
          .map((raw) =>
            raw
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          )
          .filter((mail) => mail.includes(`To: ${email}`))
      : [];
    const link =
      mails.length > after ? /https?:\/\/\S+\/reset-password\/\?token=[\w-]+/.exec(mails.at(-1)!) : null;
    if (link) return new URL(link[0]).pathname + new URL(link[0]).search;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no password link e-mailed to ${email}`);
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

async function choosePassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel('Confirm the new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set').waitFor();
}

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
}

/** Opens an organization no other journey's buyer uses (not chef@'s, not on hold). */
async function openQuietOrganization(page: Page): Promise<string> {
  const rows = page.getByRole('list').getByRole('button', { name: /Account / });
  await rows.first().waitFor();
  const count = await rows.count();
  for (let i = count - 1; i >= 0; i--) {
    const row = rows.nth(i);
    if ((await row.innerText()).includes('On hold')) continue;
    await row.click();
    await page.getByRole('heading', { name: /^Users \(/ }).waitFor();
    const users = await page.getByRole('region', { name: /^Users/ }).innerText();
    if (!/\b(chef|onhold)@larder\.test/.test(users))
      return (await page.locator('#staff-organization-name').innerText()).trim();
    await page.getByRole('button', { name: 'All organizations' }).click();
    await rows.first().waitFor();
  }
  throw new Error('no organization free of demo logins on the first page');
}

test.describe('staff customers', () => {
  test("adds a buyer, puts the organization on hold and releases it, and resets the buyer's password", async () => {
    const admin = await open({ width: 1280, height: 800 });
    const staff = admin.page;
    await signIn(staff, 'admin@larder.test');
    await staff.goto('/staff/customers/');
    await staff.getByLabel('Search organizations').waitFor();
    await staff
      .getByRole('list')
      .getByRole('button', { name: /Account / })
      .first()
      .waitFor();
    await expectNoSeriousViolations(staff);
    await admin.screenshot('staff-customers-01-list');

    const organizationName = await openQuietOrganization(staff);
    const email = `e2e.buyer.${Date.now()}@example.test`;

    // A new user: their account is made without a password, and they are e-mailed a link to choose one.
    await staff.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await staff.getByLabel('First name (new account)').fill('Erin');
    await staff.getByLabel('Last name (new account)').fill('Tester');
    await staff.getByRole('button', { name: 'Add user' }).click();
    await staff.getByText(`Account made for ${email}`).waitFor();
    await staff.getByText(email).first().waitFor();
    await expectNoSeriousViolations(staff);
    await admin.screenshot('staff-customers-02-organization');

    const phone = await open();
    const buyer = phone.page;
    await choosePassword(buyer, await passwordLinkSentTo(email, 0), 'first chosen password');
    await expectNoSeriousViolations(buyer);
    await phone.screenshot('staff-customers-03-password-set');
    await signInWith(buyer, email, 'first chosen password');

    // On hold: the buyer reads the staff member's message.
    const message = `Account on hold for the e2e journey ${Date.now()}. Call your rep.`;
    await staff.getByLabel('Message its buyers will read').fill(message);
    await staff.getByRole('button', { name: 'Put on hold' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByText(message).waitFor();
    await expectNoSeriousViolations(staff);
    await admin.screenshot('staff-customers-04-confirm-hold');
    await dialog.getByRole('button', { name: 'Put on hold' }).click();
    await staff.getByText(`${organizationName} is on hold.`).waitFor();
    await staff.getByRole('button', { name: 'Release hold' }).waitFor();

    await buyer.reload();
    await buyer.getByText(message).first().waitFor();
    await phone.screenshot('staff-customers-05-buyer-on-hold');

    await staff.getByRole('button', { name: 'Release hold' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Release hold' }).click();
    await staff.getByText(`${organizationName} may order again.`).waitFor();
    await buyer.reload();
    await buyer.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(await buyer.getByText(message).count()).toBe(0);

    // A password reset link, e-mailed, used once; the buyer's session ends with it.
    await staff.getByRole('button', { name: `Reset password for ${email}` }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Send link' }).click();
    await staff.getByText(`Reset link sent to ${email}.`).waitFor();
    await admin.screenshot('staff-customers-06-reset-sent');
    const link = await passwordLinkSentTo(email, 1);
    await choosePassword(buyer, link, 'second chosen password');
    await phone.screenshot('staff-customers-07-reset-done');
    await buyer.goto(link);
    await buyer.getByLabel(/^New password/).fill('third chosen password');
    await buyer.getByLabel('Confirm the new password').fill('third chosen password');
    await buyer.getByRole('button', { name: 'Set password' }).click();
    await buyer.getByText('This link is not valid or was already used.').waitFor();
    await signInWith(buyer, email, 'second chosen password');

    // Impersonate from the organization's user list.
    await staff.getByRole('button', { name: `Impersonate ${email}` }).click();
    await staff.getByLabel(`Reason for acting as ${email}`).fill('Checking the new buyer can order');
    await staff.getByRole('button', { name: 'Start impersonating' }).click();
    await staff.getByRole('button', { name: 'Stop impersonating' }).waitFor();
    await admin.screenshot('staff-customers-08-impersonating');
    // A buyer of a PPro organization is shown how to start an order on their first visit.
    const gotIt = staff.getByRole('button', { name: 'Got it' });
    if (
      await gotIt.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      await gotIt.click();
    await staff.getByRole('button', { name: 'Stop impersonating' }).click();
    await staff.getByText('You stopped impersonating.').waitFor();
  });

  test('fits a phone', async () => {
    const phone = await open();
    await signIn(phone.page, 'rep@larder.test');
    await phone.page.goto('/staff/customers/');
    await phone.page
      .getByRole('list')
      .getByRole('button', { name: /Account / })
      .first()
      .click();
    await phone.page.getByRole('heading', { name: /^Users \(/ }).waitFor();
    await expectNoSeriousViolations(phone.page);
    await phone.screenshot('staff-customers-09-rep-phone');

    // A rep cannot pull another rep's customer into their organizations: any address outside them is
    // invited, and the answer is the same whether or not it has an account (issue 28).
    const invited = `e2e.invited.${Date.now()}@example.test`;
    await phone.page.getByRole('textbox', { name: /^E-mail/ }).fill(invited);
    await phone.page.getByLabel('First name (new account)').fill('Ivy');
    await phone.page.getByLabel('Last name (new account)').fill('Invited');
    await phone.page.getByRole('button', { name: 'Add user' }).click();
    await phone.page.getByText(`Invitation e-mailed to ${invited}`).waitFor();
    await phone.screenshot('staff-customers-10-rep-invited');
    // They join when they accept it: the link sets their password and makes them a member.
    const invitee = await open();
    await choosePassword(invitee.page, await passwordLinkSentTo(invited, 0), 'an invited password');
    await signInWith(invitee.page, invited, 'an invited password');
  });
});
