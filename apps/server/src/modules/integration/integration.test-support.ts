import type { IntegrationScope } from '@larder/contract';
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test-support/test-app.ts';
import { storeIntegrationKey } from './api-keys.service.ts';

/** Stores an API key with the scopes (all by default) and returns its secret and row. */
export async function createApiKey(
  t: TestApp,
  options: { scopes?: IntegrationScope[]; webhookUrl?: string | null } = {},
) {
  const secret = `test-key-${randomUUID()}`;
  const webhookSecret = `whsec-${randomUUID()}`;
  const row = await storeIntegrationKey(t.database.db, {
    name: 'Test ERP',
    scopes: options.scopes ?? ['inventory', 'prices', 'orders', 'catalog', 'customers'],
    webhookUrl: options.webhookUrl ?? null,
    secret,
    webhookSecret,
    createdBy: null,
  });
  return { secret, webhookSecret, row };
}

/** Calls the integration API as the ERP would: a bearer key, no cookie, no same-origin header. */
export function erp(t: TestApp, secret: string | null) {
  const headers = secret === null ? {} : { authorization: `Bearer ${secret}` };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
  };
}

/** Polls until `check` holds (a subscriber or a job ran), or fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
