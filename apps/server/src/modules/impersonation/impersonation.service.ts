import type { CurrentUser } from '@larder/contract';
import { hasStaffPermission } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { salesRepScopeOf } from '../../plugins/require-staff.ts';
import {
  announceSessionChange,
  createSession,
  currentUserOf,
  deleteSession,
  loadSessionContext,
  originalUserOf,
  parseRegion,
  type SessionContext,
  type SessionUser,
} from '../auth/auth.service.ts';
import {
  customersOfOrganization,
  isCustomerOf,
  recordAudit,
  searchOrganizations,
} from './impersonation.repository.ts';

/**
 * The staff user really signed in, if allowed to impersonate: a customer gets a 404 (as on every staff route,
 * the feature's existence is not given away), a staff member without the permission a 403.
 */
export function requireImpersonator(session: SessionContext): SessionUser {
  const real = session.originalUser ?? session.user;
  if (!real.isStaff) throw notFound('The page');
  if (!hasStaffPermission(real, 'impersonate')) {
    throw new AppError('FORBIDDEN', 'Only staff members may impersonate customers.');
  }
  return real;
}

/** Organizations a staff user may pick from: a rep's account, only its own. */
export async function findOrganizations(db: Db, session: SessionContext, search: string) {
  const staff = requireImpersonator(session);
  return searchOrganizations(db, search, salesRepScopeOf(staff));
}

/** The customers of an organization a staff user may become (none of another rep's organization). */
export async function findCustomers(db: Db, session: SessionContext, organizationId: string) {
  const staff = requireImpersonator(session);
  const rows = await customersOfOrganization(db, organizationId, salesRepScopeOf(staff));
  return rows.map((u) => ({ id: u.id, email: u.email, displayName: `${u.firstName} ${u.lastName}` }));
}

/** The outcome of starting or stopping: a new session and both user views. */
export interface ImpersonationSwitch {
  token: string;
  expiresAt: Date;
  currentUser: CurrentUser;
  originalUser: CurrentUser;
}

async function switchSession(
  db: Db,
  old: SessionContext,
  values: { userId: string; originalUserId: string | null; organizationId: string | null; ttlDays: number },
): Promise<ImpersonationSwitch> {
  // The session id rotates at both ends so a token seen before the switch opens nothing after it.
  const created = await db.transaction(async (tx) => {
    await deleteSession(tx, old.sessionId);
    return createSession(tx, { ...values, createdAt: old.createdAt });
  });
  await announceSessionChange(db, `session:${old.sessionId}`);
  const next = await loadSessionContext(db, created.token);
  if (!next) throw new AppError('INTERNAL', 'The session could not be started.');
  const region = parseRegion(next.user.region);
  return { ...created, currentUser: currentUserOf(next, region), originalUser: originalUserOf(next, region) };
}

/**
 * A staff user becomes a customer of an organization; a rep only of its own organizations (others 404).
 * Already impersonating, it switches customer without stopping first: one rotation of the session, and the
 * audit records the stop of the customer left, then the start of the new one.
 */
export async function startImpersonation(
  db: Db,
  session: SessionContext,
  target: { organizationId: string; userId: string; reason: string },
  request: { method: string; path: string; ttlDays: number },
): Promise<ImpersonationSwitch> {
  const staff = requireImpersonator(session);
  const scope = salesRepScopeOf(staff);
  if (!(await isCustomerOf(db, target.userId, target.organizationId, scope))) throw notFound('The customer');
  const result = await switchSession(db, session, {
    userId: target.userId,
    originalUserId: staff.id,
    organizationId: target.organizationId,
    ttlDays: request.ttlDays,
  });
  if (session.originalUser) {
    await recordAudit(db, {
      staffUserId: staff.id,
      customerUserId: session.user.id,
      organizationId: session.organization?.row.id ?? null,
      action: 'stop',
      method: request.method,
      path: request.path,
      statusCode: 200,
    });
  }
  await recordAudit(db, {
    staffUserId: staff.id,
    customerUserId: target.userId,
    organizationId: target.organizationId,
    action: 'start',
    method: request.method,
    path: request.path,
    statusCode: 200,
    reason: target.reason,
  });
  return result;
}

/** The staff user stops impersonating and is themself again. */
export async function stopImpersonation(
  db: Db,
  session: SessionContext,
  request: { method: string; path: string; ttlDays: number },
): Promise<ImpersonationSwitch> {
  const staff = session.originalUser;
  if (!staff) throw new AppError('CONFLICT', 'No impersonation is active.');
  const result = await switchSession(db, session, {
    userId: staff.id,
    originalUserId: null,
    organizationId: null,
    ttlDays: request.ttlDays,
  });
  await recordAudit(db, {
    staffUserId: staff.id,
    customerUserId: session.user.id,
    organizationId: session.organization?.row.id ?? null,
    action: 'stop',
    method: request.method,
    path: request.path,
    statusCode: 200,
  });
  return result;
}
