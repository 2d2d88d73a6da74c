import type { Cart, OrderDetails, OutboxMessage, ProductOptions, StaffOutboxPage } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser, callApi } from './browser.ts';
import { placeTwoItemOrder } from './order-steps.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
// Smoke & Ember BBQ (protein), one of the chef's organizations no other journey orders for.
const ORGANIZATION = '100102';
const KEY = 'larder-demo-integration-key';
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

/** The ERP's call, with the demo's integration key (README). */
async function erp(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/integration/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`ERP ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function start(email: string): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, DESKTOP);
  browsers.push(browser);
  await signIn(browser.page, email);
  if (email === 'chef@larder.test') {
    await callApi(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, {
      method: 'POST',
      body: {},
    });
  }
  return browser;
}

async function shot(browser: FreshBrowser, name: string) {
  await browser.screenshot(name);
  await browser.page.screenshot({ path: `/tmp/inventory-erp-${name}.png`, fullPage: true });
}

/** Stocked plain units (not JIT, no rules) of the organization's own warehouse, from `from` on. */
async function plainUnits(page: Page, count: number, from: number) {
  const found: { sku: string; unit: string; businessUnitId: string; url: string; name: string }[] = [];
  for (let sku = from; found.length < count && sku < from + 100; sku++) {
    const options = await callApi<ProductOptions>(page, `/web-api/cart/product-options?sku=${sku}`).catch(
      () => null,
    );
    // The unit the product page offers first: the default one.
    const variant = options?.variants.find((v) => v.isDefault);
    const plain =
      variant &&
      !variant.notOrderableReason &&
      variant.inStock &&
      !variant.isDropShip &&
      !variant.isJIT &&
      !variant.isPreOrder &&
      !variant.minMaxFlag &&
      variant.sellByMultiple === 1 &&
      variant.cartQuantity === 0;
    if (!plain) continue;
    if (variant) {
      found.push({
        sku: String(sku),
        unit: variant.text,
        businessUnitId: variant.businessUnitId,
        url: options!.url,
        name: options!.name,
      });
    }
  }
  expect(found).toHaveLength(count);
  return found;
}

const onHand = (item: { sku: string; unit: string; businessUnitId: string }, units: number) =>
  erp('/inventory', {
    items: [{ sku: item.sku, unitOfMeasure: item.unit, businessUnitId: item.businessUnitId, onHand: units }],
  });

test.describe('inventory a buyer can trust', () => {
  test('shows what can still be ordered: the product page and the cart use the spec quantity messages', async () => {
    test.setTimeout(180_000);
    const buyer = await start('chef@larder.test');
    const { page } = buyer;
    const [item] = await plainUnits(page, 1, 100011);
    await onHand(item!, 2);

    await page.goto(item!.url);
    const quantity = page.getByLabel('Quantity', { exact: true });
    await quantity.fill('3');
    await page.getByText('Adjusting quantity to maximum allowed (2).').waitFor();
    // The words match the action (issue 32): the box now holds the maximum, and Add can be pressed.
    expect(await quantity.inputValue()).toBe('2');
    await shot(buyer, 'inventory-01-product-stock-limit');
    await page.getByRole('button', { name: /Add to cart/ }).click();
    await page
      .getByText(/now in your cart|to your cart/)
      .first()
      .waitFor();

    // The ERP says one unit is gone: the cart tells the buyer before they submit.
    await onHand(item!, 1);
    await page.goto('/cart/');
    await page.getByText(`${item!.name}: Adjusting quantity to maximum allowed (1).`).first().waitFor();
    await shot(buyer, 'inventory-02-cart-past-stock');
    // Leave the cart as it was for the next journey: the line goes.
    const cart = await callApi<Cart>(page, '/web-api/cart');
    for (const group of cart.cartGroups)
      for (const subCart of group.subCarts)
        for (const line of subCart.lines)
          await callApi(page, `/web-api/cart/remove-item?id=${line.id}`, { method: 'POST', body: {} });
  });

  test('shows what the ERP reported was delivered, and a credit can be asked for per line', async () => {
    test.setTimeout(180_000);
    const buyer = await start('chef@larder.test');
    const { page } = buyer;
    const orderNumber = await placeTwoItemOrder(page);
    const details = await callApi<OrderDetails>(page, '/web-api/order-history/details', {
      method: 'POST',
      body: { webOrderNumber: orderNumber },
    });
    await erp(`/orders/${details.order.erpOrderNumber}/status`, {
      status: 'Shipped',
      carrier: 'Larder Fleet',
      trackingNumber: 'LF-20261124-7',
    });
    await erp(`/orders/${details.order.erpOrderNumber}/status`, {
      status: 'Delivered',
      lines: [
        { lineNumber: 1, deliveredQuantity: 1 },
        { lineNumber: 2, deliveredQuantity: 2, substituteSku: '100999', substituteTitle: 'House Substitute' },
      ],
    });
    await page.goto(`/order-history/?order=${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    await page.getByText(`Delivered 1 of 2 ${details.lines[0]!.unitOfMeasure}.`).waitFor();
    await page.getByText('Substituted by House Substitute (SKU 100999).').waitFor();
    await page.getByText('Larder Fleet LF-20261124-7').waitFor();
    await shot(buyer, 'inventory-03-delivered-quantities');

    await page.getByRole('button', { name: 'Report an issue' }).click();
    await page.getByRole('checkbox', { name: details.lines[0]!.productTitle }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Request a credit for this item' }).check({ force: true });
    await page
      .getByLabel(`What was wrong with ${details.lines[0]!.productTitle}?`)
      .fill('Only one case came.');
    await shot(buyer, 'inventory-04-credit-request');
    await page.getByRole('button', { name: 'Send to my sales rep' }).click();
    await page.getByText('credit requested').waitFor();
  });

  test('notify-me: the back-in-stock e-mail link puts the item in the cart after sign-in', async () => {
    test.setTimeout(180_000);
    const buyer = await start('chef@larder.test');
    const { page } = buyer;
    const [item] = await plainUnits(page, 1, 100041);
    await onHand(item!, 0);
    await page.goto(item!.url);
    await page.getByRole('button', { name: `Notify me when ${item!.unit} is back` }).click();
    await page.getByText(/We'll e-mail/).waitFor();
    await onHand(item!, 10);

    const staff = await start('admin@larder.test');
    let message: OutboxMessage | null = null;
    await expect
      .poll(
        async () => {
          const list = await callApi<StaffOutboxPage>(
            staff.page,
            `/web-api/staff/outbox?q=${encodeURIComponent(`Back in stock: ${item!.name}`)}`,
          );
          const first = list.items[0];
          message = first
            ? await callApi<OutboxMessage>(staff.page, `/web-api/staff/outbox/${first.id}`)
            : null;
          return message !== null;
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(true);
    const text = JSON.stringify(message);
    const link = /\/cart\/\?backInStock=[\w-]+/.exec(text)?.[0];
    expect(link, text.slice(0, 500)).toBeDefined();

    await page.goto(link!);
    await page.getByText('Back in stock and in your cart', { exact: true }).waitFor();
    await page.getByText(`${item!.name} (${item!.unit}) is back in stock and in your cart`).waitFor();
    await shot(buyer, 'inventory-05-back-in-stock-link');
  });

  test('staff create an integration key, shown once, and revoke it', async () => {
    test.setTimeout(180_000);
    const staff = await start('admin@larder.test');
    const { page } = staff;
    await page.goto('/staff/integrations/');
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await page.getByText('Demo ERP').waitFor();
    const name = `Warehouse ERP ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByTestId('new-api-key').innerText();
    expect(key).toMatch(/^lk_/);
    await shot(staff, 'inventory-06-staff-integration-keys');
    const ok = await fetch(`${baseUrl}/integration/v1/orders`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(ok.status).toBe(200);
    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText('Revoked', { exact: true })
      .waitFor();
    const refused = await fetch(`${baseUrl}/integration/v1/orders`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(401);
  });
});
