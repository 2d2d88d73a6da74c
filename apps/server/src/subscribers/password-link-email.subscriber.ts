import type { Db } from '../db/client.ts';
import type { PayloadOf } from '../events/domain-event.ts';
import { passwordLinkRequested } from '../events/password-link-requested.event.ts';
import {
  mintPasswordResetLink,
  RESET_LINK_TTL_MS,
  WELCOME_LINK_TTL_MS,
  type MintedResetLink,
} from '../modules/auth/password-reset.service.ts';
import { PermanentJobError } from '../modules/jobs/jobs.service.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../modules/mail/mail.service.ts';
import { defineSubscriber } from './subscriber.ts';

/** The subject of a password reset e-mail, for tests and the staff outbox list. */
export const PASSWORD_RESET_SUBJECT = 'Reset your Larder password';

/** The subject of the e-mail a new account gets to choose its first password. */
export const WELCOME_SUBJECT = 'Your Larder account is ready: choose a password';

/** The subject of an invitation to order for an organization. */
export const INVITATION_SUBJECT = 'You are invited to order on Larder: choose a password';

/** The subject of an invitation to the staff console. */
export const STAFF_INVITATION_SUBJECT = 'You are invited to the Larder staff console: choose a password';

/** The page the link opens; seeded as the PasswordResetPage. */
export const RESET_PAGE_PATH = '/reset-password/';

/** The e-mail carrying a link to choose a password. */
export function passwordLinkMessage(
  payload: PayloadOf<typeof passwordLinkRequested>,
  link: MintedResetLink,
  origin: string,
): MailMessage {
  const url = `${origin}${RESET_PAGE_PATH}?token=${encodeURIComponent(link.token)}`;
  const hours = Math.round(
    (payload.purpose === 'reset' ? RESET_LINK_TTL_MS : WELCOME_LINK_TTL_MS) / 3_600_000,
  );
  const leads = {
    welcome: `An account was made for you on Larder${payload.organizationName ? ` to order for ${payload.organizationName}` : ''}. Choose your password to sign in:`,
    'staff-invite':
      'You are invited to the Larder staff console. Choose your password to sign in; your account works once you have:',
    invite: `You are invited to order for ${payload.organizationName ?? 'a restaurant'} on Larder. Choose your password to accept; you join when you do:`,
    reset: payload.requestedBy
      ? 'Our team sent you a link to choose a new password for your Larder account:'
      : 'You asked for a link to choose a new password for your Larder account:',
  };
  const lead = leads[payload.purpose];
  const paragraphs = [
    `Hello ${link.user.firstName},`,
    lead,
    url,
    `The link works once, for ${hours} hour${hours === 1 ? '' : 's'}. If you did not expect this e-mail, you can ignore it: your password stays as it is.`,
    'Larder Foodservice',
  ];
  return {
    to: link.user.email,
    subject: {
      welcome: WELCOME_SUBJECT,
      invite: INVITATION_SUBJECT,
      'staff-invite': STAFF_INVITATION_SUBJECT,
      reset: PASSWORD_RESET_SUBJECT,
    }[payload.purpose],
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((p) =>
        p === url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
      )
      .join(''),
  };
}

/**
 * E-mails a one-use link to choose a password. The link is minted here, at sending time; a retry after a
 * crash mints a new one, which replaces the first (only the newest link works).
 */
export function passwordLinkEmail(db: Db, mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'password-link-email',
    event: passwordLinkRequested,
    async handle(payload) {
      const link = await mintPasswordResetLink(db, payload.userId, {
        requestedBy: payload.requestedBy,
        ttlMs: payload.purpose === 'reset' ? RESET_LINK_TTL_MS : WELCOME_LINK_TTL_MS,
        organizationId: payload.purpose === 'invite' ? (payload.organizationId ?? null) : null,
      });
      if (!link) throw new PermanentJobError(`no user ${payload.userId}`);
      await mailer.send(passwordLinkMessage(payload, link, origin));
    },
  });
}
