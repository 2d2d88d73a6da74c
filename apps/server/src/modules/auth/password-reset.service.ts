import { RESET_LINK_EXPIRED_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '@larder/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findUserById, isDeactivated } from './auth.repository.ts';
import { hashPassword } from './password.ts';
import {
  deleteSessionsOfUser,
  insertResetToken,
  lockResetToken,
  markResetTokenUsed,
  setPasswordHash,
} from './password-reset.repository.ts';
import { announceSessionChange } from './session-cache.ts';
import { sessionIdOf } from './session.repository.ts';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** How long the link a new account gets to choose its first password works: they may not read mail at once. */
export const WELCOME_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** A minted link: the token to put in the e-mail (never stored), and whom to send it to. */
export interface MintedResetLink {
  token: string;
  expiresAt: Date;
  user: { id: string; email: string; firstName: string };
}

/**
 * Makes a one-use link for a user to choose a password: a random token whose SHA-256 alone is stored, so
 * the table opens no account. Null when the user no longer exists.
 */
export async function mintPasswordResetLink(
  db: Db,
  userId: string,
  options: { requestedBy: string | null; ttlMs: number; now?: Date; organizationId?: string | null },
): Promise<MintedResetLink | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date((options.now ?? new Date()).getTime() + options.ttlMs);
  await db.transaction((tx) =>
    insertResetToken(tx, {
      id: sessionIdOf(token),
      userId,
      requestedBy: options.requestedBy,
      expiresAt,
      organizationId: options.organizationId ?? null,
    }),
  );
  return { token, expiresAt, user: { id: user.id, email: user.email, firstName: user.firstName } };
}

/** Makes a user a member of an organization in the caller's transaction (an invitation being accepted). */
export type JoinOrganization = (tx: Db, organizationId: string, userId: string) => Promise<unknown>;

/**
 * Sets a new password through an e-mailed link: the link works once and until it expires (a clear error
 * otherwise), and every session of the account ends, so whoever held the old password is signed out. An
 * invitation's link also makes the user a member of its organization, in the same transaction (`join`).
 */
export async function completePasswordReset(
  db: Db,
  body: { token: string; password: string },
  join: JoinOrganization,
): Promise<{ email: string }> {
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    const link = await lockResetToken(tx, sessionIdOf(body.token));
    // A deactivated account's links were voided; one minted since (a race) does not bring it back either.
    if (!link || link.usedAt || (await isDeactivated(tx, link.userId))) {
      throw new AppError('VALIDATION_FAILED', RESET_LINK_INVALID_MESSAGE, {
        token: RESET_LINK_INVALID_MESSAGE,
      });
    }
    if (link.expiresAt.getTime() <= Date.now()) {
      throw new AppError('VALIDATION_FAILED', RESET_LINK_EXPIRED_MESSAGE, {
        token: RESET_LINK_EXPIRED_MESSAGE,
      });
    }
    await markResetTokenUsed(tx, link.id);
    await setPasswordHash(tx, link.userId, passwordHash);
    if (link.organizationId) await join(tx, link.organizationId, link.userId);
    await deleteSessionsOfUser(tx, link.userId);
    return link.userId;
  });
  await announceSessionChange(db, `user:${userId}`);
  const user = await findUserById(db, userId);
  return { email: user?.email ?? '' };
}
