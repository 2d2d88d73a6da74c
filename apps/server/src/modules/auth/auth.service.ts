import {
  INVALID_CREDENTIALS_MESSAGE,
  SIGNUP_RECEIVED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type CurrentUser,
  type LoginRequest,
  type Region,
  type signupRequestSchema,
} from '@larder/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { initialOrganizationId } from '../organizations/organizations.service.ts';
import {
  findUserByEmail,
  insertSignupApplication,
  isEmailTaken,
  rememberOrganization,
  setUserRegion,
} from './auth.repository.ts';
import { anonymousUser, signedInUser } from './current-user.ts';
import { clearFailures, isThrottled, recordFailure, throttleKeys } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { announceSessionChange } from './session-cache.ts';
import {
  createSession,
  deleteSession,
  loadSessionContext,
  setSessionOrganization,
  type SessionContext,
} from './session.repository.ts';

export { createSession, deleteSession, loadSessionContext };
export { announceSessionChange } from './session-cache.ts';
export type {
  SessionContext,
  SessionOrganization,
  SessionOrganizationRow,
  SessionUser,
} from './session.repository.ts';
export { parseRegion } from './current-user.ts';

// Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password.
const timingDecoy = hashPassword('timing-decoy-never-matches');

/** A new session after a successful sign-in. */
export interface SignedIn {
  token: string;
  expiresAt: Date;
  currentUser: CurrentUser;
}

/** Signs a user in: rate limited, one generic message for every failure, a fresh session id every time. */
export async function login(
  db: Db,
  credentials: LoginRequest,
  context: { ip: string; previousSessionId: string | null; ttlDays: number },
): Promise<SignedIn> {
  const keys = throttleKeys(credentials.email, context.ip);
  if (await isThrottled(db, keys)) throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS_MESSAGE);

  const user = await findUserByEmail(db, credentials.email);
  const matches = await verifyPassword(credentials.password, user?.passwordHash ?? (await timingDecoy));
  if (!user || !matches) {
    await recordFailure(db, keys);
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
  }

  await clearFailures(db, keys.email);
  if (context.previousSessionId) {
    await deleteSession(db, context.previousSessionId);
    await announceSessionChange(db, `session:${context.previousSessionId}`);
  }
  const organizationId = user.isStaff
    ? null
    : await initialOrganizationId(db, user.id, user.lastOrganizationId);
  const { token, expiresAt } = await createSession(db, {
    userId: user.id,
    originalUserId: null,
    organizationId,
    ttlDays: context.ttlDays,
  });
  const session = await loadSessionContext(db, token);
  if (!session) throw new AppError('INTERNAL', 'The session could not be started.');
  return { token, expiresAt, currentUser: currentUserOf(session, user.region as Region) };
}

/** Ends a session. */
export async function logout(db: Db, session: SessionContext | null): Promise<void> {
  if (!session) return;
  await deleteSession(db, session.sessionId);
  await announceSessionChange(db, `session:${session.sessionId}`);
}

/** Whom the session acts as (the customer while impersonating); anonymous without a session. */
export function currentUserOf(session: SessionContext | null, anonymousRegion: Region): CurrentUser {
  if (!session) return anonymousUser(anonymousRegion);
  return signedInUser(session.user, session.organization, session.originalUser !== null);
}

/** Who is really signed in: the staff user while impersonating, else the same as the current user. */
export function originalUserOf(session: SessionContext | null, anonymousRegion: Region): CurrentUser {
  if (!session?.originalUser) return currentUserOf(session, anonymousRegion);
  return signedInUser(session.originalUser, null, true);
}

/** Stores a sign-up application for staff to approve; an e-mail already in use is refused on its field. */
export async function signup(
  db: Db,
  form: z.output<typeof signupRequestSchema>,
): Promise<{ applicationId: string; status: 'pending'; message: string }> {
  if (await isEmailTaken(db, form.email)) {
    const message = 'An account or application with this e-mail address already exists.';
    throw new AppError('CONFLICT', message, { email: message });
  }
  const { password: _password, confirmPassword: _confirm, ...rest } = form;
  const applicationId = await insertSignupApplication(db, rest, await hashPassword(form.password));
  return { applicationId, status: 'pending', message: SIGNUP_RECEIVED_MESSAGE };
}

/** Points a session at one of the acting user's organizations; a customer's own choice is remembered for next time. */
export async function selectSessionOrganization(
  db: Db,
  session: SessionContext,
  organizationId: string,
  region: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await setSessionOrganization(tx, session.sessionId, organizationId);
    // A staff user impersonating does not change the customer's own remembered choice.
    if (!session.originalUser) await rememberOrganization(tx, session.user.id, organizationId, region);
  });
  await announceSessionChange(db, `user:${session.user.id}`);
}

/** Stores a signed-in user's region (it names their search index). */
export async function setRegionOfUser(db: Db, userId: string, region: Region): Promise<void> {
  await setUserRegion(db, userId, region);
  await announceSessionChange(db, `user:${userId}`);
}
