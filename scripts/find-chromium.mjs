// Finds the Chromium the browser journeys and benches drive: CHROMIUM_PATH, else Playwright's own
// installed Chromium, else Debian's /usr/bin/chromium. Run directly (`npm test` does first), it stops with
// one line saying how to get one, so a fresh machine does not fail every journey on a missing executable.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

/** The one line printed when no browser is found. */
export const NO_BROWSER_LINE =
  'No Chromium for the browser journeys: run `apt-get install chromium` (Debian) or `npx playwright-core install chromium`, or set CHROMIUM_PATH to a Chromium executable.';

/** The path of a Chromium executable that exists, or null. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  let playwrights = null;
  try {
    playwrights = chromium.executablePath();
  } catch {
    // playwright-core names no path on a platform it has no build for
  }
  for (const candidate of [playwrights, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && !findChromium()) {
  console.error(NO_BROWSER_LINE);
  process.exit(1);
}
