import type { PageModelResponse } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { DEMO_PAGES, STORE_NAME, type DemoPage } from './storefront-pages.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
let browser: FreshBrowser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function pageModelOf(page: Page, path: string): Promise<PageModelResponse> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    return (await response.json()) as PageModelResponse;
  }, path);
}

async function waitForPageType(page: Page, pageType: string): Promise<void> {
  await page.locator(`[data-page-type="${pageType}"]`).waitFor({ state: 'attached' });
}

function slug(path: string): string {
  return path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
}

/** Opens a demo page by URL and checks its type, heading, title, meta tags and accessibility. */
async function checkPage(b: FreshBrowser, demo: DemoPage, label: string): Promise<void> {
  const { page } = b;
  const response = await page.goto(demo.path);
  expect(response?.status(), demo.path).toBe(demo.status ?? 200);
  await waitForPageType(page, demo.pageType);
  const anonymous = label.startsWith('anonymous');
  const heading = anonymous
    ? demo.signedIn
      ? /Sign in to see/
      : demo.heading
    : (demo.signedInHeading ?? demo.heading);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();

  const model = await pageModelOf(page, demo.path);
  expect(model.content.pageType).toBe(demo.pageType);
  const titleTag = model.metaDataInfo.find((tag) => tag.elementTag === 'title')?.innerContent;
  await expect.poll(() => page.title()).toBe(titleTag ?? `${model.content.name} | ${STORE_NAME}`);
  expect(await page.title()).toMatch(new RegExp(`\\| ${STORE_NAME}$`));
  const description = model.metaDataInfo.find((tag) => tag.elementAttributes.name === 'description');
  if (description) {
    const content = await page.locator('meta[name="description"]').getAttribute('content');
    expect(content).toBe(description.elementAttributes.content);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
  }
  const canonical = model.metaDataInfo.find((tag) => tag.elementAttributes.rel === 'canonical');
  if (canonical) {
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      canonical.elementAttributes.href,
    );
  }

  expect(await seriousViolations(page), `${demo.path} (${label})`).toEqual([]);
  await b.screenshot(`pages-${label}-${demo.pageType}-${slug(demo.path)}`);
}

test.describe('every page type', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`opens by direct URL with its title, meta tags and no serious accessibility problems (${label})`, async () => {
      test.setTimeout(240_000);
      browser = await openBrowser(baseUrl, viewport);
      for (const demo of DEMO_PAGES) await checkPage(browser, demo, `anonymous-${label}`);
      await signIn(browser.page, 'chef@larder.test');
      for (const demo of DEMO_PAGES.filter((p) => p.signedIn || p.pageType === 'StartPage')) {
        await checkPage(browser, demo, `signed-in-${label}`);
      }
    });
  }

  test('answers an unknown URL with status 404 and the not-found page', async () => {
    browser = await openBrowser(baseUrl, DESKTOP);
    const response = await browser.page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    const status = await browser.page.evaluate(async () => {
      const answer = await fetch('/no-such-page/', { headers: { accept: 'application/json' } });
      return answer.status;
    });
    expect(status).toBe(404);
    await waitForPageType(browser.page, 'NotFoundPage');
  });
});
