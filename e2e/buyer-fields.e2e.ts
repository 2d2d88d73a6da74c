import type { Cart, ProductOptions, SubmitCartResponse } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { callApi, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// Bistro Marguerite: the chef's specialty organization (brand 0): drop-ship deliveries take an address.
const ORGANIZATION = '100101';
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

const api = <T>(page: Page, path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
  callApi<T>(page, path, { method, body });

async function open(email: string, viewport: { width: number; height: number }): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  await signIn(browser.page, email);
  return browser;
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

type Variant = ProductOptions['variants'][number];

/** The first product (from sku 100001 on) with a unit that passes `wanted`. */
async function findProduct(
  page: Page,
  wanted: (variant: Variant) => boolean,
): Promise<{ options: ProductOptions; variant: Variant }> {
  for (let start = 100001; start < 100600; start += 25) {
    const batch = Array.from({ length: 25 }, (_, i) => String(start + i));
    const found = await page.evaluate(async (batch) => {
      const answers = await Promise.all(
        batch.map((sku) =>
          fetch(`/web-api/cart/product-options?sku=${sku}`, { headers: { accept: 'application/json' } }),
        ),
      );
      return Promise.all(answers.filter((a) => a.ok).map((a) => a.json() as Promise<ProductOptions>));
    }, batch);
    for (const options of found) {
      const variant = options.variants.find(wanted);
      if (variant) return { options, variant };
    }
  }
  throw new Error('no such product in the demo catalog');
}

const plain = (v: Variant) =>
  v.inStock &&
  !v.notOrderableReason &&
  !v.isDropShip &&
  !v.isJIT &&
  !v.isPreOrder &&
  !v.minMaxFlag &&
  v.sellByMultiple === 1 &&
  v.availableStock >= 5 &&
  v.availableStock < 5000;

async function emptyCart(page: Page): Promise<void> {
  const cart = await api<Cart>(page, '/web-api/cart');
  for (const line of cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines))) {
    await api(page, `/web-api/cart/remove-item?id=${encodeURIComponent(line.id)}`, 'POST');
  }
}

const HOLD = /Ordering is paused for/;

test.describe('an organization on hold', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`sees the hold message and no add-to-cart on product, search and guide pages (${label})`, async () => {
      const { page, screenshot } = await open('onhold@larder.test', viewport);
      // A product page: the message, and neither an add-to-cart button nor a quantity box.
      await page.goto('/product/100001/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(HOLD).first().waitFor();
      await page.getByText('Ordering is paused for this account.').first().waitFor();
      expect(await page.getByRole('button', { name: /Add to cart/ }).count()).toBe(0);
      expect(await page.getByRole('textbox', { name: /Quantity/ }).count()).toBe(0);
      await screenshot(`buyer-fields-onhold-product-${label}`);
      await expectAxeClean(page, 'on-hold product page');

      // Search results: each card says ordering is paused instead of offering add-to-cart.
      await page.goto('/search/?q=chicken');
      await page.locator('article[data-sku]').first().waitFor();
      await page.getByText(HOLD).first().waitFor();
      expect(await page.getByRole('button', { name: /Add to cart/ }).count()).toBe(0);
      expect(await page.getByText('Ordering is paused for this account.').count()).toBeGreaterThan(0);
      await screenshot(`buyer-fields-onhold-search-${label}`);
      await expectAxeClean(page, 'on-hold search page');

      // A guide with items: no quantity boxes and no add-to-cart bar, the hold message up front.
      const { options, variant } = await findProduct(page, (v) => v.inStock);
      const name = `On hold guide ${label} ${Date.now().toString(36).slice(-4)}`;
      const created = await api<{ id: number }>(page, '/web-api/order-guide/update', 'POST', {
        id: -1,
        name,
        categories: [],
      });
      try {
        await api(page, '/web-api/order-guide/add-items', 'POST', {
          orderGuideIds: [created.id],
          groupName: 'Cooler',
          items: [{ productSku: options.sku, unitOfMeasure: variant.text }],
        });
        await page.goto(`/order-guides/detail/?id=${created.id}`);
        await page.getByTestId('guide-list').waitFor();
        await page.getByText(options.name).first().waitFor();
        await page.getByText('Ordering is paused for this account.').first().waitFor();
        expect(await page.getByRole('button', { name: /Add to cart/ }).count()).toBe(0);
        expect(await page.getByRole('textbox', { name: /Quantity/ }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /Increase quantity/ }).count()).toBe(0);
        await screenshot(`buyer-fields-onhold-guide-${label}`);
        await expectAxeClean(page, 'on-hold guide page');
      } finally {
        await callApi(page, `/web-api/order-guide/${created.id}`, { method: 'DELETE' }).catch(
          () => undefined,
        );
      }
    });
  }
});

