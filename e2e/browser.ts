import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

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
  const profile = mkdtempSync(path.join(tmpdir(), 'larder-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL: baseUrl,
    viewport,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
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
