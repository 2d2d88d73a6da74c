import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { organizationMembers, organizations, salesReps } from '../organizations/organizations.read-model.ts';
import { punchoutSessions } from '../punchout/punchout.read-model.ts';
import { sessions, users } from './auth.table.ts';

const originalUsers = alias(users, 'original_user');

function userColumns(table: typeof users | typeof originalUsers) {
  return {
    id: table.id,
    email: table.email,
    firstName: table.firstName,
    lastName: table.lastName,
    userName: table.userName,
    region: table.region,
    isStaff: table.isStaff,
    staffPermissions: table.staffPermissions,
    salesRepId: table.salesRepId,
  };
}

// Only the columns a request needs: every extra column (dates, arrays) costs decoding on every request.
const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  brand: organizations.brand,
  businessUnitId: organizations.businessUnitId,
  customerGroupId: organizations.customerGroupId,
  region: organizations.region,
  isProtein: organizations.isProtein,
  isSpecialty: organizations.isSpecialty,
  isCme: organizations.isCme,
  isPPro: organizations.isPPro,
  isOnHold: organizations.isOnHold,
  holdErrors: organizations.holdErrors,
  isActive: organizations.isActive,
};

/** The user fields a session carries. */
export type SessionUser = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'userName'
  | 'region'
  | 'isStaff'
  | 'staffPermissions'
  | 'salesRepId'
>;

/** The organization fields a session carries. */
export type SessionOrganizationRow = Pick<
  typeof organizations.$inferSelect,
  keyof typeof organizationColumns
>;

/** The organization a session acts for, with its sales rep. */
export interface SessionOrganization {
  row: SessionOrganizationRow;
  salesRepName: string;
  salesRepEmail: string;
}

/** A punchout session's settings, stored at setup (spec section 6: its tracking e-mail). */
export interface SessionPunchout {
  id: string;
  systemName: string;
  protocol: string;
  /** 'create', 'edit' or 'inspect' (read-only). */
  operation: string;
  trackingEmail: string;
}

/** Everything a request knows about who is signed in, loaded in one query. */
export interface SessionContext {
  sessionId: string;
  user: SessionUser;
  originalUser: SessionUser | null;
  organization: SessionOrganization | null;
  /** When its user signed in; the session ends SESSION_MAX_AGE_DAYS later however busy it is. */
  createdAt: Date;
  /** The punch-in of a procurement system that opened this session, or null for an ordinary one. */
  punchout?: SessionPunchout | null | undefined;
  expiresAt: Date;
}

/** A session's absolute lifetime: past it the user signs in again, whatever the sliding expiry says. */
export const SESSION_MAX_AGE_DAYS = 30;

/** When a session created at `createdAt` ends at the latest. */
export function absoluteEndOf(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_MAX_AGE_DAYS * 86_400_000);
}

/** The cookie value is a random token; the database keeps only its SHA-256, so a leaked table opens no session. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random session token for the cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const loadQuery = preparedPerHandle((db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      user: userColumns(users),
      originalUser: userColumns(originalUsers),
      organization: organizationColumns,
      salesRepName: salesReps.name,
      salesRepEmail: salesReps.email,
      punchout: {
        id: punchoutSessions.id,
        systemName: punchoutSessions.systemName,
        protocol: punchoutSessions.protocol,
        operation: punchoutSessions.operation,
        trackingEmail: punchoutSessions.trackingEmail,
      },
    })
    .from(sessions)
    // A deactivated account's sessions are deleted with it; the join refuses any that a race left behind.
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deactivatedAt)))
    .leftJoin(originalUsers, eq(originalUsers.id, sessions.originalUserId))
    .leftJoin(
      organizationMembers,
      and(
        eq(organizationMembers.userId, sessions.userId),
        eq(organizationMembers.organizationId, sessions.organizationId),
      ),
    )
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(salesReps, eq(salesReps.id, organizations.salesRepId))
    .leftJoin(punchoutSessions, eq(punchoutSessions.id, sessions.punchoutSessionId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql`now()`),
        // The absolute lifetime holds even for a row whose expiry something moved past it.
        gt(sessions.createdAt, sql`now() - make_interval(days => ${SESSION_MAX_AGE_DAYS})`),
      ),
    )
    .prepare('load_session'),
);

/** Loads the live session for a cookie token, or null when it is unknown or expired. */
export async function loadSessionContext(db: Db, token: string): Promise<SessionContext | null> {
  const [row] = await loadQuery(db).execute({ id: sessionIdOf(token) });
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    // Inner-joined, so never null; drizzle types nested selections of aliased tables as nullable.
    user: row.user as SessionUser,
    originalUser: row.originalUser as SessionUser | null,
    punchout: row.punchout?.id ? (row.punchout as SessionPunchout) : null,
    organization: row.organization
      ? {
          row: row.organization,
          salesRepName: row.salesRepName ?? '',
          salesRepEmail: row.salesRepEmail ?? '',
        }
      : null,
  };
}

/**
 * Stores a new session and returns its cookie token. A session that replaces another (impersonation
 * start or stop) passes that one's `createdAt`, so rotating the id does not restart the absolute lifetime.
 */
export async function createSession(
  db: Db,
  values: {
    userId: string;
    originalUserId: string | null;
    organizationId: string | null;
    ttlDays: number;
    createdAt?: Date;
    /** The punch-in that opens this session (punchout StartPage). */
    punchoutSessionId?: string;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const createdAt = values.createdAt ?? new Date();
  const expiresAt = new Date(
    Math.min(Date.now() + values.ttlDays * 86_400_000, absoluteEndOf(createdAt).getTime()),
  );
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId: values.userId,
    originalUserId: values.originalUserId,
    organizationId: values.organizationId,
    createdAt,
    expiresAt,
    punchoutSessionId: values.punchoutSessionId ?? null,
  });
  return { token, expiresAt };
}

/** Deletes a session by id (sign-out, rotation). */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Moves a session's expiry forward (sliding expiry). */
export async function extendSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

/** Sets the organization a session acts for. */
export async function setSessionOrganization(
  db: Db,
  sessionId: string,
  organizationId: string,
): Promise<void> {
  await db.update(sessions).set({ organizationId }).where(eq(sessions.id, sessionId));
}
