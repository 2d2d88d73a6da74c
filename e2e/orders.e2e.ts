import type { OrderDetails, OrderHistoryResponse, ProductOptions } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { openBrowser, signIn, type FreshBrowser, callApi } from './browser.ts';
import { placeTwoItemOrder } from './order-steps.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// Verde Farm Table (produce): no other journey orders for it, so its history is the demo's.
const ORGANIZATION = '100103';
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

/** Calls the web API from the signed-in page, as the storefront does. */
const api = <T>(page: Page, path: string, body?: unknown) =>
  callApi<T>(page, path, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    headers: { 'user-timezone': 'America/Los_Angeles' },
  });

async function start(viewport = DESKTOP): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  await signIn(browser.page, 'chef@larder.test');
  await api(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, {});
  return browser;
}

test.describe('orders after submit', () => {
  test('finds an order, edits a quantity, is stopped by the speed bump on leaving, and submits the change', async () => {
    const desktop = await start();
    const { page } = desktop;
    await page.goto('/order-history/');
    await page.getByRole('heading', { level: 1, name: 'Order history' }).waitFor();
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Order Received' }).click();
    const first = page.getByRole('link', { name: /^W\d+ .*Order Received/ }).first();
    await first.waitFor();
    expect(await seriousViolations(page), 'order history').toEqual([]);
    await desktop.screenshot('orders-01-history-desktop');
    const orderNumber = new URL((await first.getAttribute('href'))!, baseUrl).searchParams.get('order')!;
    await first.click();
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    expect(await seriousViolations(page), 'order details').toEqual([]);
    await desktop.screenshot('orders-02-details-desktop');
    const before = await api<OrderDetails>(page, '/web-api/order-history/details', {
      webOrderNumber: orderNumber,
    });

    await page.getByRole('link', { name: 'Edit order' }).click();
    await page.getByText(`Editing order ${orderNumber}`).waitFor();
    // Which lines can be raised depends on the demo data: the newest orders and their lines follow the
    // clock at seeding, and a line already holding all the stock of its unit cannot be raised (seeded on
    // 24 Nov 2026 at 12:30 UTC, the first line was 36 LB with 1 in stock). So the buyer raises the first
    // line whose plus button is enabled.
    const canRaise = page.getByRole('button', { name: /^Increase quantity of /, disabled: false });
    const row = page
      .getByRole('list', { name: 'Items in this delivery' })
      .getByRole('listitem')
      .filter({ has: canRaise })
      .first();
    await row.waitFor();
    const rowText = await row.innerText();
    const sku = /SKU (\d+)/.exec(rowText)?.[1];
    const line = before.lines.find(
      (l) => l.productSku === sku && rowText.includes(`${l.unitOfMeasure} · ${l.packSize}`),
    );
    expect(line, rowText).toBeDefined();
    await row.getByRole('button', { name: `Increase quantity of ${line!.productTitle}` }).click();
    await page.getByRole('button', { name: 'Cancel changes' }).waitFor();
    await page.getByRole('button', { name: 'Submit changes' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Submit changes' }).isEnabled()).toBe(true);

    // Leaving with unsaved changes is stopped by the edit-order speed bump; staying keeps the edit.
    await page.getByRole('navigation').getByRole('link', { name: 'Order History' }).first().click();
    const speedBump = page.getByRole('dialog', { name: 'Discard changes to this order?' });
    await speedBump.waitFor();
    await desktop.screenshot('orders-03-speed-bump');
    await speedBump.getByRole('button', { name: 'Keep editing' }).click();
    await speedBump.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe(`?orderNumber=${orderNumber}`);
    expect(await seriousViolations(page), 'edit order').toEqual([]);

    await page.getByRole('button', { name: 'Submit changes' }).click();
    await page.waitForURL(/\/order-confirmation\/\?cart=/);
    await page.getByText(`Your changes to order ${orderNumber} are submitted.`).waitFor();
    const after = await api<OrderDetails>(page, '/web-api/order-history/details', {
      webOrderNumber: orderNumber,
    });
    const edited = after.lines.find(
      (l) => l.productSku === line!.productSku && l.unitOfMeasure === line!.unitOfMeasure,
    );
    expect(edited?.quantity).toBeGreaterThan(line!.quantity);
    expect(after.header.orderTotal).not.toBe(before.header.orderTotal);
  });

  test('cancels an order before its cut-off', async () => {
    const phone = await start(PHONE);
    const { page } = phone;
    const orderNumber = await placeTwoItemOrder(page);
    await page.goto(`/order-history/?order=${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${orderNumber}?` });
    await dialog.waitFor();
    expect(await seriousViolations(page), 'cancel order modal').toEqual([]);
    await phone.screenshot('orders-04-cancel-phone');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('This order was cancelled.').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit order' }).count()).toBe(0);
    const details = await api<OrderDetails>(page, '/web-api/order-history/details', {
      webOrderNumber: orderNumber,
    });
    expect(details.detailsHeader).toMatchObject({ status: 'Cancelled', isCancelable: false });
    expect(details.detailsHeader.cancelledDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm)$/);
  });

  test('offers no edit or cancel once an order is past its cut-off, and the API refuses both', async () => {
    const { page } = await start();
    // The demo history has a Processing order only while one of its deliveries is past its cut-off but not
    // yet delivered, which depends on the day and hour the demo was seeded: any order past its cut-off
    // will do, the newest first, a Processing one when there is one.
    const history = await api<OrderHistoryResponse>(page, '/web-api/order-history/list', { pageSize: 12 });
    const pastCutOff = ['Processing', 'Shipped', 'Delivered'].flatMap((status) =>
      history.orders.filter((order) => order.status === status),
    );
    const order = pastCutOff[0]!;
    const orderNumber = order.orderNumber;
    await page.goto(`/order-history/?order=${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    await page.getByText(order.statusFriendly).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit order' }).count()).toBe(0);
    await expect(api(page, '/web-api/cart/edit', { orderNumber })).rejects.toThrow(/422/);
    await expect(api(page, '/web-api/order-history/cancel', { webOrderNumber: orderNumber })).rejects.toThrow(
      /422/,
    );
  });

  test('reorders an order with one line no longer sold online and lists it in the reorder-failed modal', async () => {
    const desktop = await start();
    const { page } = desktop;
    // The demo history holds an order with exactly one line that is no longer sold online.
    const history = await api<OrderHistoryResponse>(page, '/web-api/order-history/list', { pageSize: 12 });
    let target: { orderNumber: string; title: string } | null = null;
    for (const order of history.orders) {
      const details = await api<OrderDetails>(page, '/web-api/order-history/details', {
        webOrderNumber: order.orderNumber,
      });
      const refused = [];
      for (const line of details.lines) {
        const options = await api<ProductOptions>(
          page,
          `/web-api/cart/product-options?sku=${line.productSku}`,
        );
        const variant = options.variants.find((v) => v.text === line.unitOfMeasure);
        if (!variant || variant.notOrderableReason) refused.push(line.productTitle);
      }
      if (refused.length === 1) {
        target = { orderNumber: order.orderNumber, title: refused[0]! };
        break;
      }
    }
    expect(target, 'an order with one unavailable line').not.toBeNull();
    await page.goto(`/order-history/?order=${target!.orderNumber}`);
    await page.getByRole('heading', { level: 1, name: `Order ${target!.orderNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Reorder' }).click();
    const dialog = page.getByRole('dialog', { name: /could not be added/ });
    await dialog.waitFor();
    await dialog.getByText(target!.title).waitFor();
    expect(await dialog.getByRole('listitem').count()).toBe(1);
    await dialog.getByText('This item cannot be ordered online. Please contact your Sales Rep.').waitFor();
    expect(await seriousViolations(page), 'reorder failed modal').toEqual([]);
    await desktop.screenshot('orders-05-reorder-failed');
    await dialog.getByRole('link', { name: 'Go to cart' }).click();
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
  });

  test('reports an issue on two lines', async () => {
    const phone = await start(PHONE);
    const { page } = phone;
    const history = await api<OrderHistoryResponse>(page, '/web-api/order-history/list', {
      status: 'Delivered',
      pageSize: 1,
    });
    const orderNumber = history.orders[0]!.orderNumber;
    await page.goto(`/order-history/?order=${orderNumber}`);
    await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
    const details = await api<OrderDetails>(page, '/web-api/order-history/details', {
      webOrderNumber: orderNumber,
    });
    await page.getByRole('button', { name: 'Report an issue' }).click();
    const form = page.getByRole('form', { name: `Report an issue with order ${orderNumber}` });
    await form.waitFor();
    const [a, b] = details.lines;
    await form.getByText(a!.productTitle, { exact: true }).click();
    await form
      .getByRole('textbox', { name: `What was wrong with ${a!.productTitle}?` })
      .fill('Two cases arrived crushed');
    await form.getByText(b!.productTitle, { exact: true }).click();
    await form.getByRole('textbox', { name: `What was wrong with ${b!.productTitle}?` }).fill('Short by one');
    expect(await seriousViolations(page), 'report issue form').toEqual([]);
    await phone.screenshot('orders-06-report-issue-phone');
    await form.getByRole('button', { name: 'Send to my sales rep' }).click();
    await page
      // On the warehouse's clock, its zone named: 'Tue, Dec 1, 2026, 4:00 PM EST' (ADR 037).
      .getByText(
        /Your report was sent to your sales rep \(\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{2,5}\)/,
      )
      .waitFor();
    await page.getByRole('heading', { name: 'Reported issues' }).waitFor();
    const reported = await api<OrderDetails>(page, '/web-api/order-history/details', {
      webOrderNumber: orderNumber,
    });
    const report = reported.issueReports.at(-1)!;
    expect(report.lines.map((l) => [l.productSku, l.comment])).toEqual([
      [a!.productSku, 'Two cases arrived crushed'],
      [b!.productSku, 'Short by one'],
    ]);
  });
});
