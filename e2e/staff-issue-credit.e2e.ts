import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { callApi, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';
import { placeTwoItemOrder } from './order-steps.ts';

const baseUrl = journeyBaseUrl();
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function start(email: string): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, { width: 1280, height: 800 });
  browsers.push(browser);
  await signIn(browser.page, email);
  return browser;
}

test('an issue report resolved with a credit that the buyer then sees on the order', async () => {
  // chef@ orders and reports a torn case on the first line.
  const buyer = await start('chef@larder.test');
  const orderNumber = await placeTwoItemOrder(buyer.page);
  await callApi(buyer.page, '/web-api/order-history/report-issue', {
    method: 'POST',
    body: {
      webOrderNumber: orderNumber,
      wholeOrder: false,
      lines: [{ lineNumber: 1, checked: true, comment: 'One case arrived torn', creditRequested: true }],
    },
  });

  // admin@ opens the order, credits one unit of the line and replies, which resolves the report.
  const admin = await start('admin@larder.test');
  const page = admin.page;
  await page.goto(`/staff/orders/?order=${orderNumber}`);
  await page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` }).waitFor();
  await page.getByText('One case arrived torn').waitFor();
  const credit = page.getByRole('form', { name: `Credit a line of ${orderNumber}` });
  await credit.getByLabel('Units to credit').fill('1');
  await credit.getByLabel('Credit reason').fill('Torn case');
  await credit.getByRole('button', { name: 'Give credit' }).click();
  await page.getByRole('heading', { name: /^Credits \(\$/ }).waitFor();
  const reply = page.getByRole('form', { name: `Reply to the buyer about ${orderNumber}` });
  await reply.getByLabel(/Reply to the buyer/).fill('Sorry about the torn case; we credited it.');
  await reply.getByRole('button', { name: 'Send reply and resolve' }).click();
  await page.getByText('Reply sent to the buyer:').waitFor();
  await expect(page.getByText('Resolved', { exact: false }).first()).toBeVisible();
  expect(await seriousViolations(page), 'staff order with credit').toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await admin.screenshot('staff-issue-credit-01-staff-order');

  // chef@ sees the credit and the reply on the order.
  const bp = buyer.page;
  await bp.goto(`/order-history/?order=${orderNumber}`);
  const credits = bp.getByRole('region', { name: 'Credits' });
  await credits.getByText('Torn case').waitFor();
  await bp.getByText('Sorry about the torn case; we credited it.').waitFor();
  await bp.getByText('Reply from Larder Foodservice').waitFor();
  await buyer.screenshot('staff-issue-credit-02-buyer-order');
});
