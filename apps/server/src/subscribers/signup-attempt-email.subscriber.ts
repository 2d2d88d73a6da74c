import { signupAddressTaken } from '../events/signup-address-taken.event.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../modules/mail/mail.service.ts';
import { defineSubscriber } from './subscriber.ts';

/** The subject of the e-mail, for tests and the staff outbox list. */
export const SIGNUP_ATTEMPT_SUBJECT = 'Someone tried to sign up with your address';

/** The e-mail to the owner of an address that already has an account or an application under review. */
export function signupAttemptMessage(to: string, origin: string): MailMessage {
  const paragraphs = [
    'Hello,',
    `Someone (perhaps you) just applied for a Larder account with this e-mail address (${to}). This address already has an account or an application under review, so nothing was changed.`,
    `If it was you, sign in with your password at ${origin}/. If it was not you, you can ignore this message: nobody can use your account without your password.`,
    'Larder Foodservice',
  ];
  return {
    to,
    subject: SIGNUP_ATTEMPT_SUBJECT,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

/** Tells an address's owner that someone applied with it: sign-up answers such an application like any other. */
export function signupAttemptEmail(mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'signup-attempt-email',
    event: signupAddressTaken,
    async handle({ email }) {
      await mailer.send(signupAttemptMessage(email, origin));
    },
  });
}
