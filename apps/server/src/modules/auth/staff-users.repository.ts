import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from './auth.table.ts';
import { NO_PASSWORD_YET } from './user-accounts.service.ts';

// Any fixed number: every change to staff accounts takes this lock, so two administrators taking
// `manage-staff` from each other at once cannot both pass the last-manager check.
const STAFF_ACCOUNTS_LOCK_KEY = 727_043;

const staffColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  staffPermissions: users.staffPermissions,
  salesRepId: users.salesRepId,
  deactivatedAt: users.deactivatedAt,
  invitationPending: sql<boolean>`${users.passwordHash} = ${NO_PASSWORD_YET}`,
  createdAt: users.createdAt,
};

/** A staff account as stored. */
export interface StaffUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  staffPermissions: string[];
  salesRepId: string | null;
  deactivatedAt: Date | null;
  invitationPending: boolean;
  createdAt: Date;
}

/** Serializes staff account changes for the rest of the transaction. */
export async function lockStaffAccounts(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_ACCOUNTS_LOCK_KEY})`);
}

/** Every staff account, active first, then by name. */
export async function selectStaffUsers(db: Db): Promise<StaffUserRow[]> {
  return db
    .select(staffColumns)
    .from(users)
    .where(eq(users.isStaff, true))
    .orderBy(
      sql`${users.deactivatedAt} is not null`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    );
}

/** One staff account by id, or null (a customer's id is null too). */
export async function selectStaffUser(db: Db, id: string): Promise<StaffUserRow | null> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isStaff, true)));
  return row ?? null;
}

/** How many active staff accounts other than `exceptId` hold a permission. */
export async function countActiveHolders(
  db: Db,
  permission: string,
  exceptId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.isStaff, true),
        isNull(users.deactivatedAt),
        sql`${permission} = any(${users.staffPermissions})`,
        exceptId === null ? undefined : ne(users.id, exceptId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Makes a staff account without a password: its owner chooses one through the e-mailed link. */
export async function insertStaffUser(
  tx: Db,
  values: { email: string; firstName: string; lastName: string; permissions: string[] },
): Promise<string> {
  const id = randomUUID();
  const email = values.email.trim().toLowerCase();
  await tx.insert(users).values({
    id,
    email,
    passwordHash: NO_PASSWORD_YET,
    firstName: values.firstName,
    lastName: values.lastName,
    userName: email,
    isStaff: true,
    staffPermissions: values.permissions,
  });
  return id;
}

/** Sets what a staff account may do, or the rep it is tied to, or whether it is deactivated. */
export async function updateStaffUser(
  tx: Db,
  id: string,
  patch: { staffPermissions?: string[]; salesRepId?: string | null; deactivatedAt?: Date | null },
): Promise<void> {
  await tx
    .update(users)
    .set(patch)
    .where(and(eq(users.id, id), eq(users.isStaff, true)));
}

/** Voids every unused password link of a user (a deactivated account must not come back through one). */
export async function voidPasswordLinks(tx: Db, userId: string): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
