import type { Db } from '../db/client.ts';
import type { PayloadOf } from '../events/domain-event.ts';
import { productIssueReported } from '../events/product-issue-reported.event.ts';
import { PermanentJobError } from '../modules/jobs/jobs.service.ts';
import { findProductIssue, type ProductIssueRow } from '../modules/issue-reports/issue-reports.service.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../modules/mail/mail.service.ts';
import { defineSubscriber } from './subscriber.ts';

const WHERE: Record<ProductIssueRow['source'], string> = {
  product: 'from the product page',
  cart: 'from their cart',
  order: 'from an order',
};

/** The e-mail that tells the sales rep about a reported product issue; the photo stays in the staff console. */
export function productIssueMessage(
  payload: PayloadOf<typeof productIssueReported>,
  report: ProductIssueRow,
  origin: string,
): MailMessage {
  const order = report.webOrderNumber ? ` (order ${report.webOrderNumber}, line ${report.lineNumber})` : '';
  const intro = `${payload.reporter.name} (${payload.reporter.email}) of ${payload.organizationName} reported an issue with ${report.productTitle} (SKU ${report.productSku}) ${WHERE[report.source]}${order}.`;
  const consoleUrl = `${origin}/staff/orders?view=product-issues`;
  const photo = report.photoType
    ? `A photo is attached to the report in the staff console: ${consoleUrl}`
    : '';
  const text = [
    `Hi ${payload.salesRep.name},`,
    '',
    intro,
    '',
    `Reason: ${report.reason}`,
    ...(report.comment ? [`Comment: ${report.comment}`] : []),
    ...(photo ? ['', photo] : []),
    '',
    'Larder Foodservice',
  ];
  return {
    to: report.sentTo,
    subject: `Product issue reported: ${report.productTitle} (${payload.organizationName})`,
    text: text.join('\n'),
    html: [
      `<p>Hi ${escapeHtml(payload.salesRep.name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><strong>Reason:</strong> ${escapeHtml(report.reason)}</p>`,
      report.comment ? `<p><strong>Comment:</strong> ${escapeHtml(report.comment)}</p>` : '',
      photo
        ? `<p>A photo is attached to the report in the <a href="${escapeHtml(consoleUrl)}">staff console</a>.</p>`
        : '',
      '<p>Larder Foodservice</p>',
    ].join(''),
  };
}

/** E-mails a reported product issue to the organization's sales rep; a report that vanished fails at once. */
export function productIssueEmail(db: Db, mailer: Mailer, origin: string) {
  return defineSubscriber({
    name: 'product-issue-email',
    event: productIssueReported,
    async handle(payload) {
      const report = await findProductIssue(db, payload.reportId);
      if (!report) throw new PermanentJobError(`no product issue report ${payload.reportId}`);
      await mailer.send(productIssueMessage(payload, report, origin));
    },
  });
}
