import type { ProductOptions } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { callApi, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

/**
 * Waits out React Aria's live announcements: a selection is announced through a short-lived
 * `role="img"` node pointing at the chosen option, which axe would flag once the option is gone.
 */
async function announcementsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="log"] [role="img"]'), null, {
    timeout: 15_000,
  });
}

/** Picks an option of one of the form's React Aria selects. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A product the new buyer can order plainly: in stock, no minimum, no special order, not drop-ship. */
async function findPlainProduct(
  page: Page,
): Promise<{ sku: string; name: string; unitText: string; units: number }> {
  for (let sku = 100001; sku <= 100200; sku++) {
    const options = await page.evaluate(async (sku) => {
      const response = await fetch(`/web-api/cart/product-options?sku=${sku}`, {
        headers: { accept: 'application/json' },
      });
      return response.ok ? ((await response.json()) as ProductOptions) : null;
    }, String(sku));
    const variant = options?.variants.find(
      (v) =>
        v.inStock &&
        v.notOrderableReason === null &&
        !v.minMaxFlag &&
        v.sellByMultiple <= 1 &&
        v.availableStock >= 3 &&
        !v.isJIT &&
        !v.isPreOrder &&
        !v.isDropShip,
    );
    if (options && variant) {
      return { sku: options.sku, name: options.name, unitText: variant.text, units: options.variants.length };
    }
  }
  throw new Error('no plain product among the first 200 SKUs');
}

