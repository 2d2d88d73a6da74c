import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { buyerViolations, seriousViolations } from './axe.ts';
import path from 'node:path';
import { openBrowser, SCREENSHOT_DIR, signIn, type FreshBrowser } from './browser.ts';
import {
  api,
  cartLines,
  deleteGuides,
  emptyCart,
  makeGuide,
  openGuide,
  ORGANIZATION,
  plainProducts,
  toast,
  unique,
} from './guide-steps.ts';
import { DEMO_PAGES } from './storefront-pages.ts';
import { journeyBaseUrl } from './journey-env.ts';

/**
 * The buyer's storefront for keyboard, screen-reader and phone users (issue 19, items 7, 8 and 10): the
 * first screen of a phone, a keyboard-only order from a guide to submit, a visible focus ring on every
 * control, named drag announcements, the guide editor asking before it drops anything, and axe on every
 * page type at both sizes.
 */

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 720 };
const browsers: FreshBrowser[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];

test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp().catch(() => undefined);
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function start(viewport: { width: number; height: number }): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  await signIn(browser.page, 'chef@larder.test');
  await api(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
  return browser;
}

/** A guide of plain products made for the journey, deleted after it. */
async function journeyGuide(page: Page, count: number) {
  const items = await plainProducts(page, count);
  const id = await makeGuide(page, unique('A11y journey'), items);
  cleanUps.push(() => deleteGuides(page, [id]));
  return { id, items };
}

/** The focused element's ring: outline or box-shadow width, and its contrast with the ground around it. */
interface FocusRing {
  label: string;
  tag: string;
  width: number;
  contrast: number;
}

async function focusRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // Any CSS colour (the theme's oklch ones too) as sRGB with alpha, read back from a 1-pixel canvas.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const parse = (color: string): [number, number, number, number] | null => {
      if (!color || color === 'transparent') return null;
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#00000000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    // The ground the ring is drawn on: the first opaque background outside the control.
    let ground: [number, number, number, number] = [255, 255, 255, 1];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg && bg[3] > 0.5) {
        ground = bg;
        break;
      }
    }
    const style = getComputedStyle(element);
    const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const shadows = [
      ...style.boxShadow.matchAll(/((?:rgba?|oklch|oklab|color)\([^)]+\))[^,]*?(\d+(?:\.\d+)?)px(?:,|$)/g),
    ];
    const shadowWidth = Math.max(0, ...shadows.map((s) => Number(s[2])));
    const ringColor = parse(outlineWidth > 0 ? style.outlineColor : (shadows[0]?.[1] ?? '')) ?? ground;
    const [a, b] = [luminance(ringColor), luminance(ground)];
    return {
      label:
        element.getAttribute('aria-label') ??
        element.textContent?.trim().slice(0, 40) ??
        element.getAttribute('name') ??
        '',
      tag: element.tagName.toLowerCase(),
      width: Math.max(outlineWidth, shadowWidth),
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches, checking the ring of each one passed. */
async function tabTo(
  page: Page,
  matches: (el: { label: string; tag: string }) => boolean,
  { back = false, max = 120 } = {},
): Promise<FocusRing[]> {
  const seen: FocusRing[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const ring = await focusRing(page);
    if (!ring) continue;
    seen.push(ring);
    if (matches(ring)) return seen;
  }
  throw new Error(`Tab never reached the control; passed ${seen.map((s) => s.label).join(' | ')}`);
}

function expectVisibleRings(rings: FocusRing[], where: string): void {
  const weak = rings.filter((r) => r.width < 2 || r.contrast < 3);
  expect(
    weak.map((r) => `${r.tag} "${r.label}" ${r.width}px ${r.contrast.toFixed(2)}:1`),
    where,
  ).toEqual([]);
}

/** What the phone shows before any scrolling, as a picture (not the whole page). */
async function firstScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The top and bottom of an element on screen, in CSS pixels from the top of the viewport. */
async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const b = (await locator.boundingBox())!;
  return { top: Math.round(b.y), bottom: Math.round(b.y + b.height) };
}

