import { randomUUID } from 'node:crypto';
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findUserByEmail, findUserById } from './auth.repository.ts';
import { sessions, users } from './auth.table.ts';
import { queryRows } from '../../db/query-rows.ts';

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

/** The accounts among these (lower-cased) e-mails, by e-mail. */
export async function accountsByEmail(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, AccountSummary>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.email, [...new Set(emails)]));
  return new Map(rows.map((row) => [row.email, summaryOf(row)]));
}

/**
 * Makes the customer accounts that do not exist yet (without a password: their owners choose one through an
 * e-mailed link) and renames those whose names differ. Answers each e-mail's account id and whether this
 * call made or renamed it.
 */
export async function upsertBuyerAccounts(
  tx: Db,
  rows: readonly { email: string; firstName: string; lastName: string; region: string }[],
): Promise<{ id: string; email: string; inserted: boolean }[]> {
  if (rows.length === 0) return [];
  const payload = rows.map((row) => ({ ...row, id: randomUUID() }));
  return queryRows<{ id: string; email: string; inserted: boolean }>(
    tx,
    sql`
    insert into users as u (id, email, password_hash, first_name, last_name, user_name, region)
    select r.id, r.email, ${NO_PASSWORD_YET}, r."firstName", r."lastName", r.email, r.region
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(id text, email text, "firstName" text,
      "lastName" text, region text)
    order by r.email
    on conflict (email) do update set first_name = excluded.first_name, last_name = excluded.last_name
      where not u.is_staff and (u.first_name, u.last_name) is distinct from (excluded.first_name, excluded.last_name)
    returning u.id, u.email, (xmax = 0) as inserted`,
  );
}

/** Ends every session of these users, those they signed in with and those in which staff act as them. */
export async function endSessionsOf(tx: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .delete(sessions)
    .where(or(inArray(sessions.userId, [...userIds]), inArray(sessions.originalUserId, [...userIds])));
}
