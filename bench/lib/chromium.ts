import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { findChromium, NO_BROWSER_LINE } from '../../scripts/find-chromium.mjs';

// Without the background-networking flags Chromium keeps dialing hosts this closed network refuses.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Launches headless Chromium (CHROMIUM_PATH, Playwright's, or Debian's) with a fresh profile dir (returned so the caller can remove it). */
export async function launchFreshChromium(options: {
  viewport: { width: number; height: number };
  baseURL?: string;
}): Promise<{ context: BrowserContext; profile: string }> {
  const executablePath = findChromium() as string | null;
  if (!executablePath) throw new Error(NO_BROWSER_LINE);
  const profile = mkdtempSync(path.join(tmpdir(), 'larder-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ARGS,
    ...options,
  });
  return { context, profile };
}