test.describe('the phone first screen (390x844)', () => {
  test("shows a search's first result and a guide's first item without scrolling, the rest one press away", async () => {
    test.setTimeout(180_000);
    const b = await start(PHONE);
    const { page } = b;
    const { id, items } = await journeyGuide(page, 3);

    await page.goto('/search/?q=salmon');
    const first = page.locator('article[data-sku]').first();
    await first.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await firstScreen(page, 'buyer-a11y-01-phone-search-first-screen');
    const result = await box(page, first.getByRole('link').last());
    expect(result.bottom, 'first result name on the first screen').toBeLessThanOrEqual(844);

    await openGuide(page, id);
    await page.evaluate(() => window.scrollTo(0, 0));
    const firstItem = page.getByRole('spinbutton', { name: `Quantity of ${items[0]![2]}` });
    await firstItem.waitFor();
    await firstScreen(page, 'buyer-a11y-02-phone-guide-first-screen');
    const item = await box(page, firstItem);
    // Above the guide's cart bar, which stays at the bottom of the screen.
    const bar = await box(page, page.getByRole('button', { name: /^Add to cart/ }));
    expect(item.bottom, 'first guide item on the first screen').toBeLessThanOrEqual(bar.top - 12);
    expect(bar.bottom).toBeLessThanOrEqual(844);

    // The cut-off and the sales rep stay reachable: one press opens them.
    const strip = page.getByTestId('phone-account-strip');
    const toggle = strip.getByRole('button', { name: 'Cut-off & sales rep' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await strip.getByRole('link').last().waitFor();
    expect(await seriousViolations(page), 'phone strip open').toEqual([]);
    await b.screenshot('buyer-a11y-03-phone-strip-open');
  });
});

test.describe('keyboard only', () => {
  test('orders from a guide to submit with the keyboard alone, a visible ring on every control passed', async () => {
    test.setTimeout(240_000);
    const b = await start(DESKTOP);
    const { page } = b;
    await emptyCart(page);
    cleanUps.push(() => emptyCart(page));
    const { id, items } = await journeyGuide(page, 2);
    const [first, second] = [items[0]!, items[1]!];
    await openGuide(page, id);
    await page.locator('body').focus();

    const rings: FocusRing[] = [];
    // Tab to the first quantity; the up arrow steps it, Tab reaches its + button.
    rings.push(...(await tabTo(page, (el) => el.label.startsWith(`Quantity of ${first[2]}`))));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${first[2]}` });
    expect(await quantity.inputValue()).toBe('2');
    await page.keyboard.press('ArrowDown');
    expect(await quantity.inputValue()).toBe('1');
    rings.push(...(await tabTo(page, (el) => el.label.startsWith(`Increase quantity of ${first[2]}`))));
    await page.keyboard.press('Enter');
    expect(await quantity.inputValue()).toBe('2');
    // The second item: typed, then its - button brings it back down.
    rings.push(...(await tabTo(page, (el) => el.label.startsWith(`Quantity of ${second[2]}`))));
    await page.keyboard.type('3');
    rings.push(
      ...(await tabTo(page, (el) => el.label.startsWith(`Decrease quantity of ${second[2]}`), {
        back: true,
      })),
    );
    await page.keyboard.press('Space');
    expect(await page.getByRole('spinbutton', { name: `Quantity of ${second[2]}` }).inputValue()).toBe('2');
    await b.screenshot('buyer-a11y-04-keyboard-guide-quantities');

    rings.push(...(await tabTo(page, (el) => /^Add to cart/.test(el.label))));
    await page.keyboard.press('Enter');
    // The add to cart modal says where the items went; its View cart link is a Tab or two away.
    const added = page.getByRole('dialog', { name: 'Added to cart' });
    await added.getByText('2 items added to your cart', { exact: true }).waitFor();
    await added
      .getByRole('heading', { level: 3, name: /^Delivery / })
      .first()
      .waitFor();
    // The pending button's announcement is a named text, never an unnamed image.
    expect(await page.locator('[data-live-announcer] [role="img"]').count()).toBe(0);
    expect(await seriousViolations(page), 'guide after adding').toEqual([]);
    expect((await cartLines(page)).map((l) => l.quantity).sort()).toEqual([2, 2]);

    rings.push(...(await tabTo(page, (el) => el.label === 'View cart')));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    const submit = page.getByRole('button', { name: /^Submit/ });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.locator('body').focus();
    rings.push(...(await tabTo(page, (el) => /^Submit/.test(el.label), { max: 200 })));
    await b.screenshot('buyer-a11y-05-keyboard-cart-submit-focused');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order-confirmation\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page), 'confirmation').toEqual([]);
    expectVisibleRings(rings, 'controls passed on the way');
  });
});

test.describe('focus ring', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`draws a ring of at least 2 px and 3:1 on the first controls of each page (${label})`, async () => {
      test.setTimeout(240_000);
      const b = await start(viewport);
      const { page } = b;
      const { id } = await journeyGuide(page, 2);
      for (const path of [
        '/',
        '/search/?q=salmon',
        `/order-guides/detail/?id=${id}`,
        '/cart/',
        '/order-history/',
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.locator('body').focus();
        const rings: FocusRing[] = [];
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press('Tab');
          const ring = await focusRing(page);
          if (ring) rings.push(ring);
        }
        expect(rings.length, path).toBeGreaterThan(10);
        expectVisibleRings(rings, `${path} (${label})`);
      }
      await page.keyboard.press('Tab');
      await b.screenshot(`buyer-a11y-06-focus-ring-${label}`);
    });
  }
});

test.describe('guide editor', () => {
  test('asks before dropping typed quantities or unsaved changes, says where items went, names drags', async () => {
    test.setTimeout(240_000);
    const b = await start(DESKTOP);
    const { page } = b;
    const { id, items } = await journeyGuide(page, 4);
    await openGuide(page, id);
    const firstName = items[0]![2];

    // Quantities typed, then Edit: asked first; keeping them leaves them in place.
    await page.getByRole('spinbutton', { name: `Quantity of ${firstName}` }).fill('4');
    await page.getByRole('button', { name: 'Edit guide' }).click();
    const keep = page.getByRole('dialog', { name: 'Keep the quantities you typed?' });
    await keep.waitFor();
    expect(await seriousViolations(page), 'keep-quantities dialog').toEqual([]);
    await b.screenshot('buyer-a11y-07-keep-quantities');
    await keep.getByRole('button', { name: 'Keep ordering' }).click();
    expect(await page.getByRole('spinbutton', { name: `Quantity of ${firstName}` }).inputValue()).toBe('4');
    // Discarding them on purpose opens the editor.
    await page.getByRole('button', { name: 'Edit guide' }).click();
    await keep.getByRole('button', { name: 'Discard quantities and edit' }).click();
    await page.getByTestId('guide-edit-list').waitFor();

    // A move to another group names it; a drag is announced with the product's name.
    await page.getByLabel(`Select ${firstName}`).check();
    await page.getByLabel('Move selected to').selectOption('Cooler');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await toast(page, 'Item Moved to Cooler');
    const handle = page.getByRole('button', { name: `Drag ${items[1]![2]}` });
    await handle.focus();
    await page.keyboard.press('Space');
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect.poll(() => live.textContent()).toContain(items[1]![2]);
    expect(await live.textContent()).not.toMatch(/item:|\|/);
    await page.keyboard.press('Escape');
    await expect.poll(() => live.textContent()).toContain(`Moving ${items[1]![2]} was cancelled`);
    expect(await seriousViolations(page), 'edit mode').toEqual([]);
    await b.screenshot('buyer-a11y-08-edit-mode');

    // Cancel with unsaved changes asks; keeping on editing keeps them.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
    await discard.waitFor();
    expect(await seriousViolations(page), 'discard dialog').toEqual([]);
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await toast(page, 'Changes Cancelled');
    await page.getByTestId('guide-list').waitFor();

    // The view chosen is the one the next visit opens in, either way.
    for (const view of ['Product Categories', 'Custom Groups']) {
      await page.getByRole('radio', { name: view }).check();
      await page.reload();
      await page.getByTestId('guide-list').waitFor();
      expect(await page.getByRole('radio', { name: view }).isChecked(), view).toBe(true);
    }

    // Group counts follow the filter: the narrowed group counts what it shows, beside its whole count.
    await page.getByRole('searchbox', { name: 'Search within this guide' }).fill(firstName);
    await page.getByRole('heading', { level: 3, name: /^Dry goods\s*1 of 2 items$/ }).waitFor();
    await b.screenshot('buyer-a11y-09-filtered-counts');
  });
});

test.describe('axe on every page type', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`finds nothing moderate or worse, WCAG 2.2 AA rules included, on any buyer page (${label})`, async () => {
      test.setTimeout(300_000);
      const b = await start(viewport);
      const { page } = b;
      const { id, items } = await journeyGuide(page, 3);
      await cartWithLines(page, items);
      const paths = DEMO_PAGES.filter((p) => p.pageType !== 'SignInPage' && p.pageType !== 'SignUpPage').map(
        (p) => (p.pageType === 'OrderGuideDetailPage' ? `/order-guides/detail/?id=${id}` : p.path),
      );
      for (const path of [...paths, await anOrderPath(page)]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await buyerViolations(page), `${path} (${label})`).toEqual([]);
      }
      // Edit mode and the phone menu are page states of their own.
      await openGuide(page, id);
      await page.getByRole('button', { name: 'Edit guide' }).click();
      await page.getByTestId('guide-edit-list').waitFor();
      expect(await buyerViolations(page), `guide edit mode (${label})`).toEqual([]);
      await b.screenshot(`buyer-a11y-10-axe-edit-${label}`);
    });
  }
});

/** Puts the guide's items in the cart, two of each, after emptying it; empties it again after the journey. */
async function cartWithLines(page: Page, items: readonly (readonly [string, string, string])[]) {
  await emptyCart(page);
  cleanUps.push(() => emptyCart(page));
  for (const [productSku, unitOfMeasure] of items) {
    await api(page, '/web-api/cart/add', 'POST', { productSku, unitOfMeasure, quantity: 2 });
  }
}

/** The details page of one of the organization's orders in the history. */
async function anOrderPath(page: Page): Promise<string> {
  await page.goto('/order-history/');
  const link = page.locator('main a[href*="order="]').first();
  await link.waitFor();
  await link.click();
  await page.waitForURL(/order=/);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** How far the page reaches past the viewport sideways, in CSS pixels (0 when it does not scroll sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('320 px wide', () => {
  test('no buyer page scrolls sideways, edit mode included, and names are not cut short', async () => {
    test.setTimeout(300_000);
    const b = await start(NARROW);
    const { page } = b;
    const { id, items } = await journeyGuide(page, 3);
    await cartWithLines(page, items);
    const paths = DEMO_PAGES.filter((p) => p.pageType !== 'SignInPage' && p.pageType !== 'SignUpPage').map(
      (p) => (p.pageType === 'OrderGuideDetailPage' ? `/order-guides/detail/?id=${id}` : p.path),
    );
    for (const path of [...paths, await anOrderPath(page)]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
    await page.goto('/cart/');
    await page.getByRole('button', { name: `Remove ${items[0]![2]}` }).waitFor();
    expect(await sidewaysOverflow(page), 'cart with lines').toBe(0);
    await b.screenshot('buyer-a11y-11-cart-320');

    await openGuide(page, id);
    await page.getByRole('button', { name: 'Edit guide' }).click();
    await page.getByTestId('guide-edit-list').waitFor();
    expect(await sidewaysOverflow(page), 'guide edit mode').toBe(0);
    // The item's name is shown whole (wrapped), not cut to 'Ang...'.
    const name = page.getByTestId('guide-edit-list').getByText(items[0]![2], { exact: true });
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await b.screenshot('buyer-a11y-12-edit-mode-320');

    // The phone strip shows the organization's whole name (wrapped), not 'Bistro Mar...'.
    const strip = page.getByTestId('phone-account-strip');
    const organization = strip.getByText('Bistro Marguerite', { exact: true });
    await organization.waitFor();
    expect(await organization.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test.describe('focus and announcements', () => {
  test('keyboard-only guide editing keeps focus on the moved item', async () => {
    test.setTimeout(180_000);
    const b = await start(DESKTOP);
    const { page } = b;
    // Five items: the first three in 'Dry goods', where the first is moved down twice and up once.
    const { id, items } = await journeyGuide(page, 5);
    await openGuide(page, id);
    await page.getByRole('button', { name: 'Edit guide' }).click();
    await page.getByTestId('guide-edit-list').waitFor();
    // Row controls name the item with its unit: a guide may hold one product in two units.
    const moved = `${items[0]![2]} (${items[0]![1]})`;
    const down = page.getByRole('button', { name: `Move ${moved} down` });
    await down.focus();
    await page.keyboard.press('Enter');
    // Still on the moved item's control, now one place lower.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${moved} down`);
    await page.keyboard.press('Enter');
    // At the bottom its down button is disabled: focus is on its up button, never the page body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${moved} up`);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${moved} up`);
    await b.screenshot('buyer-a11y-13-moved-item-focused');
  });

  test("the cart's live region reads the item and its quantity after a change, and a removal moves focus to the next line", async () => {
    test.setTimeout(180_000);
    const b = await start(DESKTOP);
    const { page } = b;
    const { items } = await journeyGuide(page, 2);
    await cartWithLines(page, items);
    await page.goto('/cart/');
    const [first, second] = [items[0]!, items[1]!];
    const live = page.getByTestId('cart-announcements');
    expect(await live.getAttribute('role')).toBe('status');
    await page.getByRole('button', { name: `Increase quantity of ${first[2]}` }).click();
    await expect
      .poll(() => live.textContent(), { timeout: 15_000 })
      .toBe(`${first[2]}: quantity 3 ${first[1]}.`);

    await page.getByRole('button', { name: `Remove ${first[2]}` }).click();
    await expect
      .poll(() => live.textContent(), { timeout: 15_000 })
      .toBe(`${first[2]} removed from your cart.`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Remove ${second[2]}`);
    // The last line: focus goes to the page heading, and the removal is still announced.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => live.textContent(), { timeout: 15_000 })
      .toBe(`${second[2]} removed from your cart.`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await buyerViolations(page), 'empty cart after removals').toEqual([]);
  });
});
