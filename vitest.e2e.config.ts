import { defineConfig } from 'vitest/config';

/** Browser journeys: one built server on a fresh database, Debian's Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // One retry for a browser on a shared 2-core machine; Vitest still reports every retried test.
    retry: 1,
  },
});
