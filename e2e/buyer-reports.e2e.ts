import type { ProductOptions } from '@larder/contract';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { callApi, openBrowser, SCREENSHOT_DIR, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const browsers: FreshBrowser[] = [];
const RUN = Date.now().toString(36);

// A real 8x8 PNG, so the staff console shows the photo as the buyer sent it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAFklEQVR4nGP8z8DwnwEJMDGgAVIEAH7pAg8Tn4qDAAAAAElFTkSuQmCC',
  'base64',
);

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function open(viewport: { width: number; height: number }, email?: string): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  if (email) await signIn(browser.page, email);
  return browser;
}

/** Puts one plainly orderable item in the acting buyer's cart, so the cart has a line to report. */
async function addPlainItem(page: Page): Promise<void> {
  for (let sku = 100001; sku < 100400; sku++) {
    const options = await callApi<ProductOptions>(page, `/web-api/cart/product-options?sku=${sku}`).catch(
      () => null,
    );
    const variant = options?.variants.find(
      (v) => !v.notOrderableReason && v.inStock && !v.minMaxFlag && v.sellByMultiple === 1,
    );
    if (!variant) continue;
    await callApi(page, '/web-api/cart/add-items', {
      method: 'POST',
      body: { items: [{ productSku: String(sku), unitOfMeasure: variant.text, quantity: 1 }] },
    });
    return;
  }
  throw new Error('no plainly orderable item');
}

/** A screenshot of what the screen shows now (an open modal), not of the whole long page. */
async function screen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function noSeriousViolations(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}

test.describe('report product issue and web issue', () => {
  test('a chef reports a product issue with a photo, a visitor a website problem, and admin reads both', async () => {
    const comment = `Case ${RUN} arrived crushed`;
    const problem = `The delivery map ${RUN} does not load`;

    // The chef reports a product issue with a photo from a product page.
    const chef = await open(DESKTOP, 'chef@larder.test');
    const cp = chef.page;
    await cp.goto('/product/100001/');
    await cp.getByRole('button', { name: 'Report a product issue' }).click();
    const dialog = cp.getByRole('dialog', { name: 'Report a product issue' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Choose a reason.').waitFor();
    await dialog.getByRole('button', { name: /Reason/ }).click();
    await cp.getByRole('option', { name: 'Damaged or spoiled' }).click();
    await dialog.getByLabel('Comment').fill(comment);
    await dialog
      .getByLabel('Photo (optional)')
      .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await dialog.getByText('Attach a JPEG, PNG or WebP photo.').waitFor();
    await dialog
      .getByLabel('Photo (optional)')
      .setInputFiles({ name: 'crushed-case.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => dialog.getByText('Attach a JPEG, PNG or WebP photo.').count()).toBe(0);
    await noSeriousViolations(cp, 'report product issue modal');
    await screen(cp, 'buyer-reports-01-product-issue-modal');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await cp.getByText('Thanks. Your sales rep has your report.').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    // A visitor on a phone reports a website problem from the footer.
    const visitor = await open(PHONE);
    const vp = visitor.page;
    await vp.goto('/products/protein/');
    const footerButton = vp.getByRole('button', { name: 'Report a problem with this site' });
    await footerButton.scrollIntoViewIfNeeded();
    await footerButton.click();
    const web = vp.getByRole('dialog', { name: 'Report a problem with the site' });
    await web.waitFor();
    const here = await vp.evaluate(() => location.pathname + location.search);
    expect(here).toMatch(/^\/products\/protein\//);
    await web.getByText(here, { exact: true }).waitFor();
    await web.getByText('390x844').waitFor();
    await web.getByLabel('What went wrong?').fill(problem);
    await web.getByLabel('Your e-mail (optional)').fill('visitor@example.com');
    await noSeriousViolations(vp, 'web issue modal');
    await screen(vp, 'buyer-reports-02-web-issue-modal-phone');
    await web.getByRole('button', { name: 'Send report' }).click();
    await vp.getByText('Thanks. Our support team has your report.').waitFor();

    // The not-found page offers the same modal.
    await vp.goto('/no-such-page-here/');
    await vp.getByRole('heading', { level: 1 }).waitFor();
    await noSeriousViolations(vp, 'not-found page');
    await vp.getByRole('button', { name: 'Report a problem', exact: true }).click();
    await web.waitFor();
    await web.getByText('/no-such-page-here/').waitFor();
    await web.getByRole('button', { name: 'Cancel' }).click();

    // Admin reads both in the staff console's Orders page.
    const admin = await open(DESKTOP, 'admin@larder.test');
    const ap = admin.page;
    await ap.goto('/staff/orders/');
    await ap.getByRole('link', { name: 'Product issues' }).click();
    const products = ap.getByRole('region', { name: 'Product issue reports' });
    const report = products.getByRole('article').filter({ hasText: comment });
    await report.waitFor();
    await report.getByText('Damaged or spoiled').waitFor();
    await report.getByText('chef@larder.test').waitFor();
    const photo = report.getByRole('img', { name: /Photo of .* sent with the report/ });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
    await noSeriousViolations(ap, 'staff product issues');
    await admin.screenshot('buyer-reports-03-staff-product-issues');

    await ap.getByRole('link', { name: 'Website problems' }).click();
    const webReport = ap
      .getByRole('region', { name: 'Website problem reports' })
      .getByRole('article')
      .filter({ hasText: problem });
    await webReport.waitFor();
    await webReport.getByText('visitor@example.com').waitFor();
    await webReport.getByText(here, { exact: true }).waitFor();
    await webReport.getByText('390x844').waitFor();
    await noSeriousViolations(ap, 'staff website problems');
    await admin.screenshot('buyer-reports-04-staff-web-issues');
  });

  test('reports an issue from an order line and from a cart line on a phone', async () => {
    const chef = await open(PHONE, 'chef@larder.test');
    const page = chef.page;
    const history = await callApi<{ orders: { orderNumber: string }[] }>(
      page,
      '/web-api/order-history/list',
      {
        method: 'POST',
        body: {},
      },
    );
    const orderNumber = history.orders[0]!.orderNumber;
    await page.goto(`/order-history/?order=${orderNumber}`);
    await page
      .getByRole('button', { name: /^Report a product issue: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Report a product issue' });
    await dialog.getByText(`line 1 of order ${orderNumber}`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'Missing or short' }).click();
    await noSeriousViolations(page, 'report product issue from an order line');
    await screen(page, 'buyer-reports-05-order-line-issue-phone');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thanks. Your sales rep has your report.').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    await addPlainItem(page);
    await page.goto('/cart/');
    await page
      .getByRole('button', { name: /^Report a product issue: / })
      .first()
      .click();
    await dialog.getByText('(in your cart)', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'Wrong item' }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thanks. Your sales rep has your report.').waitFor();
  });
});