test.describe('staff applications', () => {
  test('a restaurant applies, admin approves it in the console, and the new buyer signs in and places an order', async () => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const email = `owner-${stamp}@lakeviewgrill.example`;
    const password = 'lakeview-grill-2026';
    const company = `Lakeview Grill ${stamp}`;

    // 1. The restaurant applies on a phone.
    const applicant = await openBrowser(baseUrl, PHONE);
    browsers.push(applicant);
    const ap = applicant.page;
    await ap.goto('/sign-up/');
    await ap.getByRole('heading', { name: /Apply for an account/i }).waitFor();
    await ap.getByRole('textbox', { name: 'First name' }).fill('Rosa');
    await ap.getByRole('textbox', { name: 'Last name' }).fill('Lindqvist');
    await ap.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await ap.getByRole('textbox', { name: 'Phone' }).fill('312 555 0142');
    await ap.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await ap.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await ap.getByRole('textbox', { name: 'Company name' }).fill(company);
    await choose(ap, 'Business category', 'Restaurant');
    await choose(ap, 'Preferred order cut-off', '8:00 PM');
    await ap.getByRole('textbox', { name: 'Address', exact: true }).fill('2100 N Lakeview Ave');
    await ap.getByRole('textbox', { name: 'City' }).fill('Chicago');
    await choose(ap, 'State', 'IL');
    await ap.getByRole('textbox', { name: 'ZIP code' }).fill('60614');
    await choose(ap, 'Region', 'Midwest');
    await ap.getByText('New restaurant', { exact: true }).click();
    await ap.getByRole('button', { name: 'Send application' }).click();
    await ap.getByText(/Your application was received/).waitFor();

    // 2. Admin sees the count, finds the application and approves it into a new organization.
    const staff = await openBrowser(baseUrl, DESKTOP);
    browsers.push(staff);
    const sp = staff.page;
    await signIn(sp, 'admin@larder.test');
    await sp.goto('/staff/applications/');
    await sp.getByRole('link', { name: /^Applications\s*\d+ pending$/ }).waitFor();
    await sp.getByRole('tab', { name: 'Pending', selected: true }).waitFor();
    await sp
      .getByRole('button', { name: /^Review the application of / })
      .first()
      .waitFor();
    await staff.screenshot('staff-applications-01-pending-desktop');
    expect(await seriousViolations(sp), 'applications list').toEqual([]);

    await sp.getByRole('searchbox', { name: 'Search applications' }).fill(stamp);
    const review = sp.getByRole('button', { name: `Review the application of ${company}` });
    await review.waitFor();
    await expect.poll(() => sp.getByRole('button', { name: /^Review the application of / }).count()).toBe(1);
    // Keyboard: the review button opens the dialog with Enter.
    await review.focus();
    await sp.keyboard.press('Enter');
    const dialog = sp.getByRole('dialog', { name: company });
    await dialog.waitFor();
    await dialog.getByText(email).waitFor();
    await dialog.getByText('2100 N Lakeview Ave').waitFor();
    await dialog.getByRole('button', { name: 'Approve…' }).click();
    await dialog.getByRole('tab', { name: 'Create an organization', selected: true }).waitFor();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Organization name' }).inputValue())
      .toBe(company);
    // Prefilled from the Illinois address: the Chicago unit, its protein brand, a Midwest rep.
    expect(await dialog.getByRole('button', { name: /Business unit/ }).innerText()).toContain('Chicago');
    expect(await dialog.getByRole('button', { name: /Region/ }).innerText()).toContain('Midwest');
    expect(await dialog.getByRole('checkbox', { name: 'Protein customer' }).isChecked()).toBe(true);
    await announcementsDone(sp);
    expect(await seriousViolations(sp), 'approve dialog').toEqual([]);
    await staff.screenshot('staff-applications-02-approve-dialog-desktop');
    await dialog.getByRole('button', { name: 'Approve application' }).click();
    await sp.getByText(`Approved: Rosa Lindqvist joined ${company} and can sign in now.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => sp.getByRole('button', { name: /^Review the application of / }).count()).toBe(0);
    await sp.getByRole('tab', { name: 'Approved' }).click();
    await sp.getByRole('button', { name: `View the application of ${company}` }).waitFor();
    await staff.screenshot('staff-applications-03-approved-desktop');

    // Another applicant joins an existing organization found by search.
    await sp.getByRole('searchbox', { name: 'Search applications' }).fill('');
    await sp.getByRole('tab', { name: 'Pending' }).click();
    await sp.getByRole('button', { name: 'Review the application of Bayou Kitchen Catering' }).click();
    const bayou = sp.getByRole('dialog', { name: 'Bayou Kitchen Catering' });
    await bayou.getByRole('button', { name: 'Approve…' }).click();
    await bayou.getByRole('tab', { name: 'Join an existing one' }).click();
    await bayou.getByRole('button', { name: 'Approve application' }).click();
    await bayou.getByText('Choose the organization the applicant joins.').waitFor();
    await bayou.getByRole('searchbox', { name: 'Find an organization' }).fill('Magnolia');
    await bayou.getByRole('option', { name: /Magnolia Grand Hotel/ }).click();
    await announcementsDone(sp);
    expect(await seriousViolations(sp), 'join an existing organization').toEqual([]);
    await staff.screenshot('staff-applications-03b-join-existing-desktop');
    await bayou.getByRole('button', { name: 'Approve application' }).click();
    await sp
      .getByText('Approved: Marcus Thibodeaux joined Magnolia Grand Hotel and can sign in now.')
      .waitFor();

    // The console on a phone.
    const phoneStaff = await openBrowser(baseUrl, PHONE);
    browsers.push(phoneStaff);
    await signIn(phoneStaff.page, 'admin@larder.test');
    await phoneStaff.page.goto('/staff/applications/');
    await phoneStaff.page
      .getByRole('button', { name: /^Review the application of / })
      .first()
      .waitFor();
    await phoneStaff.screenshot('staff-applications-04-pending-phone');
    await phoneStaff.page
      .getByRole('button', { name: /^Review the application of / })
      .first()
      .click();
    await phoneStaff.page.getByRole('button', { name: 'Reject…' }).click();
    await phoneStaff.page.getByRole('button', { name: 'Reject application' }).click();
    await phoneStaff.page.getByText('Give the applicant a reason.').waitFor();
    await phoneStaff.screenshot('staff-applications-05-reject-phone');
    await phoneStaff.page
      .getByRole('textbox', { name: 'Reason' })
      .fill('We do not deliver to your area yet; we will write when we do.');
    await phoneStaff.page.getByRole('button', { name: 'Reject application' }).click();
    await phoneStaff.page.getByText(/^Rejected the application of .+; the reason was e-mailed\.$/).waitFor();

    // 3. The new buyer signs in with the password they chose and places an order.
    await ap.goto('/sign-in/');
    await ap.getByLabel('E-mail address').fill(email);
    await ap.getByLabel('Password').fill(password);
    await ap.getByRole('button', { name: 'Sign in' }).click();
    await ap.getByRole('heading', { name: /Welcome back, Rosa/ }).waitFor();
    const product = await findPlainProduct(ap);
    await ap.goto(`/product/${product.sku}/`);
    await ap.getByRole('heading', { level: 2, name: 'Prices, pack sizes and ordering' }).waitFor();
    if (product.units > 1) {
      const radio = ap.getByRole('radio', { name: new RegExp(`^${product.unitText}\\b`) });
      await ap.locator('label', { has: radio }).click();
    }
    await ap.getByRole('button', { name: 'Add to cart' }).click();
    await ap.getByText(`of ${product.name} to your cart.`).waitFor();
    await ap.goto('/cart/');
    await ap.getByRole('heading', { name: 'Order summary' }).waitFor();
    const submit = ap.getByRole('button', { name: 'Submit order' });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    await submit.click();
    await ap.waitForURL(/\/order-confirmation\/\?cart=/);
    await ap.getByText('Your order is placed.').waitFor();
    const orderNumber = (
      await ap
        .locator('dt', { hasText: 'Web order number' })
        .locator('xpath=following-sibling::dd')
        .innerText()
    ).trim();
    expect(orderNumber).not.toBe('');
    await applicant.screenshot('staff-applications-06-buyer-order-placed-phone');

    // 4. Admin finds that order in the console's orders, by its number, under the new organization.
    await sp.goto(`/staff/orders/?q=${orderNumber}`);
    await sp.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await sp.getByRole('link', { name: orderNumber }).waitFor();
    await sp.getByRole('region', { name: 'Orders' }).getByText(company).first().waitFor();
    const found = await callApi<{ items: { webOrderNumber: string }[] }>(
      sp,
      `/web-api/staff/orders?q=${orderNumber}`,
    );
    expect(found.items.map((order) => order.webOrderNumber)).toEqual([orderNumber]);
    await staff.screenshot('staff-applications-07-admin-sees-order-desktop');
  });
});
