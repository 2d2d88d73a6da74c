import path from 'node:path';
import { startServer } from '../bench/lib/server-process.ts';
import { findChromium, NO_BROWSER_LINE } from '../scripts/find-chromium.mjs';
import { buildWeb } from '../scripts/web-build-stamp.mjs';

/**
 * Finds a browser (or stops in one line saying how to get one), builds the web app unless its build is
 * current, starts the real server on a fresh embedded database with the demo data, hands its address to the
 * journeys through the environment, and returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!findChromium()) {
    console.error(NO_BROWSER_LINE);
    process.exit(1);
  }
  // Built as production, and only when the sources changed since the last build (scripts/web-build-stamp.mjs).
  if (!process.env.E2E_SKIP_BUILD) buildWeb();
  const port = Number(process.env.E2E_PORT ?? 3199);
  // The journeys run with the real request limits: a buyer must never reach them.
  const server = await startServer(
    { kind: 'pglite' },
    { port, env: { DEMO_SKUS: '500' }, realRateLimits: true },
  );
  process.env.E2E_BASE_URL = server.baseUrl;
  // Journeys read e-mails (a password link) from the outbox, as the person they were sent to would.
  process.env.E2E_OUTBOX_DIR = server.dataDir ? path.join(server.dataDir, 'outbox') : '';
  return () => server.stop();
}
