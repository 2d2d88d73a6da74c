import type { Cart, OrderGuideHeaderListResponse, SearchHit, SearchResult } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { callApi, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { emptyCart, guideOf, itemLabel, openGuide } from './guide-steps.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function start(email: string, viewport: { width: number; height: number }): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  await signIn(browser.page, email);
  return browser;
}

/** In-stock products from our search engine, as the storefront's search client asks for them. */
async function inStockProducts(page: Page): Promise<SearchHit[]> {
  const result = await page.evaluate(async () => {
    const user = (await (
      await fetch('/web-api/auth/current-user', {
        method: 'POST',
        headers: { accept: 'application/json', 'x-requested-with': 'larder-web' },
      })
    ).json()) as { algoliaIndexName: string };
    const response = await fetch('/1/indexes/*/queries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requests: [
          { indexName: user.algoliaIndexName, query: '', hitsPerPage: 40, facetFilters: ['inStock:true'] },
        ],
      }),
    });
    return ((await response.json()) as { results: SearchResult[] }).results[0]!;
  });
  return result.hits.filter((h) => h.variants.length === 1);
}

/** The delivery heading the add to cart modal must show for a product now in the cart. */
async function expectedDelivery(page: Page, sku: string): Promise<{ heading: string; shipsFrom: string }> {
  const cart = await callApi<Cart>(page, '/web-api/cart', { method: 'GET' });
  const subCart = cart.cartGroups
    .flatMap((g) => g.subCarts)
    .find((s) => s.lines.some((l) => l.productSku === sku))!;
  const info = subCart.deliveryInformation;
  const date =
    info.availableDates.find((d) => d.date === info.selectedDeliveryDate)?.name ??
    info.expectedDeliveryDate?.name;
  return {
    heading: date ? `Delivery ${date}` : 'Delivery date to choose in the cart',
    shipsFrom:
      subCart.isDropShip && subCart.vendorName
        ? `Ships direct from ${subCart.vendorName}`
        : subCart.businessUnitName,
  };
}

/** On a phone the staff tools sit in the account strip's panel, one press away: opens it when closed. */
async function showStaffTools(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Cut-off & sales rep' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
}

async function noSeriousViolations(page: Page, where: string): Promise<void> {
  // React Aria's live announcements leave a short-lived role="img" node; wait it out first.
  await page.waitForFunction(() => !document.querySelector('[role="log"] [role="img"]'), null, {
    timeout: 15_000,
  });
  expect(await seriousViolations(page), where).toEqual([]);
}

