import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close();
});

async function open(): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl);
  browsers.push(browser);
  return browser;
}

test("staff rename an item and change its picture in the console; a buyer's product page shows both", async () => {
  const staff = await open();
  await signIn(staff.page, 'admin@larder.test');
  await staff.page.goto('/staff/catalog/');
  await staff.page.getByLabel('Search items').fill('100002');
  const found = staff.page.getByRole('list', { name: 'Items found' }).getByRole('button');
  await expect(found).toHaveCount(1);
  await found.click();
  const form = staff.page.getByRole('form', { name: /^Edit / });
  await form.getByLabel('Name').fill('House Smoked Paprika, Staff Edit');
  await form.getByLabel('Image address').fill('/images/products/spices-and-seasonings.svg');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(staff.page.getByRole('heading', { name: /House Smoked Paprika, Staff Edit/ })).toBeVisible();

  const buyer = await open();
  await signIn(buyer.page, 'chef@larder.test');
  await buyer.page.goto('/product/100002/');
  await expect(buyer.page.getByRole('heading', { level: 1 })).toHaveText('House Smoked Paprika, Staff Edit');
  await expect(
    buyer.page.locator('img[src="/images/products/spices-and-seasonings.svg"]').first(),
  ).toBeVisible();
});

test('staff retire an item and restore it; the category tree lists the categories', async () => {
  const staff = await open();
  await signIn(staff.page, 'admin@larder.test');
  await staff.page.goto('/staff/catalog/');
  await staff.page.getByLabel('Search items').fill('100003');
  const found = staff.page.getByRole('list', { name: 'Items found' }).getByRole('button');
  await expect(found).toHaveCount(1);
  await found.click();
  await staff.page.getByRole('button', { name: 'Retire item' }).click();
  await expect(staff.page.getByRole('button', { name: 'Restore to the storefront' })).toBeVisible();
  await staff.page.getByRole('button', { name: 'Restore to the storefront' }).click();
  await expect(staff.page.getByRole('button', { name: 'Retire item' })).toBeVisible();
  await staff.page
    .getByRole('group', { name: 'Catalog view' })
    .getByRole('button', { name: 'Categories' })
    .click();
  await expect(
    staff.page.getByRole('list', { name: 'Categories' }).getByLabel('Name of Produce'),
  ).toBeVisible();
});
