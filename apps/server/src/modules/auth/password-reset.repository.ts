import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, sessions, users } from './auth.table.ts';

/** Stores a new link's token hash; the user's earlier unused links stop working, so only the newest e-mail counts. */
export async function insertResetToken(
  tx: Db,
  values: {
    id: string;
    userId: string;
    requestedBy: string | null;
    expiresAt: Date;
    organizationId?: string | null;
  },
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values(values);
}

/** A link by its token hash, locked for the transaction so two uses of one link cannot both pass. */
export async function lockResetToken(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.id, id))
    .for('update');
  return row ?? null;
}

/** Marks a link used. */
export async function markResetTokenUsed(tx: Db, id: string): Promise<void> {
  await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(eq(passwordResetTokens.id, id));
}

/** Sets a user's password hash. */
export async function setPasswordHash(tx: Db, userId: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Ends every session of a user, those they signed in with and those in which staff act as them. */
export async function deleteSessionsOfUser(tx: Db, userId: string): Promise<void> {
  await tx.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.originalUserId, userId)));
}
