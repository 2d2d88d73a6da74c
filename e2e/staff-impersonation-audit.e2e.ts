import type { ProductOptions } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { callApi, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
// Gulf Coast Oyster Co.: no other journey acts as it.
const ORGANIZATION = 'Gulf Coast Oyster';
const REASON = 'Buyer phoned in an add for Thursday';
let browser: FreshBrowser | null = null;

test.afterEach(async () => {
  await browser?.close();
  browser = null;
});

/** The first product the page's customer can order in one unit only: its page has no unit picker. */
async function oneUnitProduct(page: Page) {
  for (let sku = 100001; sku < 100400; sku++) {
    const options = await callApi<ProductOptions>(page, `/web-api/cart/product-options?sku=${sku}`).catch(
      () => null,
    );
    const [variant, ...others] = options?.variants ?? [];
    if (
      options?.canOrder &&
      variant &&
      others.length === 0 &&
      variant.inStock &&
      variant.notOrderableReason === null &&
      !variant.minMaxFlag &&
      variant.sellByMultiple <= 1
    ) {
      return { sku: options.sku, name: options.name, unit: variant.text };
    }
  }
  throw new Error('no product with a single orderable unit');
}

test('a staff member impersonates with a reason, adds an item, and the audit reads it in words', async () => {
  browser = await openBrowser(baseUrl, { width: 1280, height: 900 });
  const { page } = browser;
  await signIn(page, 'admin@larder.test');

  await page.getByRole('button', { name: 'Impersonate customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Find an organization').fill(ORGANIZATION);
  await dialog
    .getByRole('option', { name: new RegExp(ORGANIZATION) })
    .first()
    .click();
  const customer = dialog.getByRole('listbox', { name: 'Customers' }).getByRole('option').first();
  await customer.click();
  // No reason, no start.
  expect(await dialog.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.getByText(/signed in as admin@larder.test/).waitFor();

  const product = await oneUnitProduct(page);
  await page.goto(`/product/${product.sku}/`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByRole('dialog', { name: 'Added to cart' });
  await added.getByText(`of ${product.name} to your cart.`).waitFor();
  await added.getByRole('button', { name: 'Continue shopping' }).click();
  await page.getByRole('button', { name: 'Stop impersonating' }).click();
  await page.getByRole('button', { name: 'Impersonate customer' }).waitFor();

  await page.goto('/staff/impersonation-audit/');
  await page.getByLabel('Staff member').fill('admin@larder.test');
  await page.getByLabel('Customer').fill(ORGANIZATION);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/staff=admin%40larder.test/);
  const session = page.getByRole('article').first();
  await session.getByText(REASON).waitFor();
  const escaped = product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await session
    .getByText(new RegExp(`^Added \\d+ ${product.unit} of ${escaped} \\(${product.sku}\\)$`))
    .waitFor();
  await expect(session.getByText('/web-api/cart/add')).toHaveCount(0);
  expect(await seriousViolations(page), 'impersonation audit').toEqual([]);
  await browser.screenshot('staff-impersonation-audit-01-in-words');
});
