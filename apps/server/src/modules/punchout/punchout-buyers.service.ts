import type {
  PunchoutBuyer,
  PunchoutBuyerCreate,
  PunchoutBuyerUpdate,
  PunchoutLogEntry,
} from '@larder/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { hashPassword, verifyPassword, type SessionUser } from '../auth/auth.service.ts';
import { organizationInScope } from '../organizations/organization-onboarding.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import {
  findBuyerById,
  findBuyersByIdentity,
  insertBuyer,
  listBuyersWithOrganization,
  lockBuyer,
  updateBuyer,
  type PunchoutBuyerRow,
} from './punchout-buyers.repository.ts';
import { findPunchoutLog } from './punchout-log.repository.ts';
import type { PunchoutProtocol } from './punchout.table.ts';

export type { PunchoutBuyerRow };

// Checked when no buyer has the identity, so an unknown identity costs the same time as a wrong secret.
const decoyHash = hashPassword('punchout-decoy-never-matches');

/** The credentials a setup or order request presents. */
export interface PunchoutCredentials {
  protocol: PunchoutProtocol;
  fromIdentity: string;
  fromDomain: string;
  senderIdentity: string;
  senderDomain: string;
  secret: string;
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The active buyer these credentials name, or null. The secret is compared against the stored scrypt hash
 * in constant time, and a miss on the identity still runs one comparison against a decoy.
 */
export async function authenticateBuyer(
  db: Db,
  credentials: PunchoutCredentials,
): Promise<PunchoutBuyerRow | null> {
  const candidates = await findBuyersByIdentity(db, credentials.protocol, credentials.fromIdentity.trim());
  const buyer = candidates.find(
    (b) =>
      sameText(b.fromDomain, credentials.fromDomain) &&
      sameText(b.senderIdentity, credentials.senderIdentity) &&
      sameText(b.senderDomain, credentials.senderDomain),
  );
  const matches = await verifyPassword(credentials.secret, buyer?.secretHash ?? (await decoyHash));
  return buyer && matches ? buyer : null;
}

/** Whether a return URL (BrowserFormPost, HOOK_URL) is http(s) on a host the buyer allows. */
export function isAllowedReturnUrl(buyer: Pick<PunchoutBuyerRow, 'returnHosts'>, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  return buyer.returnHosts.includes(parsed.hostname.toLowerCase());
}

function viewOf(buyer: PunchoutBuyerRow, organizationName: string | null): PunchoutBuyer {
  return {
    id: buyer.id,
    name: buyer.name,
    protocol: buyer.protocol,
    fromIdentity: buyer.fromIdentity,
    fromDomain: buyer.fromDomain,
    senderIdentity: buyer.senderIdentity,
    senderDomain: buyer.senderDomain,
    organizationId: buyer.organizationId,
    organizationName: organizationName ?? '',
    returnHosts: buyer.returnHosts,
    trackingEmail: buyer.trackingEmail,
    deploymentMode: buyer.deploymentMode,
    active: buyer.active,
  };
}

// What the audit records of a buyer: never the secret's hash.
function auditedOf(buyer: PunchoutBuyerRow) {
  const { secretHash: _secretHash, createdAt: _createdAt, ...rest } = buyer;
  return rest;
}

/** Every punchout buyer, for the staff console; a rep sees those of its own organizations only. */
export async function listPunchoutBuyers(db: Db, salesRepScope: string | null): Promise<PunchoutBuyer[]> {
  const rows = await listBuyersWithOrganization(db, salesRepScope);
  return rows.map((r) => viewOf(r.buyer, r.organizationName));
}

/** A staff member adds a buyer; its secret is stored hashed and the change audited. */
export async function createPunchoutBuyer(
  db: Db,
  staff: SessionUser,
  input: PunchoutBuyerCreate & { returnHosts: string[] },
  salesRepScope: string | null,
): Promise<PunchoutBuyer> {
  const organization = await organizationInScope(db, input.organizationId, salesRepScope);
  if (!organization) throw notFound('The organization');
  const { sharedSecret, ...rest } = input;
  const secretHash = await hashPassword(sharedSecret);
  return db.transaction(async (tx) => {
    const existing = await findBuyersByIdentity(tx, input.protocol, input.fromIdentity);
    if (existing.some((b) => sameText(b.fromDomain, input.fromDomain))) {
      throw new AppError('CONFLICT', 'A buyer with this identity and domain already exists.');
    }
    const buyer = await insertBuyer(tx, { id: randomUUID(), ...rest, secretHash });
    await recordStaffChange(tx, staff, {
      action: 'punchout-buyer.create',
      subjectType: 'punchout-buyer',
      subjectId: buyer.id,
      before: null,
      after: auditedOf(buyer),
    });
    return viewOf(buyer, organization.name);
  });
}

/** A staff member changes a buyer (a new secret replaces the old one); audited before and after. */
export async function updatePunchoutBuyer(
  db: Db,
  staff: SessionUser,
  id: string,
  patch: PunchoutBuyerUpdate,
  salesRepScope: string | null,
): Promise<PunchoutBuyer> {
  const { sharedSecret, ...rest } = patch;
  const secretHash = sharedSecret === undefined ? undefined : await hashPassword(sharedSecret);
  return db.transaction(async (tx) => {
    const before = await lockBuyer(tx, id);
    // Another rep's buyer is a 404, as another tenant's record is.
    const inScope = before && (await organizationInScope(tx, before.organizationId, salesRepScope));
    if (!before || !inScope) throw notFound('The punchout buyer');
    const after = await updateBuyer(tx, id, { ...rest, ...(secretHash ? { secretHash } : {}) });
    await recordStaffChange(tx, staff, {
      action: sharedSecret === undefined ? 'punchout-buyer.update' : 'punchout-buyer.update-secret',
      subjectType: 'punchout-buyer',
      subjectId: id,
      before: auditedOf(before),
      after: auditedOf(after),
    });
    return viewOf(after, inScope.name);
  });
}

/** A buyer's punchout log, newest first (at most `limit`); another rep's buyer is a 404. */
export async function punchoutLogOf(
  db: Db,
  id: string,
  salesRepScope: string | null,
  limit = 100,
): Promise<PunchoutLogEntry[]> {
  const buyer = await findBuyerById(db, id);
  if (!buyer || !(await organizationInScope(db, buyer.organizationId, salesRepScope))) {
    throw notFound('The punchout buyer');
  }
  const rows = await findPunchoutLog(db, id, limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    ok: row.ok,
    detail: row.detail,
    punchInId: row.punchInId,
    orderNumbers: row.orderNumbers,
    at: row.createdAt.toISOString(),
  }));
}

/** The organization a buyer orders for, or null for an unknown buyer. */
export async function buyerOrganizationOf(db: Db, buyerId: string): Promise<string | null> {
  return (await findBuyerById(db, buyerId))?.organizationId ?? null;
}
