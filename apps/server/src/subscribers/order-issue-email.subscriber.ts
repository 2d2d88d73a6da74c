import { formatOrderTimestamp } from '@larder/domain';
import type { Db } from '../db/client.ts';
import type { PayloadOf } from '../events/domain-event.ts';
import { orderIssueReported } from '../events/order-issue-reported.event.ts';
import { PermanentJobError } from '../modules/jobs/jobs.service.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../modules/mail/mail.service.ts';
import { issueReportWithOrder } from '../modules/orders/order-issues.service.ts';
import type { OrderIssueReportRow, StoredReportLine } from '../modules/orders/orders.service.ts';
import { defineSubscriber } from './subscriber.ts';

function lineText(line: StoredReportLine): string {
  const what = `${line.productTitle} (SKU ${line.productSku}, ${line.packSize}): ${line.quantity} ${line.unitOfMeasure} at ${line.unitPrice}`;
  const credit = line.creditRequested ? ' [CREDIT REQUESTED]' : '';
  return (line.comment ? `${what} - ${line.comment}` : what) + credit;
}

/** The e-mail that tells the sales rep about a reported order issue. */
export function orderIssueMessage(
  payload: PayloadOf<typeof orderIssueReported>,
  report: OrderIssueReportRow,
  order: { webOrderNumber: string; erpOrderNumber: string },
): MailMessage {
  const lines = (report.lines as StoredReportLine[]).map(lineText);
  const reportedAt = formatOrderTimestamp(report.createdAt, payload.timeZone);
  const intro = `${payload.reporter.name} (${payload.reporter.email}) of ${payload.organizationName} reported an issue with order ${order.webOrderNumber} (ERP ${order.erpOrderNumber}) on ${reportedAt}.`;
  const about = report.wholeOrder ? ['Whole order:', report.message ?? ''] : [];
  const items = lines.length > 0 ? ['Items:', ...lines.map((l) => `- ${l}`)] : [];
  const text = [
    `Hi ${payload.salesRep.name},`,
    '',
    intro,
    '',
    ...about,
    ...(about.length ? [''] : []),
    ...items,
  ];
  return {
    to: report.sentTo,
    subject: `Order issue reported: ${order.webOrderNumber} (${payload.organizationName})`,
    text: [...text, '', 'Larder Foodservice'].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(payload.salesRep.name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      report.wholeOrder ? `<p><strong>Whole order:</strong> ${escapeHtml(report.message ?? '')}</p>` : '',
      lines.length > 0 ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '',
      '<p>Larder Foodservice</p>',
    ].join(''),
  };
}

/** E-mails a reported order issue to the organization's sales rep; a report that vanished fails at once. */
export function orderIssueEmail(db: Db, mailer: Mailer) {
  return defineSubscriber({
    name: 'order-issue-email',
    event: orderIssueReported,
    async handle(payload) {
      const found = await issueReportWithOrder(db, payload.reportId);
      if (!found) throw new PermanentJobError(`no issue report ${payload.reportId}`);
      await mailer.send(orderIssueMessage(payload, found.report, found.order));
    },
  });
}
