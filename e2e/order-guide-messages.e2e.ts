import type { OrderGuideUploadResponse } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import {
  api,
  deleteGuides,
  errorToast,
  makeGuide,
  openGuide,
  ORGANIZATION,
  plainProducts,
  toast,
  unique,
} from './guide-steps.ts';
import { journeyBaseUrl } from './journey-env.ts';

/**
 * The guide messages of spec sections 4, 5 and 8, each brought about the way a buyer meets it: another
 * buyer deletes a guide while it is being edited, a file that is no workbook, an upload that was dropped,
 * a slow connection, an empty guide.
 */

const baseUrl = journeyBaseUrl();
const browsers: FreshBrowser[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];

test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp().catch(() => undefined);
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function start(email = 'chef@larder.test'): Promise<Page> {
  const browser = await openBrowser(baseUrl, { width: 1280, height: 800 });
  browsers.push(browser);
  await signIn(browser.page, email);
  if (email === 'chef@larder.test') {
    await api(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
  }
  return browser.page;
}

/** A guide of a few items, deleted after the journey if it is still there. */
async function guideFor(page: Page, name: string, count = 2): Promise<number> {
  const id = await makeGuide(page, unique(name), await plainProducts(page, count));
  cleanUps.push(() => deleteGuides(page, [id]));
  return id;
}

test.describe('order guide messages', () => {
  test("saving edits to a guide deleted meanwhile shows 'Error saving order guide: {error}' and stays in edit mode", async () => {
    const page = await start();
    const id = await guideFor(page, 'Deleted while editing', 2);
    await openGuide(page, id);
    await page.getByRole('button', { name: 'Edit guide' }).click();
    await page.getByLabel('New group').fill('Freezer');
    await page.getByRole('button', { name: 'Create group' }).click();
    await toast(page, 'New Group Created');
    // Another buyer of the organization deletes the guide in the meantime.
    await api(page, `/web-api/order-guide/${id}`, 'DELETE');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await errorToast(page, 'Error saving order guide: The order guide was not found.');
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
  });

  test("a save answered with nothing shows the plain toast 'Unexpected error.' (not error-style) and stays in edit mode", async () => {
    const page = await start();
    const id = await guideFor(page, 'Empty save answer', 2);
    await openGuide(page, id);
    await page.getByRole('button', { name: 'Edit guide' }).click();
    await page.getByLabel('New group').fill('Pantry');
    await page.getByRole('button', { name: 'Create group' }).click();
    await toast(page, 'New Group Created');
    // A proxy between the kitchen and the server swallows the save's answer.
    await page.route('**/web-api/order-guide/update', (route) => route.fulfill({ status: 200, body: '' }));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Unexpected error.');
    await expect(page.locator('[aria-live="polite"] [role="alert"]').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
  });

  test("a file that is no workbook shows 'Unable to upload file. Check the file format.'", async () => {
    const page = await start();
    await page.goto('/order-guides/');
    await page.getByRole('button', { name: 'Import file' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('File').setInputFiles({
      name: 'kitchen.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('Product SKU\n100001\n'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    // Shown once: in the dialog, beside the file, and not again as a toast behind it.
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Unable to upload file. Check the file format.' })
      .waitFor();
    expect(await page.getByText('Unable to upload file. Check the file format.').count()).toBe(1);
  });

  test("finishing an upload that was dropped shows 'Unable to create order guide; response code 404'", async () => {
    const page = await start();
    const [sku, unit] = (await plainProducts(page, 1))[0]!;
    await page.goto('/order-guides/');
    await page.getByRole('button', { name: 'Import file' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('File').setInputFiles({
      name: 'one.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Product SKU,Unit\n${sku},${unit}`),
    });
    const uploaded = page.waitForResponse((r) => r.url().includes('/web-api/order-guide/import-file'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const pending = (await (await uploaded).json()) as OrderGuideUploadResponse;
    await dialog.getByText('1 item is ready to import').waitFor();
    // The pending upload is dropped before the buyer finishes it (as another tab's cancel would).
    await api(page, '/web-api/order-guide/cancel-upload', 'POST', { id: pending.orderGuideId });
    await dialog.getByRole('button', { name: 'Finish import' }).click();
    await errorToast(page, 'Unable to create order guide; response code 404');
  });

  test("transferring a guide deleted meanwhile shows 'Unable to transfer ownership.'", async () => {
    const page = await start();
    const id = await guideFor(page, 'Transfer of a deleted guide', 1);
    const name = (await api<{ name: string }>(page, `/web-api/order-guide?id=${id}`, 'POST')).name;
    await page.goto('/order-guides/');
    await page.getByRole('button', { name: `Actions for ${name}` }).waitFor();
    await api(page, `/web-api/order-guide/${id}`, 'DELETE');
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Transfer ownership…' }).click();
    await page
      .getByRole('dialog', { name: 'Transfer guide ownership' })
      .getByRole('button', { name: 'Transfer' })
      .click();
    await errorToast(page, 'Unable to transfer ownership.');
  });

  test("sharing without an organization shows 'Organization ID required'", async () => {
    // A buyer of one organization has no other to pick: the organization ID must be typed.
    const page = await start('onhold@larder.test');
    const name = unique('Shared by a one-organization buyer');
    const created = await api<{ id: number }>(page, '/web-api/order-guide/update', 'POST', {
      id: -1,
      name,
      categories: [],
    });
    cleanUps.push(() => deleteGuides(page, [created.id]));
    await page.goto('/order-guides/');
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Share…' }).click();
    const share = page.getByRole('dialog', { name: 'Share order guide' });
    await share.getByLabel('Organization ID').waitFor();
    await share.getByRole('button', { name: 'Share' }).click();
    await errorToast(page, 'Organization ID required');
  });

  test("a slow connection shows 'Guide load in progress. Items will appear shortly.' until the items arrive", async () => {
    const page = await start();
    const id = await guideFor(page, 'Slow connection', 2);
    await page.goto('/order-guides/');
    // Every answer takes a second and a half to arrive, as on a poor kitchen connection.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto(`/order-guides/detail/?id=${id}`);
    const loading = page.getByRole('status').filter({
      hasText: /^Guide load in progress\. Items will appear shortly\.$/,
    });
    await loading.waitFor();
    await page.getByTestId('guide-list').waitFor({ timeout: 30_000 });
    await expect.poll(() => loading.count()).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  });

  test("an empty guide says 'There are no products in this category!!'", async () => {
    const page = await start();
    const created = await api<{ id: number }>(page, '/web-api/order-guide/update', 'POST', {
      id: -1,
      name: unique('Nothing yet'),
      categories: [],
    });
    cleanUps.push(() => deleteGuides(page, [created.id]));
    await page.goto(`/order-guides/detail/?id=${created.id}`);
    await page.getByText('There are no products in this category!!', { exact: true }).waitFor();
  });
});
