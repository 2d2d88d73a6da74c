import type { NotificationPreferences } from '@larder/contract';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from './auth.table.ts';

/** The columns that hold a user's notification preferences, by the name the API gives each. */
const preferenceColumns = {
  orderEmails: users.notifyOrderEmails,
  backInStock: users.notifyBackInStock,
  messages: users.notifyMessages,
} as const;

/** A user's profile and preferences, or null when there is no such user. */
export async function findAccountRow(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      ...preferenceColumns,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Sets a user's names. */
export async function updateNames(db: Db, userId: string, names: { firstName: string; lastName: string }) {
  await db.update(users).set(names).where(eq(users.id, userId));
}

/** Sets a user's notification preferences. */
export async function updatePreferences(db: Db, userId: string, preferences: NotificationPreferences) {
  await db
    .update(users)
    .set({
      notifyOrderEmails: preferences.orderEmails,
      notifyBackInStock: preferences.backInStock,
      notifyMessages: preferences.messages,
    })
    .where(eq(users.id, userId));
}

/**
 * Ends every session of a user but one (the one changing the password), those they signed in with and
 * those in which staff act as them; returns the ids ended.
 */
export async function deleteOtherSessionsOfUser(tx: Db, userId: string, keptSessionId: string) {
  const ended = await tx
    .delete(sessions)
    .where(
      and(
        or(eq(sessions.userId, userId), eq(sessions.originalUserId, userId)),
        ne(sessions.id, keptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}
