import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

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

/** Launches Debian's headless Chromium with a fresh profile dir (returned so the caller can remove it). */
export async function launchFreshChromium(options: {
  viewport: { width: number; height: number };
  baseURL?: string;
}): Promise<{ context: BrowserContext; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'larder-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    ...options,
  });
  return { context, profile };
}
