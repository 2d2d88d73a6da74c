/** What the global setup hands every journey through the environment (Playwright passes it to its workers). */

/** The base URL of the server the global setup started. */
export function journeyBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with `npm run test:e2e`.');
  return url;
}

/** The directory where the server writes the e-mails it sends, for journeys that read them as the recipient. */
export function journeyOutboxDir(): string {
  return process.env.E2E_OUTBOX_DIR ?? '';
}
