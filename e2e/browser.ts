import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchFreshChromium } from '../bench/lib/chromium.ts';

/** Where journeys leave their screenshots, for people to look at. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'artifacts');

/** A fresh Debian Chromium with its own profile, as a new user would have. */
export interface FreshBrowser {
  context: BrowserContext;
  page: Page;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Launches headless Chromium from Debian's package with a fresh user-data dir. */
export async function openBrowser(
  baseUrl: string,
  viewport = { width: 390, height: 844 },
): Promise<FreshBrowser> {
  const { context, profile } = await launchFreshChromium({ viewport, baseURL: baseUrl });
  const page = context.pages()[0] ?? (await context.newPage());
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    context,
    page,
    screenshot: async (name) => {
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The demo password every demo login shares. */
export const DEMO_PASSWORD = 'larder-demo';

/** Signs in through the sign-in page as a demo login and waits for the signed-in home page. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
}

/** How a web API call is made from the page. */
export interface ApiCall {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the web API from the signed-in page, as the storefront does; a failed answer throws with its body. */
export async function callApi<T>(page: Page, path: string, call: ApiCall = {}): Promise<T> {
  return page.evaluate(
    async ({ path, method, body, headers }) => {
      const response = await fetch(path, {
        method,
        headers: {
          accept: 'application/json',
          'x-requested-with': 'larder-web',
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { path, method: call.method ?? 'GET', body: call.body, headers: call.headers ?? {} },
  );
}