test.describe('the cart quantity box', () => {
  test('a refused quantity snaps back to the cart quantity; submit waits while box and cart disagree', async () => {
    const { page, screenshot } = await open('chef@larder.test', DESKTOP);
    await api(page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
    await emptyCart(page);
    const { options, variant } = await findProduct(page, plain);
    await api(page, '/web-api/cart/add', 'POST', {
      productSku: options.sku,
      unitOfMeasure: variant.text,
      quantity: 2,
    });
    await page.goto('/cart/');
    const box = page.getByRole('textbox', { name: `Quantity of ${options.name}` });
    await box.waitFor();
    expect(await box.inputValue()).toBe('2');
    const submit = page.getByRole('button', { name: 'Submit order' });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);

    // More than the stock: the rules refuse it, the box goes back to 2 and says why.
    await box.fill('99999');
    expect(await submit.isEnabled()).toBe(false);
    // Stock caps the quantity like a maximum (ADR 020): the spec's maximum messages say so.
    await expect(
      page
        .getByText(
          /Adjusting quantity to maximum allowed \(\d+\)\.|Maximum quantity of \d+ reached for this product\.|No more of this item is in stock\./,
        )
        .first(),
    ).toBeVisible();
    await expect.poll(() => box.inputValue()).toBe('2');
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    await screenshot('buyer-fields-cart-refused-quantity');
    await expectAxeClean(page, 'cart with a refused quantity');
    await emptyCart(page);
  });
});

test.describe('order details', () => {
  test("show a drop-ship order's delivery address, and print as the order alone with its lines in a table", async () => {
    const desktop = await open('chef@larder.test', DESKTOP);
    const { page } = desktop;
    await api(page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
    await emptyCart(page);
    const { options, variant } = await findProduct(page, (v) => v.isDropShip && v.inStock && !v.minMaxFlag);
    const quantity = Math.max(1, variant.sellByMultiple);
    const cart = await api<Cart>(page, '/web-api/cart/add', 'POST', {
      productSku: options.sku,
      unitOfMeasure: variant.text,
      quantity,
    });
    const subCart = cart.cartGroups.flatMap((g) => g.subCarts).find((s) => s.isDropShip)!;
    await api(page, '/web-api/cart/update/dropShipDeliveryAddress', 'POST', {
      businessUnitId: subCart.businessUnitId,
      vendorId: subCart.vendorId,
      useAlternativeDeliveryAddress: true,
      alternativeDeliveryFirstName: 'Ana',
      alternativeDeliveryLastName: 'Ruiz',
      alternativeDeliveryAddress: '12 Harbor Street',
      alternativeDeliveryCity: 'Hoboken',
      alternativeDeliveryState: 'NJ',
      alternativeDeliveryZipCode: '07030',
      defaultDeliveryPhoneNumber: '2015550100',
      alternativeDeliveryPhoneNumber: '',
    });
    await api(page, '/web-api/cart/update/field', 'POST', { name: 'poNumber', value: 'PO-PRINT-7' });
    const submitted = await callApi<SubmitCartResponse>(page, '/web-api/cart/submit?defaultCart=true', {
      method: 'POST',
      headers: { 'idempotency-key': `e2e-buyer-fields-${crypto.randomUUID()}` },
    });
    expect(submitted.success, JSON.stringify(submitted.validationMessages)).toBe(true);
    const order = submitted.confirmedOrders.find((o) => o.isDropShip)!;

    for (const browser of [desktop, await open('chef@larder.test', PHONE)]) {
      const label = browser === desktop ? 'desktop' : 'phone';
      await api(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
      await browser.page.goto(`/order-history/?order=${order.webOrderNumber}`);
      await browser.page.getByRole('heading', { name: `Order ${order.webOrderNumber}` }).waitFor();
      await browser.page.getByText('Drop-ship delivery address').waitFor();
      await browser.page.getByText('Attn: Ana Ruiz').waitFor();
      await browser.page.getByText('12 Harbor Street').waitFor();
      await browser.page.getByText('Hoboken, NJ 07030').waitFor();
      await browser.screenshot(`buyer-fields-order-dropship-${label}`);
      await expectAxeClean(browser.page, 'order details');
    }

    // The print view: the order alone, no site alert, header or navigation, the lines as a table.
    // The print dialog itself is the browser's: the journey looks at the page as it prints.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto(`/order-history/?order=${order.webOrderNumber}&print=1`);
    await page.getByRole('heading', { name: `Order ${order.webOrderNumber}` }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('navigation').filter({ visible: true }).count()).toBe(0);
    expect(await page.locator('[data-site-chrome] *').filter({ visible: true }).count()).toBe(0);
    const table = page.getByRole('table', { name: 'Items of this order' });
    expect(await table.isVisible()).toBe(true);
    expect(await table.getByRole('row').count()).toBe(2);
    await table.getByRole('cell', { name: options.sku }).waitFor();
    await page.getByText('PO-PRINT-7').waitFor();
    await page.getByText('12 Harbor Street').waitFor();
    await desktop.screenshot('buyer-fields-order-print');
    await page.emulateMedia({ media: 'screen' });
  });
});
