import { expect } from 'vitest';
import { prepareEmptyStore } from '../db/empty-store.ts';
import { createAdministrator } from '../modules/staff-accounts/first-admin.service.ts';
import { createTestApp, TestClient, type TestApp } from './test-app.ts';

/** The password the first administrator chooses in these tests. */
export const FIRST_ADMIN_PASSWORD = 'first-admin-password';

/** An empty store as `SEED_DEMO=false npm start` makes it, and what its start printed. */
export interface EmptyStore extends TestApp {
  printed: string[];
}

/**
 * Starts an empty store (issue 30): the real app on a fresh database, prepared as a start without the demo
 * prepares it (the pages every store needs, the first-administrator hint). The go-live walk-through
 * builds on it: `firstAdmin` next, then integration keys, business units, catalog, customers.
 */
export async function startEmptyStore(env: Record<string, string> = {}): Promise<EmptyStore> {
  const t = await createTestApp({ SEED_DEMO: 'false', ...env });
  const printed: string[] = [];
  await prepareEmptyStore(t.database.db, { info: () => undefined }, false, (text) => printed.push(text));
  return { ...t, printed };
}

/** Pulls the token out of a set-password link (`.../reset-password/?token=...`). */
export function tokenOfLink(link: string): string {
  const token = new URL(link, 'http://larder.invalid').searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Chooses a password through a set-password link's token, as the password page does; returns the answer. */
export function choosePassword(t: TestApp, token: string, password: string) {
  return new TestClient(t.app).post('/web-api/auth/password-reset/complete', { token, password });
}

/**
 * Makes the first administrator as `npm run staff:create-admin` does, chooses their password through the
 * one-use link, and returns them signed in.
 */
export async function firstAdmin(t: TestApp, email = 'owner@distributor.test'): Promise<TestClient> {
  const admin = await createAdministrator(t.database.db, email);
  const chosen = await choosePassword(t, admin.token, FIRST_ADMIN_PASSWORD);
  expect(chosen.statusCode, chosen.body).toBe(200);
  const client = new TestClient(t.app);
  await client.login(email, FIRST_ADMIN_PASSWORD);
  return client;
}
