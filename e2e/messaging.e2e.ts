import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { callApi, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const SPECIALTY = '100101'; // Bistro Marguerite, chef@'s specialty organization
const PROTEIN = '100102'; // Smoke & Ember BBQ, chef@'s protein organization
const browsers: FreshBrowser[] = [];
// Messages once read stay read: each attempt (Vitest retries once) authors its own.
const run = () => Math.random().toString(36).slice(2, 7);

test.afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close();
});

async function open(viewport = { width: 1280, height: 800 }, keepMessages = true) {
  const browser = await openBrowser(baseUrl, viewport, { keepMessages });
  browsers.push(browser);
  return browser;
}

/** Staff author and publish a TopRight in-app message for specialty organizations, through the staff API. */
async function publishSpecialtyMessage(
  staff: Page,
  title: string,
  priorityLevel: number,
  organizationType: 'specialty' | 'protein' = 'specialty',
): Promise<void> {
  const campaign = await callApi<{ id: number }>(staff, '/web-api/staff/campaigns', {
    method: 'POST',
    body: {
      kind: 'inApp',
      name: title,
      content: {
        html: `<div style="font-family:system-ui,sans-serif;padding:16px 20px"><h2 style="margin:0 0 8px;font-size:18px">${title}</h2><p style="margin:0 0 12px;font-size:14px">Cheese and charcuterie orders for Friday close at noon on Wednesday.</p><a href="/cart/" style="color:#14532d">Open my cart</a></div>`,
        webInAppDisplaySettings: { position: 'TopRight' },
        inAppDisplaySettings: { shouldAnimate: true },
        closeButton: { position: 'top-right', size: 24 },
      },
      priorityLevel,
      saveToInbox: false,
      trigger: { type: 'immediate' },
      targeting: { organizationTypes: [organizationType] },
    },
  });
  await callApi(staff, `/web-api/staff/campaigns/${campaign.id}/publish`, { method: 'POST', body: {} });
}

/** Signs chef@ in (unless already) and makes `organization` the current one. */
async function chefIn(page: Page, organization: string, signedIn = false): Promise<void> {
  if (!signedIn) await signIn(page, 'chef@larder.test');
  await callApi(page, `/web-api/organization/set?value=${organization}`, { method: 'POST' });
  await page.goto('/');
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
  // Whatever the sign-in page's messaging client fetched and showed is settled before a journey goes on.
  await page.waitForLoadState('networkidle');
}

/** The text of the message frame on the page, once one is painted and sized. */
async function shownMessage(page: Page): Promise<string> {
  const frame = page.locator('iframe[data-messaging-frame]');
  await frame.waitFor({ timeout: 20_000 });
  await expect.poll(() => frame.evaluate((f: HTMLIFrameElement) => f.style.width)).not.toBe('');
  return (await frame.contentFrame().locator('body').innerText()).replace(/\s+/g, ' ');
}

