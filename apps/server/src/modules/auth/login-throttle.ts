import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from './auth.table.ts';

/** How long failed sign-ins are counted. */
export const THROTTLE_WINDOW_MINUTES = 15;

/** Failures allowed per key within the window. */
export const THROTTLE_LIMITS = { email: 5, ip: 30 } as const;

/** The throttle keys of a sign-in attempt: one for the account, one for the client address. */
export function throttleKeys(email: string, ip: string): { email: string; ip: string } {
  return { email: `email:${email.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

const windowStart = sql`now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})`;

/** Whether either key has used up its failures within the window. */
export async function isThrottled(db: Db, keys: { email: string; ip: string }): Promise<boolean> {
  const rows = await db
    .select({ key: loginAttempts.key, failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(
      and(inArray(loginAttempts.key, [keys.email, keys.ip]), gte(loginAttempts.windowStartedAt, windowStart)),
    );
  return rows.some(
    (row) => row.failures >= (row.key === keys.email ? THROTTLE_LIMITS.email : THROTTLE_LIMITS.ip),
  );
}

/** Counts one failure against each key, starting a fresh window when the old one has passed. */
export async function recordFailure(db: Db, keys: { email: string; ip: string }): Promise<void> {
  for (const key of [keys.email, keys.ip]) {
    await db
      .insert(loginAttempts)
      .values({ key, failures: 1, windowStartedAt: sql`now()` })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart} then now() else ${loginAttempts.windowStartedAt} end`,
        },
      });
  }
}

/** Forgets the failures of an account after it signs in. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [key]));
}
