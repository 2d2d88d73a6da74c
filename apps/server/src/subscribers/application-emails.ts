import { escapeHtml, type MailMessage } from '../modules/mail/mail.service.ts';

/** Subject of the e-mail an approved applicant gets. */
export const APPLICATION_APPROVED_SUBJECT = 'Your Larder account is ready';

/** Subject of the e-mail a rejected applicant gets. */
export const APPLICATION_REJECTED_SUBJECT = 'About your Larder account application';

/** A message of plain paragraphs, as text and as HTML. */
function paragraphsMessage(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join(''),
  };
}

/** The e-mail that tells an applicant their account exists and how to sign in. */
export function applicationApprovedMessage(
  payload: { email: string; firstName: string; organizationName: string },
  origin: string,
): MailMessage {
  return paragraphsMessage(payload.email, APPLICATION_APPROVED_SUBJECT, [
    `Hi ${payload.firstName},`,
    `Good news: your application was approved and your account for ${payload.organizationName} is ready.`,
    `Sign in at ${origin}/sign-in/ with this e-mail address (${payload.email}) and the password you chose when you applied.`,
    'Larder Foodservice',
  ]);
}

/** The e-mail that tells an applicant their application was turned down, and why. */
export function applicationRejectedMessage(payload: {
  email: string;
  firstName: string;
  reason: string;
}): MailMessage {
  return paragraphsMessage(payload.email, APPLICATION_REJECTED_SUBJECT, [
    `Hi ${payload.firstName},`,
    'Thank you for applying for a Larder account. We are not able to open an account for you at this time.',
    `The reason: ${payload.reason}`,
    'If you have questions or your situation changes, reply to this e-mail or apply again.',
    'Larder Foodservice',
  ]);
}

/** What the sales team is told about a new application. */
export interface NewApplicationFacts {
  id: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  businessCategory: string;
  companyName: string;
  city: string;
  state: string;
}

/** The e-mail that tells the sales team a new application waits in the console. */
export function newApplicationMessage(to: string, facts: NewApplicationFacts, origin: string): MailMessage {
  return paragraphsMessage(to, `New account application: ${facts.companyName}`, [
    'Hello sales team,',
    `${facts.firstName} ${facts.lastName} of ${facts.companyName} (${facts.businessCategory}, ${facts.city}, ${facts.state}) applied for an account.\nE-mail: ${facts.email}\nPhone: ${facts.phone}`,
    `Review it in the staff console: ${origin}/staff/applications/`,
    'Larder Foodservice',
  ]);
}
