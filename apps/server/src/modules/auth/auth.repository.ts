import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { SignupRequest } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { signupApplications, users } from './auth.table.ts';

/** Finds a user by e-mail, case-insensitively. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** Finds a user by id. */
export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Whether a user's account was deactivated (an unknown user counts as not). */
export async function isDeactivated(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ at: users.deactivatedAt }).from(users).where(eq(users.id, id));
  return Boolean(row?.at);
}

/** Whether an e-mail already belongs to a user or to an application still waiting for review. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({
      taken: sql<boolean>`exists(select 1 from ${users} where ${users.email} = ${email})
        or exists(select 1 from ${signupApplications}
                  where ${signupApplications.email} = ${email} and ${signupApplications.status} = 'pending')`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.taken);
}

/** Stores a sign-up application for staff to review. */
export async function insertSignupApplication(
  db: Db,
  form: Omit<SignupRequest, 'password' | 'confirmPassword'> & { address: object },
  passwordHash: string,
): Promise<string> {
  const id = randomUUID();
  await db.insert(signupApplications).values({
    id,
    email: form.email,
    phone: form.phone,
    passwordHash,
    firstName: form.firstName,
    lastName: form.lastName,
    cutOffTime: form.cutOffTime,
    businessCategory: form.businessCategory,
    accounts: form.accounts ?? '',
    address: form.address,
  });
  return id;
}

/** Remembers the organization a user chose, for the next sign-in, and moves the user to its region. */
export async function rememberOrganization(db: Db, userId: string, organizationId: string, region: string) {
  await db.update(users).set({ lastOrganizationId: organizationId, region }).where(eq(users.id, userId));
}

/** Sets a user's region. */
export async function setUserRegion(db: Db, userId: string, region: string): Promise<void> {
  await db.update(users).set({ region }).where(eq(users.id, userId));
}