test.describe('buyer modals', () => {
  for (const [name, viewport] of VIEWPORTS) {
    test(`add to cart: the modal says what was added and to which delivery (${name})`, async () => {
      const browser = await start('chef@larder.test', viewport);
      const { page } = browser;
      await emptyCart(page);
      const [fromPage, fromSearch] = await inStockProducts(page);

      // From the product page.
      await page.goto(`/product/${fromPage!.sku}/`);
      await page.getByRole('heading', { level: 2, name: 'Prices, pack sizes and ordering' }).waitFor();
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Added to cart' });
      await dialog.getByText(new RegExp(`^Added \\d+ \\S+ of .* to your cart\\.$`)).waitFor();
      const delivery = await expectedDelivery(page, fromPage!.sku);
      await dialog.getByRole('heading', { level: 3, name: delivery.heading }).waitFor();
      await dialog.getByText(delivery.shipsFrom).waitFor();
      await dialog.getByText(fromPage!.name, { exact: true }).waitFor();
      await noSeriousViolations(page, `add to cart modal ${name}`);
      await browser.screenshot(`buyer-modals-01-added-to-cart-${name}`);
      await dialog.getByRole('button', { name: 'Continue shopping' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // From a search result; then the modal leads to the cart.
      // Searched by its name (its exact SKU opens its product page); one press adds a one-unit product.
      await page.goto(`/search/?q=${encodeURIComponent(fromSearch!.name)}`);
      const card = page.locator(`article[data-sku="${fromSearch!.sku}"]`);
      await card.getByRole('button', { name: `Add to cart: ${fromSearch!.name}` }).click();
      await dialog.getByText(fromSearch!.name, { exact: true }).waitFor();
      const second = await expectedDelivery(page, fromSearch!.sku);
      await dialog.getByRole('heading', { level: 3, name: second.heading }).waitFor();
      await dialog.getByRole('link', { name: 'View cart' }).click();
      await page.getByRole('heading', { name: 'Order summary' }).waitFor();
      expect(await dialog.count()).toBe(0);

      // From a guide: the items typed in, each under the delivery it joined.
      const guides = await callApi<OrderGuideHeaderListResponse>(page, '/web-api/order-guide/header-list', {
        method: 'GET',
      });
      const guideId = guides.guides[0]!.id;
      const guide = await guideOf(page, guideId);
      const orderable = new Set(
        [...guide.categories, guide.ungroupedProducts]
          .flatMap((g) => g.lineItems)
          .filter((i) =>
            i.variants.some(
              (v) =>
                v.text === i.unitOfMeasure &&
                v.inStock &&
                v.minQuantity === undefined &&
                (v.sellByMultiple ?? 1) === 1,
            ),
          )
          .map((i) => itemLabel([i.productSku, i.unitOfMeasure, i.name])),
      );
      await openGuide(page, guideId);
      // The first item on screen that the quantity rules let one of be ordered.
      const labels = await page
        .getByLabel(/^Quantity of /)
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      const label = labels.map((l) => l.replace(/^Quantity of /, '')).find((l) => orderable.has(l))!;
      const itemName = label.replace(/ \([^)]*\)$/, '');
      await page.getByLabel(`Quantity of ${label}`, { exact: true }).fill('1');
      await page.getByRole('button', { name: 'Add to cart (1)' }).click();
      await dialog.getByText('1 item added to your cart', { exact: true }).waitFor();
      await dialog.getByText(itemName, { exact: true }).waitFor();
      await dialog.getByRole('heading', { level: 3, name: /^Delivery / }).waitFor();
      await noSeriousViolations(page, `add to cart modal from a guide ${name}`);
      await browser.screenshot(`buyer-modals-01b-added-from-guide-${name}`);
      await dialog.getByRole('button', { name: 'Continue shopping' }).click();
      await emptyCart(page);
    });
  }

  for (const [name, viewport] of VIEWPORTS) {
    test(`learn more: details, spec sheet and the video, whose player loads only when opened (${name})`, async () => {
      const browser = await start('chef@larder.test', viewport);
      const { page } = browser;
      const media: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/media/videos/')) media.push(request.url());
      });
      const [product] = await inStockProducts(page);
      await page.goto(`/product/${product!.sku}/`);
      await page.getByRole('heading', { level: 2, name: 'Prices, pack sizes and ordering' }).waitFor();
      // Before the modal opens: no player in the page, nothing of the video fetched.
      expect(await page.locator('video, iframe').count()).toBe(0);
      expect(media).toEqual([]);

      await page.getByRole('button', { name: `Learn more: ${product!.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Learn more' });
      await dialog.getByRole('heading', { name: product!.name }).waitFor();
      await dialog.getByRole('heading', { name: 'Spec sheet' }).waitFor();
      await dialog.getByRole('rowheader', { name: product!.unit }).waitFor();
      const video = dialog.locator('video');
      await video.waitFor();
      expect(await video.getAttribute('src')).toMatch(/^\/media\/videos\/\w+\.webm$/);
      expect(await dialog.locator('video track[kind="captions"]').count()).toBe(1);
      await expect.poll(() => media.length).toBeGreaterThan(0);
      // The browser's own player reads it: it knows the video's length once the metadata is in.
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 10_000 })
        .toBeGreaterThan(1);
      expect(await page.locator('iframe').count()).toBe(0);
      await noSeriousViolations(page, `learn more modal ${name}`);
      await browser.screenshot(`buyer-modals-02-learn-more-${name}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.locator('video').count()).toBe(0);
    });
  }

  for (const [name, viewport] of VIEWPORTS) {
    test(`order guide detail: a quick look at a guide's items from the header (${name})`, async () => {
      const browser = await start('chef@larder.test', viewport);
      const { page } = browser;
      const list = await callApi<OrderGuideHeaderListResponse>(page, '/web-api/order-guide/header-list', {
        method: 'GET',
      });
      const guide = list.guides[0]!;
      await page.getByRole('button', { name: 'Order guides' }).click();
      await page.getByRole('menuitem', { name: new RegExp(`^${guide.name}`) }).click();
      const dialog = page.getByRole('dialog', { name: guide.name });
      await dialog.getByText(/^\d+ items?/).waitFor();
      expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
      await noSeriousViolations(page, `guide quick look ${name}`);
      await browser.screenshot(`buyer-modals-03-guide-quick-look-${name}`);
      await dialog.getByRole('link', { name: 'Open guide' }).click();
      await page.getByRole('heading', { level: 1, name: guide.name }).waitFor();
      expect(await dialog.count()).toBe(0);
    });
  }

  for (const [name, viewport] of VIEWPORTS) {
    test(`staff switch customer while impersonating, without stopping first (${name})`, async () => {
      const browser = await start('staff@larder.test', viewport);
      const { page } = browser;
      const pick = async (dialogName: string, organization: string) => {
        const dialog = page.getByRole('dialog', { name: dialogName });
        await dialog.getByLabel('Find an organization').fill(organization);
        await dialog.getByRole('option', { name: new RegExp(organization) }).click();
        const customer = dialog.getByRole('listbox', { name: 'Customers' }).getByRole('option').first();
        await customer.click();
        await expect.poll(() => customer.getAttribute('aria-selected')).toBe('true');
        await dialog.getByLabel('Reason').fill('Buyer called about an order');
        return dialog;
      };
      await showStaffTools(page);
      await page.getByRole('button', { name: 'Impersonate customer' }).click();
      const first = await pick('Impersonate a customer', 'Sunset Taqueria');
      await first.getByRole('button', { name: 'Start' }).click();
      const bar = page.getByRole('region', { name: 'Impersonation' });
      await bar.getByText('Sunset Taqueria').waitFor();

      await bar.getByRole('button', { name: 'Switch customer' }).click();
      const second = await pick('Switch customer', 'Verde Farm Table');
      await noSeriousViolations(page, `switch customer modal ${name}`);
      await browser.screenshot(`buyer-modals-04-switch-customer-${name}`);
      await second.getByRole('button', { name: 'Switch' }).click();
      await bar.getByText('Verde Farm Table').waitFor();
      await bar.getByText(/signed in as staff@larder.test/).waitFor();
      const current = await callApi<{ currentOrganization: { name: string } }>(
        page,
        '/web-api/auth/current-user',
        {
          method: 'POST',
        },
      );
      expect(current.currentOrganization.name).toBe('Verde Farm Table');
      await browser.screenshot(`buyer-modals-05-switched-${name}`);

      await bar.getByRole('button', { name: 'Stop impersonating' }).click();
      await showStaffTools(page);
      await page.getByRole('button', { name: 'Impersonate customer' }).waitFor();
    });
  }
});
