import {
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type Account,
  type AccountProfileRequest,
  type NotificationPreferences,
  type PasswordChangeRequest,
} from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, RateLimitedError } from '../../plugins/app-error.ts';
import { deliveryAddressesOf } from '../organizations/organizations.service.ts';
import {
  deleteOtherSessionsOfUser,
  findAccountRow,
  updateNames,
  updatePreferences,
} from './account.repository.ts';
import { claimAttempt, forgetAttempt, throttleKeys } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { setPasswordHash } from './password-reset.repository.ts';
import { announceSessionChange } from './session-cache.ts';
import type { SessionContext } from './session.repository.ts';

const TOO_MANY_GUESSES_MESSAGE = 'Too many attempts. Wait a moment and try again.';

async function requireAccountRow(db: Db, userId: string) {
  const row = await findAccountRow(db, userId);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return row;
}

/** `GET /web-api/account`: the signed-in user's profile, notification preferences and organizations. */
export async function accountOf(db: Db, session: SessionContext): Promise<Account> {
  const [row, organizations] = await Promise.all([
    requireAccountRow(db, session.user.id),
    deliveryAddressesOf(db, session.user.id, session.organization?.row.id ?? null),
  ]);
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    notifications: { orderEmails: row.orderEmails, backInStock: row.backInStock, messages: row.messages },
    organizations,
    canChangePassword: session.originalUser === null,
  };
}

/** `POST /web-api/account/profile`: the user's names; every process drops the sessions that carry the old ones. */
export async function changeProfile(
  db: Db,
  session: SessionContext,
  body: Required<AccountProfileRequest>,
): Promise<Account> {
  await updateNames(db, session.user.id, body);
  await announceSessionChange(db, `user:${session.user.id}`);
  return accountOf(db, session);
}

/** `POST /web-api/account/notifications`: what the user chose to be told. */
export async function changeNotifications(
  db: Db,
  session: SessionContext,
  preferences: NotificationPreferences,
): Promise<Account> {
  await updatePreferences(db, session.user.id, preferences);
  return accountOf(db, session);
}

/**
 * `POST /web-api/account/password`: a new password once the current one is given again. Guesses count
 * against the same throttle as sign-in, so a session left open is no way round it. Every other session of the
 * account ends (whoever else holds the old password or a stolen cookie is signed out); this one stays. Staff
 * acting as the customer may not change it.
 */
export async function changePassword(
  db: Db,
  session: SessionContext,
  body: PasswordChangeRequest,
  ip: string,
): Promise<{ endedSessions: number }> {
  if (session.originalUser) {
    throw new AppError('FORBIDDEN', 'Only the customer can change their own password.');
  }
  const row = await requireAccountRow(db, session.user.id);
  const keys = throttleKeys(row.email, ip);
  const claim = await claimAttempt(db, keys);
  if (!claim.allowed) throw new RateLimitedError(TOO_MANY_GUESSES_MESSAGE, claim.retryAfterSeconds);
  if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
    throw new AppError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD_MESSAGE, {
      currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE,
    });
  }
  await forgetAttempt(db, keys);
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await db.transaction(async (tx) => {
    await setPasswordHash(tx, session.user.id, passwordHash);
    return deleteOtherSessionsOfUser(tx, session.user.id, session.sessionId);
  });
  for (const id of ended) await announceSessionChange(db, `session:${id}`);
  return { endedSessions: ended.length };
}

/**
 * Whom a notification goes to: the user's address, first name and choices; null when the user is gone or has
 * no mailbox (a punchout buyer's technical account has a reserved `.invalid` address, ADR 045: its orders are
 * followed through the procurement system and the punch-in's tracking e-mail).
 */
export interface NotificationRecipient {
  email: string;
  firstName: string;
  notifications: NotificationPreferences;
}

/** A user as the e-mail and message subscribers see them, to address them and honour their choices. */
export async function notificationRecipientOf(db: Db, userId: string): Promise<NotificationRecipient | null> {
  const row = await findAccountRow(db, userId);
  if (!row || row.email.endsWith('.invalid')) return null;
  return {
    email: row.email,
    firstName: row.firstName,
    notifications: { orderEmails: row.orderEmails, backInStock: row.backInStock, messages: row.messages },
  };
}
