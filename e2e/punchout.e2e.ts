import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import {
  addedToCart,
  deleteGuides,
  itemLabel,
  makeGuide,
  openGuide,
  plainProducts,
  unique,
} from './guide-steps.ts';
import { startProcurementSimulator, type ProcurementSimulator } from './procurement-simulator.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 900 };
const browsers: FreshBrowser[] = [];
const simulators: ProcurementSimulator[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];

test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp().catch(() => undefined);
  await Promise.all(browsers.splice(0).map((b) => b.close()));
  await Promise.all(simulators.splice(0).map((s) => s.close()));
});

test.describe('punchout through a procurement system', () => {
  test('punches in, uses a guide, picks a delivery date, transfers the cart, orders it after approval, and sees the order in history', async () => {
    // The simulator lives on another site (localhost) than the storefront (127.0.0.1), as Ariba would.
    const simulator = await startProcurementSimulator(baseUrl, 'localhost');
    simulators.push(simulator);
    const browser = await openBrowser(baseUrl, DESKTOP);
    browsers.push(browser);
    const { page } = browser;

    await page.goto(simulator.url);
    await page.getByRole('button', { name: 'Punch out to Larder' }).click();
    const banner = page.getByRole('region', { name: 'Punchout' });
    await banner.getByText('Shopping from Demo Procurement').waitFor();
    await browser.screenshot('punchout-home');
    await page.screenshot({ path: '/tmp/punchout-home.png' });

    // A guide of the organization, used as any buyer uses it.
    const items = await plainProducts(page, 2);
    const guideId = await makeGuide(page, unique('Punchout weekly'), items);
    cleanUps.push(() => deleteGuides(page, [guideId]));
    await openGuide(page, guideId);
    for (const item of items)
      await page.getByLabel(`Quantity of ${itemLabel(item)}`, { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add to cart (2)' }).click();
    await addedToCart(page, '2 items added to your cart');

    // A later delivery date for the first delivery.
    await page.goto('/cart/');
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    const first = page.locator('article:not([data-embedded-message])').first();
    const dateSelect = first.getByRole('button', { name: /Delivery date/ });
    const before = (await dateSelect.innerText()).trim();
    await dateSelect.click();
    await page.getByRole('option').nth(1).waitFor();
    const names = (await page.getByRole('option').allInnerTexts()).map((t) => t.trim());
    const chosen = names.find((name, index) => index > 0 && name !== before)!;
    await page.getByRole('option', { name: chosen, exact: true }).click();
    await expect.poll(async () => (await dateSelect.innerText()).trim()).toBe(chosen);
    const total = (
      await page
        .getByRole('heading', { name: 'Order summary' })
        .locator('..')
        .locator('dd')
        .last()
        .innerText()
    ).trim();
    await page.screenshot({ path: '/tmp/punchout-cart.png', fullPage: true });

    // Submit is a transfer here: the cart goes back to the procurement system.
    await page.getByRole('button', { name: 'Transfer cart to Demo Procurement' }).click();
    await page.getByRole('heading', { name: 'Cart received from Larder' }).waitFor();
    await page.screenshot({ path: '/tmp/punchout-simulator-cart.png', fullPage: true });
    const cart = simulator.lastCart()!;
    expect(cart.items.map((i) => [i.sku, i.quantity]).sort()).toEqual(items.map(([sku]) => [sku, 2]).sort());
    expect(`$${cart.total}`).toBe(total.replace(/,/g, ''));
    for (const [sku] of items) await page.getByRole('cell', { name: sku, exact: true }).waitFor();

    // Approved: the OrderRequest places the orders.
    await page.getByRole('button', { name: 'Approve and send order' }).click();
    await page.getByRole('heading', { name: 'Order sent' }).waitFor();
    const poNumber = await page.getByTestId('po').innerText();
    await page.screenshot({ path: '/tmp/punchout-simulator-ordered.png', fullPage: true });

    // The buyer's order history shows them, marked as punchout with the procurement PO number.
    await page.goto(`${baseUrl}/order-history/`);
    await page.getByRole('heading', { level: 1, name: 'Order history' }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: poNumber }).first();
    await row.waitFor();
    await row.getByText('Punchout · Demo Procurement').waitFor();
    await page.screenshot({ path: '/tmp/punchout-order-history.png', fullPage: true });
    // The procurement system changes and cancels its orders: the punch-in is offered neither (issue 28).
    await row.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: /Order/ }).waitFor();
    await expect(page.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Edit/ })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/punchout-order-details.png', fullPage: true });
  });

  test('lists the demo punchout buyers in the staff console, without their secrets', async () => {
    const browser = await openBrowser(baseUrl, DESKTOP);
    browsers.push(browser);
    const { page } = browser;
    await signIn(page, 'admin@larder.test');
    await page.goto('/staff/punchout-buyers/');
    const list = page.getByRole('list', { name: 'Punchout buyers' });
    await list.getByRole('heading', { name: 'Demo Procurement' }).waitFor();
    await list.getByRole('heading', { name: 'Demo SAP' }).waitFor();
    await list.getByText('larder-demo-procurement').first().waitFor();
    expect(await page.content()).not.toContain('larder-demo-secret');
    await page.getByRole('heading', { name: 'Add a procurement system' }).waitFor();
    await page.screenshot({ path: '/tmp/punchout-staff-buyers.png', fullPage: true });
  });
});
