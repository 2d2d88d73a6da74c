import { applicationApproved } from '../events/application-approved.event.ts';
import { applicationRejected } from '../events/application-rejected.event.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';
import { applicationApprovedMessage, applicationRejectedMessage } from './application-emails.ts';
import { defineSubscriber } from './subscriber.ts';

/** E-mails an approved applicant that they can sign in with the password they chose. */
export function applicationApprovedEmail(mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'application-approved-email',
    event: applicationApproved,
    async handle(payload) {
      await mailer.send(applicationApprovedMessage(payload, origin));
    },
  });
}

/** E-mails a rejected applicant the reason staff gave. */
export function applicationRejectedEmail(mailer: Mailer) {
  return defineSubscriber({
    name: 'application-rejected-email',
    event: applicationRejected,
    async handle(payload) {
      await mailer.send(applicationRejectedMessage(payload));
    },
  });
}
