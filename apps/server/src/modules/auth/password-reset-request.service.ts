import type { Db } from '../../db/client.ts';
import { passwordLinkRequested } from '../../events/password-link-requested.event.ts';
import { publish } from '../../events/publish.ts';
import { findUserByEmail } from './auth.repository.ts';
import { lastSelfServiceLinkAt } from './password-reset.repository.ts';

/** One self-service link per account in this time: a stranger cannot flood someone's inbox from many addresses. */
export const SELF_SERVICE_LINK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * `POST /web-api/auth/password-reset/request`: a user who forgot their password asks for a link. When an
 * account uses the address (and got no such link in the last five minutes) the password-link e-mail goes
 * out through the same subscriber staff resets use; the caller is told the same either way, so the
 * answer never says whether an address has an account.
 */
export async function requestPasswordReset(db: Db, email: string, now = new Date()): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.deactivatedAt) return;
  const last = await lastSelfServiceLinkAt(db, user.id);
  if (last && now.getTime() - last.getTime() < SELF_SERVICE_LINK_INTERVAL_MS) return;
  await db.transaction((tx) =>
    publish(tx, passwordLinkRequested, {
      userId: user.id,
      purpose: 'reset',
      requestedBy: null,
      organizationName: null,
    }),
  );
}
