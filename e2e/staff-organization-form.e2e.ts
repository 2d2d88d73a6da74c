import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
let browser: FreshBrowser | null = null;

test.afterEach(async () => {
  await browser?.close();
  browser = null;
});

test('staff create an organization in the console, then edit it', async () => {
  browser = await openBrowser(baseUrl, { width: 1280, height: 900 });
  const page = browser.page;
  await signIn(page, 'admin@larder.test');
  await page.goto('/staff/customers/');
  await page.getByRole('button', { name: 'New organization' }).click();
  await page.getByRole('heading', { name: 'New organization' }).waitFor();

  const account = String(880_000 + (Date.now() % 100_000));
  const name = `Journey Oyster Bar ${account}`;
  await page.getByLabel('Account number').fill(account);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Business unit').fill('NOPE01');
  await page.getByLabel('Customer group').fill('CG-STD');
  await page.getByLabel('Sales rep name').fill('Dana Reyes');
  await page.getByLabel('Sales rep e-mail').fill('dana.reyes@larder.test');
  await page.getByRole('checkbox', { name: 'Tuesday' }).check({ force: true });
  await page.getByRole('button', { name: 'Create organization' }).click();
  // The feed's rule, in the console: an unknown business unit is named on its field.
  await page.getByText('No business unit NOPE01').first().waitFor();
  await expect(page.getByRole('textbox', { name: 'Business unit' })).toHaveAttribute('aria-invalid', 'true');
  await browser.screenshot('staff-organization-form-01-error');

  await page.getByLabel('Business unit').fill('NYC01');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.locator('#staff-organization-name')).toHaveText(name);
  expect(await seriousViolations(page)).toEqual([]);
  await browser.screenshot('staff-organization-form-02-created');

  await page.getByRole('button', { name: 'Edit organization' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Renamed`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#staff-organization-name')).toHaveText(`${name} Renamed`);
});
