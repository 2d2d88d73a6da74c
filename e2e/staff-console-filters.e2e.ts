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
  const browser = await openBrowser(baseUrl, { width: 1280, height: 900 });
  browsers.push(browser);
  await signIn(browser.page, email);
  return browser;
}

test('issue reports found by status, assignee, organization and words; a line credited from the order', async () => {
  // A word of this attempt's own, so a retry on the same database finds only its report.
  const word = `bruised${Date.now().toString(36)}`;
  const message = `The lemons came ${word}`;
  const buyer = await start('chef@larder.test');
  const orderNumber = await placeTwoItemOrder(buyer.page);
  await callApi(buyer.page, '/web-api/order-history/report-issue', {
    method: 'POST',
    body: { webOrderNumber: orderNumber, wholeOrder: true, message, lines: [] },
  });

  const admin = await start('admin@larder.test');
  const page = admin.page;
  // The organization's name, as staff read it on the order.
  await page.goto(`/staff/orders/?order=${orderNumber}`);
  const organizationName = (await page.locator('dt:text-is("Organization") + dd a').textContent())!.trim();

  // The staff home's card counts the open reports and leads to them.
  await page.goto('/staff/');
  await page.getByRole('link', { name: /^Issue reports/ }).click();
  await expect(page).toHaveURL(/view=issues&status=open/);
  await page.getByRole('region', { name: 'Issue reports' }).getByText(message).waitFor();
  await admin.screenshot('staff-console-filters-00-open-issue-reports');

  await page.goto('/staff/orders/?view=issues');
  const filters = page.getByRole('search', { name: 'Find issue reports' });
  await filters.getByLabel('Order, organization, buyer or words').fill(word);
  const organization = filters.getByRole('combobox', { name: 'Organization' });
  await organization.fill(organizationName.slice(0, 6));
  await page.getByRole('option', { name: organizationName }).click();
  await filters.getByRole('button', { name: 'Find issue reports' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page).toHaveURL(/org=/);
  const reports = page.getByRole('region', { name: 'Issue reports' });
  await reports.getByText(message).waitFor();
  await expect(reports.getByRole('link', { name: orderNumber })).toBeVisible();

  // Status and assignee narrow it; the export carries the same filters and the browser's zone.
  await filters.getByRole('button', { name: /Status$/ }).click();
  await page.getByRole('option', { name: 'New', exact: true }).click();
  await filters.getByRole('button', { name: /Assignee$/ }).click();
  await page.getByRole('option', { name: 'Nobody yet' }).click();
  await reports.getByText(message).waitFor();
  const csv = page.getByRole('link', { name: 'CSV' });
  await expect(csv).toHaveAttribute('href', /status=new/);
  await expect(csv).toHaveAttribute('href', /assignee=none/);
  await expect(csv).toHaveAttribute('href', new RegExp(`q=${word}`));
  await expect(csv).toHaveAttribute('href', /tz=/);
  expect(await seriousViolations(page), 'filtered issue reports').toEqual([]);
  await admin.screenshot('staff-console-filters-01-issue-reports');

  await filters.getByRole('button', { name: /Status$/ }).click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await page.getByText('No issue reports match').waitFor();

  // A line credited from the order itself, never beyond the line.
  await page.goto(`/staff/orders/?order=${orderNumber}`);
  const credit = page.getByRole('form', { name: `Credit a line of order ${orderNumber}` });
  await credit.getByRole('button', { name: /Credit by$/ }).click();
  await page.getByRole('option', { name: 'Amount ($)' }).click();
  await credit.getByLabel('Amount to credit ($)').fill('100000');
  await credit.getByLabel('Credit reason').fill('Too much');
  await credit.getByRole('button', { name: 'Give credit' }).click();
  await credit.getByText('No credit was given.').waitFor();
  await credit.getByLabel('Amount to credit ($)').fill('2.50');
  await credit.getByLabel('Credit reason').fill('Bruised lemons');
  await credit.getByRole('button', { name: 'Give credit' }).click();
  await page.getByRole('heading', { name: 'Credits ($2.50)' }).waitFor();
  await expect(page.getByText('Bruised lemons')).toBeVisible();
  expect(await seriousViolations(page), 'staff order credit').toEqual([]);
  await admin.screenshot('staff-console-filters-02-order-credit');

  // The buyer sees it on the order.
  await buyer.page.goto(`/order-history/?order=${orderNumber}`);
  await buyer.page.getByRole('region', { name: 'Credits' }).getByText('Bruised lemons').waitFor();
});

test('analytics filters picked by name; a warehouse’s served states', async () => {
  const admin = await start('admin@larder.test');
  const page = admin.page;
  await page.goto('/staff/analytics/');
  const filters = page.getByRole('form', { name: 'Filter the figures' });
  await filters.getByRole('button', { name: /Business unit$/ }).click();
  const unit = page.getByRole('option').nth(1);
  const unitName = (await unit.textContent())!.trim();
  await unit.click();
  await filters.getByRole('button', { name: /Sales rep$/ }).click();
  await page.getByRole('option', { name: 'Any sales rep' }).click();
  const organization = filters.getByRole('combobox', { name: 'Organization' });
  await organization.fill('bistro');
  const first = page.getByRole('option').first();
  const organizationName = (await first.textContent())!.trim();
  await first.click();
  await expect(organization).toHaveValue(organizationName);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByRole('button', { name: /Business unit$/ })).toContainText(unitName);
  await expect(page.getByRole('link', { name: 'CSV' }).first()).toHaveAttribute('href', /organizationId=/);
  expect(await seriousViolations(page), 'analytics filters').toEqual([]);
  await admin.screenshot('staff-console-filters-03-analytics');

  await page.goto('/staff/delivery-calendar/');
  const states = page.getByRole('form', { name: 'States this warehouse serves' });
  const ticked = async () =>
    (
      await states
        .getByRole('checkbox', { checked: true })
        .evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.textContent?.trim() ?? ''))
    ).sort();
  // Other journeys share the demo database: the warehouse gets its own states back at the end.
  await states.getByRole('button', { name: 'Save states' }).waitFor();
  const original = await ticked();
  // A box is ticked by its label, as a person taps it; only the boxes that differ are touched.
  const setTo = async (codes: string[]) => {
    const now = await ticked();
    for (const code of [...now, ...codes].filter((c) => now.includes(c) !== codes.includes(c)))
      await states
        .locator('label')
        .filter({ has: page.getByRole('checkbox', { name: code, exact: true }) })
        .click();
  };
  await setTo(['NY', 'NJ', 'CT', 'PA']);
  await states.getByText('Serves CT, NJ, NY, PA.').waitFor();
  await states.getByRole('button', { name: 'Save states' }).click();
  await states.getByText('Saved.').waitFor();
  await page.reload();
  await states.getByText('Serves CT, NJ, NY, PA.').waitFor();
  expect(await ticked()).toEqual(['CT', 'NJ', 'NY', 'PA']);
  expect(await seriousViolations(page), 'served states').toEqual([]);
  await admin.screenshot('staff-console-filters-04-served-states');
  await setTo(original);
  await states.getByRole('button', { name: 'Save states' }).click();
  await states.getByText('Saved.').waitFor();
});