test.describe('in-app messages', () => {
  test('a specialty buyer sees the staff message in a sandboxed frame, announced, closed by the button and by the layer behind, and not again', async () => {
    const buyer = await open();
    const { page } = buyer;
    const announced: string[] = [];
    await page.exposeFunction('__larderAnnounced', (text: string) => announced.push(text));
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          const node = record.target instanceof Text ? record.target.parentElement : record.target;
          if (
            node instanceof HTMLElement &&
            node.getAttribute('aria-live') === 'assertive' &&
            node.textContent
          )
            (window as unknown as { __larderAnnounced(t: string): void }).__larderAnnounced(node.textContent);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await chefIn(page, SPECIALTY);

    const staff = await open();
    await signIn(staff.page, 'admin@larder.test');
    const id = run();
    await publishSpecialtyMessage(staff.page, `Specialty cut-off moves to Wednesday ${id}`, 1);
    await publishSpecialtyMessage(staff.page, `Specialty tasting samples ${id}`, 2);
    await page.reload();

    expect(await shownMessage(page)).toContain(`Specialty cut-off moves to Wednesday ${id}`);
    const frame = page.locator('iframe[data-messaging-frame]');
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin allow-popups allow-top-navigation');
    const box = (await frame.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1270); // TopRight: against the right edge
    // Below the header (issue 32): the header's cart and account buttons stay visible and pressable.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    const cart = (await cartLink.boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href') ?? null,
        [cart.x + cart.width / 2, cart.y + cart.height / 2],
      ),
    ).toBe(await cartLink.getAttribute('href'));
    expect(Math.round(box.width)).toBe(Math.round(1280 * 0.33)); // 33% on a large screen
    const link = frame.contentFrame().getByRole('button', { name: 'Open my cart' });
    expect(await link.getAttribute('data-href')).toBe('/cart/');
    await expect.poll(() => announced.join(' ')).toContain(`Specialty cut-off moves to Wednesday ${id}`);
    await buyer.screenshot('messaging-01-in-app-top-right');

    await page.locator('[data-messaging-close]').click();
    await expect.poll(() => frame.count()).toBe(0);

    // The next message waits 30 s on this page; after a reload it is the one shown, never the first again.
    await page.reload();
    expect(await shownMessage(page)).toContain(`Specialty tasting samples ${id}`);
    // The invisible layer behind the message: a click anywhere else on the page dismisses it.
    await page.mouse.click(200, 600);
    await expect.poll(() => page.locator('iframe[data-messaging-frame]').count()).toBe(0);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const frames = await page.locator('iframe[data-messaging-frame]').all();
    for (const frame of frames)
      expect(await frame.contentFrame().locator('body').innerText()).not.toContain(id);
  });

  test('a protein buyer does not see the specialty message; the same buyer in a specialty organization does', async () => {
    const buyer = await open();
    await chefIn(buyer.page, PROTEIN);

    const staff = await open();
    await signIn(staff.page, 'admin@larder.test');
    const title = `Specialty only: new French cheeses ${run()}`;
    const control = `Protein: brisket prices ${run()}`;
    await publishSpecialtyMessage(staff.page, title, 0);
    await publishSpecialtyMessage(staff.page, control, 0.5, 'protein');
    await buyer.page.reload();

    // The protein message shows, so messaging runs for this buyer; the specialty one never comes.
    expect(await shownMessage(buyer.page)).toContain(control);
    expect(await shownMessage(buyer.page)).not.toContain(title);
    await buyer.page.waitForTimeout(1500);
    expect(await shownMessage(buyer.page)).not.toContain(title);
    await buyer.screenshot('messaging-05-protein-buyer');

    await chefIn(buyer.page, SPECIALTY, true);
    expect(await shownMessage(buyer.page)).toContain(title);
  });

  test('staff impersonating a specialty customer see none and never load the messaging client', async () => {
    const staff = await open();
    await signIn(staff.page, 'admin@larder.test');
    await publishSpecialtyMessage(staff.page, 'Specialty: never for staff', 0);

    const impersonator = await open();
    const { page } = impersonator;
    const messagingCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/web-api/iterable/'))
        messagingCalls.push(url.pathname);
    });
    await signIn(page, 'staff@larder.test');
    await page.getByRole('button', { name: 'Impersonate customer' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByLabel('Find an organization').fill('bistro');
    await page.getByRole('option', { name: /Bistro Marguerite/ }).click();
    const customer = page.getByRole('listbox', { name: 'Customers' }).getByRole('option').first();
    await customer.click();
    await expect.poll(() => customer.getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Reason').fill('Buyer called about an order');
    const staffOwn = messagingCalls.length;
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText(/signed in as staff@larder.test/).waitFor();
    await page.goto('/');
    await page.waitForTimeout(3000);
    expect(await page.locator('iframe[data-messaging-frame]').count()).toBe(0);
    expect(messagingCalls.slice(staffOwn)).toEqual([]);
    await impersonator.screenshot('messaging-03-impersonating-none');
  });
});

test.describe('embedded messages', () => {
  test('shows the home page and cart placements', async () => {
    const staff = await open();
    await signIn(staff.page, 'admin@larder.test');
    const title = `Cheese cave restocked ${run()}`;
    const campaign = await callApi<{ id: number }>(staff.page, '/web-api/staff/campaigns', {
      method: 'POST',
      body: {
        kind: 'embedded',
        name: title,
        placementId: 102,
        elements: {
          title,
          body: 'Comté, Manchego and <b>aged</b> Gouda are back: order by Thursday.',
          buttons: [
            { id: 'shop', title: 'Shop cheese', action: { type: 'openUrl', data: '/search/?q=cheese' } },
          ],
        },
        targeting: { organizationTypes: ['specialty'] },
      },
    });
    await callApi(staff.page, `/web-api/staff/campaigns/${campaign.id}/publish`, {
      method: 'POST',
      body: {},
    });

    const buyer = await open({ width: 1280, height: 900 }, false);
    const { page } = buyer;
    await chefIn(page, SPECIALTY);
    const home = page.getByRole('region', { name: 'Messages for you' });
    await home.getByRole('heading', { name: 'Heirloom tomatoes are back' }).waitFor({ timeout: 20_000 });
    await home.getByRole('button', { name: 'Shop produce' }).waitFor();
    await buyer.screenshot('messaging-02-embedded-home');

    await page.goto('/cart/');
    const cart = page.getByRole('region', { name: 'Messages for your cart' });
    await cart.getByRole('heading', { name: 'One cut-off per delivery' }).waitFor({ timeout: 20_000 });
    await cart.getByRole('heading', { name: title }).waitFor();
    // Text is shown as text, never as markup.
    await cart.getByText('Comté, Manchego and <b>aged</b> Gouda are back').waitFor();
    await buyer.screenshot('messaging-04-embedded-cart');
    await cart.getByRole('button', { name: `Dismiss ${title}` }).click();
    await expect.poll(() => cart.getByRole('heading', { name: title }).count()).toBe(0);
  });
});
