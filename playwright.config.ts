import { defineConfig } from '@playwright/test';

/**
 * Browser journeys: one built server on a fresh embedded database (e2e/global-setup.ts), Debian's Chromium
 * (or CHROMIUM_PATH) launched by e2e/browser.ts with a fresh profile, one journey file at a time.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'e2e/test-results',
  timeout: 60_000,
  // Web-first assertions wait this long before failing.
  expect: { timeout: 10_000 },
  // The journeys share one server and its demo data: one worker, files in order.
  workers: 1,
  fullyParallel: false,
  // One retry for a browser on a shared 2-core machine; the report still lists every retried test.
  retries: 1,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'e2e/playwright-report' }]],
});
