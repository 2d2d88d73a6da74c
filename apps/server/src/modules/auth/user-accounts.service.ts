import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { findUserByEmail, findUserById } from './auth.repository.ts';
import { users } from './auth.table.ts';

/**
 * The password hash of an account whose owner has not chosen a password yet: never a valid scrypt hash, so no
 * password matches it; the account is usable only once its owner has used the e-mailed link.
 */
export const NO_PASSWORD_YET = '!no-password-yet';

/** A user as the staff console handles them. */
export interface AccountSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
}

function summaryOf(row: typeof users.$inferSelect): AccountSummary {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isStaff: row.isStaff,
  };
}

/** A user by e-mail (case-insensitively), or null. */
export async function accountByEmail(db: Db, email: string): Promise<AccountSummary | null> {
  const row = await findUserByEmail(db, email);
  return row ? summaryOf(row) : null;
}

/** A user by id, or null. */
export async function accountById(db: Db, id: string): Promise<AccountSummary | null> {
  const row = await findUserById(db, id);
  return row ? summaryOf(row) : null;
}

/** Makes a customer account without a password: its owner chooses one through an e-mailed link. */
export async function createAccountWithoutPassword(
  tx: Db,
  values: { email: string; firstName: string; lastName: string; region: string },
): Promise<AccountSummary> {
  const email = values.email.trim().toLowerCase();
  const [row] = await tx
    .insert(users)
    .values({
      id: randomUUID(),
      email,
      passwordHash: NO_PASSWORD_YET,
      firstName: values.firstName,
      lastName: values.lastName,
      userName: email,
      region: values.region,
    })
    .returning();
  return summaryOf(row!);
}
