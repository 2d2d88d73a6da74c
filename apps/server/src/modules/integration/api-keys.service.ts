import type { CreateIntegrationKeyBody, CreatedIntegrationKey, IntegrationKey } from '@larder/contract';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { checkOutboundUrl, type OutboundPolicy } from '../outbound/outbound.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import {
  findApiKeys,
  findLiveKeyByHash,
  insertApiKey,
  revokeApiKey,
  touchApiKey,
  type ApiKeyRow,
} from './api-keys.repository.ts';

export type { ApiKeyRow } from './api-keys.repository.ts';

/** The demo's integration key (README): seeded so the ERP examples work out of the box. */
export const DEMO_INTEGRATION_KEY = 'larder-demo-integration-key';

/**
 * How a key is stored: SHA-256, not a password hash. Keys are 32 random bytes (the demo's excepted), so
 * guessing from the hash is hopeless, and a fast hash lets every ERP call be checked in microseconds.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A key as the staff console lists it. */
export function integrationKeyOf(row: ApiKeyRow): IntegrationKey {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.keyPrefix,
    scopes: row.scopes,
    webhookUrl: row.webhookUrl,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** `GET /web-api/staff/integration-keys`: every key, newest first, without the keys themselves. */
export async function listIntegrationKeys(db: Db): Promise<IntegrationKey[]> {
  return (await findApiKeys(db)).map(integrationKeyOf);
}

/** Stores a key whose secret the caller chose (the demo seed) or made; returns the row. */
export async function storeIntegrationKey(
  db: Db,
  input: CreateIntegrationKeyBody & { secret: string; webhookSecret: string; createdBy: string | null },
): Promise<ApiKeyRow> {
  const row = {
    id: randomUUID(),
    name: input.name,
    keyHash: hashApiKey(input.secret),
    keyPrefix: input.secret.slice(0, 10),
    scopes: [...new Set(input.scopes)],
    webhookUrl: input.webhookUrl ?? null,
    webhookSecret: input.webhookSecret,
    previousWebhookSecret: null,
    previousSecretExpiresAt: null,
    createdBy: input.createdBy,
    createdAt: new Date(),
    lastUsedAt: null,
    revokedAt: null,
  };
  await insertApiKey(db, row);
  return row;
}

/**
 * `POST /web-api/staff/integration-keys`: makes a key; the key and the webhook secret are shown this once.
 * A webhook address the server may not call (inside the network, cloud metadata) is a field error. Audited.
 */
export async function createIntegrationKey(
  db: Db,
  staff: SessionUser,
  body: CreateIntegrationKeyBody,
  outbound: OutboundPolicy,
): Promise<CreatedIntegrationKey> {
  if (body.webhookUrl) {
    const check = await checkOutboundUrl(body.webhookUrl, outbound);
    if (!check.ok) {
      throw new AppError('VALIDATION_FAILED', 'This webhook address cannot be used.', {
        webhookUrl: check.reason,
      });
    }
  }
  const secret = `lk_${randomBytes(32).toString('base64url')}`;
  const webhookSecret = `whsec_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const row = await storeIntegrationKey(tx, { ...body, secret, webhookSecret, createdBy: staff.id });
    const key = integrationKeyOf(row);
    await recordStaffChange(tx, staff, {
      action: 'integration-key.create',
      subjectType: 'integration-key',
      subjectId: row.id,
      before: null,
      after: { name: key.name, keyPrefix: key.keyPrefix, scopes: key.scopes, webhookUrl: key.webhookUrl },
    });
    return { key, secret, webhookSecret };
  });
}

/** `POST /web-api/staff/integration-keys/{id}/revoke`: the key stops working at once. Audited; unknown or revoked: 404. */
export async function revokeIntegrationKey(db: Db, staff: SessionUser, id: string): Promise<IntegrationKey> {
  return db.transaction(async (tx) => {
    const row = await revokeApiKey(tx, id);
    if (!row) throw notFound('The key');
    await recordStaffChange(tx, staff, {
      action: 'integration-key.revoke',
      subjectType: 'integration-key',
      subjectId: row.id,
      before: { name: row.name, revokedAt: null },
      after: { name: row.name, revokedAt: row.revokedAt?.toISOString() ?? null },
    });
    return integrationKeyOf(row);
  });
}

const TOUCH_EVERY_MS = 60_000;

/** The live key a bearer token is, or null; notes its use at most once a minute. */
export async function authenticateApiKey(db: Db, token: string): Promise<ApiKeyRow | null> {
  const row = await findLiveKeyByHash(db, hashApiKey(token));
  if (!row) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await touchApiKey(db, row.id, now);
  }
  return row;
}
