import type { Db } from '../db/client.ts';
import { webIssueReported } from '../events/web-issue-reported.event.ts';
import { findWebIssue } from '../modules/issue-reports/issue-reports.service.ts';
import { PermanentJobError } from '../modules/jobs/jobs.service.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../modules/mail/mail.service.ts';
import { defineSubscriber } from './subscriber.ts';

/** The e-mail that tells support about a reported problem with the site. */
export function webIssueMessage(
  report: { description: string; pageUrl: string; userAgent: string; viewport: string },
  reportedBy: string | null,
  supportEmail: string,
): MailMessage {
  const facts = [
    `From: ${reportedBy ?? 'an anonymous visitor'}`,
    `Page: ${report.pageUrl}`,
    `Browser: ${report.userAgent || 'not given'}`,
    `Window: ${report.viewport || 'not given'}`,
  ];
  return {
    to: supportEmail,
    subject: `Website problem reported: ${report.pageUrl}`.slice(0, 200),
    text: ['A problem with the site was reported.', '', report.description, '', ...facts].join('\n'),
    html: [
      '<p>A problem with the site was reported.</p>',
      `<p>${escapeHtml(report.description)}</p>`,
      `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
    ].join(''),
  };
}

/** E-mails a reported problem with the site to the support address; a report that vanished fails at once. */
export function webIssueEmail(db: Db, mailer: Mailer, supportEmail: string) {
  return defineSubscriber({
    name: 'web-issue-email',
    event: webIssueReported,
    async handle(payload) {
      const found = await findWebIssue(db, payload.reportId);
      if (!found) throw new PermanentJobError(`no web issue report ${payload.reportId}`);
      await mailer.send(webIssueMessage(found.report, payload.reportedBy, supportEmail));
    },
  });
}
