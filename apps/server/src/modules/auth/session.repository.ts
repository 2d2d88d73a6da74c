import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared-query.ts';
import { organizationMembers, organizations, salesReps } from '../organizations/organizations.table.ts';
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
    canImpersonate: table.canImpersonate,
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
};

/** The user fields a session carries. */
export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'userName' | 'region' | 'isStaff' | 'canImpersonate'
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

/** Everything a request knows about who is signed in, loaded in one query. */
export interface SessionContext {
  sessionId: string;
  user: SessionUser;
  originalUser: SessionUser | null;
  organization: SessionOrganization | null;
  expiresAt: Date;
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
      expiresAt: sessions.expiresAt,
      user: userColumns(users),
      originalUser: userColumns(originalUsers),
      organization: organizationColumns,
      salesRepName: salesReps.name,
      salesRepEmail: salesReps.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
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
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('load_session'),
);

/** Loads the live session for a cookie token, or null when it is unknown or expired. */
export async function loadSessionContext(db: Db, token: string): Promise<SessionContext | null> {
  const [row] = await loadQuery(db).execute({ id: sessionIdOf(token) });
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    // Inner-joined, so never null; drizzle types nested selections of aliased tables as nullable.
    user: row.user as SessionUser,
    originalUser: row.originalUser as SessionUser | null,
    organization: row.organization
      ? {
          row: row.organization,
          salesRepName: row.salesRepName ?? '',
          salesRepEmail: row.salesRepEmail ?? '',
        }
      : null,
  };
}

/** Stores a new session and returns its cookie token. */
export async function createSession(
  db: Db,
  values: { userId: string; originalUserId: string | null; organizationId: string | null; ttlDays: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + values.ttlDays * 86_400_000);
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId: values.userId,
    originalUserId: values.originalUserId,
    organizationId: values.organizationId,
    expiresAt,
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
