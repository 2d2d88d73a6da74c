import {
  INVALID_CREDENTIALS_MESSAGE,
  type Organization,
  SIGNUP_RECEIVED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type CurrentUser,
  type LoginRequest,
  type Region,
  type signupRequestSchema,
} from '@larder/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { applicationSubmitted } from '../../events/application-submitted.event.ts';
import { publish } from '../../events/publish.ts';
import { signupAddressTaken } from '../../events/signup-address-taken.event.ts';
import { AppError, notFound, RateLimitedError } from '../../plugins/app-error.ts';
import { initialOrganizationId, memberOrganizationOf } from '../organizations/organizations.service.ts';
import {
  findUserByEmail,
  insertSignupApplication,
  isEmailTaken,
  rememberOrganization,
  setUserRegion,
} from './auth.repository.ts';
import { anonymousUser, signedInUser } from './current-user.ts';
import { claimAttempt, forgetAttempt, throttleKeys } from './login-throttle.ts';
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
export { hashPassword, verifyPassword } from './password.ts';

// Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password.
const timingDecoy = hashPassword('timing-decoy-never-matches');

/** A new session after a successful sign-in. */
export interface SignedIn {
  token: string;
  expiresAt: Date;
  currentUser: CurrentUser;
}

/**
 * Signs a user in: every attempt is counted before its password is checked, so bursts beyond a key's
 * budget wait (429 with Retry-After) instead of guessing; one generic message for every failure, whether
 * the account exists or not; a fresh session id every time.
 */
export async function login(
  db: Db,
  credentials: LoginRequest,
  context: { ip: string; previousSessionId: string | null; ttlDays: number },
): Promise<SignedIn> {
  const keys = throttleKeys(credentials.email, context.ip);
  const claim = await claimAttempt(db, keys);
  if (!claim.allowed) throw new RateLimitedError(TOO_MANY_ATTEMPTS_MESSAGE, claim.retryAfterSeconds);

  const user = await findUserByEmail(db, credentials.email);
  const matches = await verifyPassword(credentials.password, user?.passwordHash ?? (await timingDecoy));
  // A deactivated account is told what a wrong password is told: the answer says nothing of the account.
  if (!user || !matches || user.deactivatedAt) {
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
  }

  await forgetAttempt(db, keys);
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
  const user = signedInUser(session.user, session.organization, session.originalUser !== null);
  // A punchout session shows its banner and transfers instead of submitting.
  return session.punchout ? { ...user, punchout: { systemName: session.punchout.systemName } } : user;
}

/** Who is really signed in: the staff user while impersonating, else the same as the current user. */
export function originalUserOf(session: SessionContext | null, anonymousRegion: Region): CurrentUser {
  if (!session?.originalUser) return currentUserOf(session, anonymousRegion);
  return signedInUser(session.originalUser, null, true);
}

/**
 * Stores a sign-up application for staff to approve. An address that already has an account or an
 * application under review gets the very same answer (sign-in does not tell either), and its owner is
 * e-mailed instead; the password is hashed on both paths so the answer takes as long.
 */
export async function signup(
  db: Db,
  form: z.output<typeof signupRequestSchema>,
): Promise<{ applicationId: string; status: 'pending'; message: string }> {
  const passwordHash = await hashPassword(form.password);
  if (await isEmailTaken(db, form.email)) {
    // One e-mail per address while it waits to be sent, however often the form is posted.
    await publish(db, signupAddressTaken, { email: form.email }, { dedupeKey: form.email });
    return { applicationId: randomUUID(), status: 'pending', message: SIGNUP_RECEIVED_MESSAGE };
  }
  const { password: _password, confirmPassword: _confirm, ...rest } = form;
  const applicationId = await db.transaction(async (tx) => {
    const id = await insertSignupApplication(tx, rest, passwordHash);
    await publish(tx, applicationSubmitted, { applicationId: id, email: form.email });
    return id;
  });
  return { applicationId, status: 'pending', message: SIGNUP_RECEIVED_MESSAGE };
}

/**
 * Makes one of the acting user's organizations the session's current one; a customer's own choice is
 * remembered for next time. Another tenant's organization is a 404 and changes nothing.
 */
export async function setCurrentOrganization(
  db: Db,
  session: SessionContext,
  organizationId: string,
): Promise<Organization> {
  const member = await memberOrganizationOf(db, session.user.id, organizationId);
  if (!member) throw notFound('The organization');
  await db.transaction(async (tx) => {
    await setSessionOrganization(tx, session.sessionId, organizationId);
    // A staff user impersonating does not change the customer's own remembered choice.
    if (!session.originalUser) await rememberOrganization(tx, session.user.id, organizationId, member.region);
  });
  await announceSessionChange(db, `user:${session.user.id}`);
  return member.organization;
}

/** Stores a signed-in user's region (it names their search index). */
export async function setRegionOfUser(db: Db, userId: string, region: Region): Promise<void> {
  await setUserRegion(db, userId, region);
  await announceSessionChange(db, `user:${userId}`);
}
