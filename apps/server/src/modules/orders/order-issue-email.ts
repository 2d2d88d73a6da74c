import { formatOrderTimestamp } from '@larder/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PermanentJobError, type JobHandler } from '../jobs/jobs.service.ts';
import { escapeHtml, type Mailer, type MailMessage } from '../mail/mail.service.ts';
import type { StoredReportLine } from './order-view.ts';
import { findIssueReport, findOrderById, type OrderIssueReportRow } from './orders.repository.ts';
import { ORDER_ISSUE_EMAIL_JOB } from './orders.service.ts';

const payloadSchema = z.object({
  reportId: z.string(),
  organizationName: z.string(),
  salesRepName: z.string(),
  reporterName: z.string(),
  reporterEmail: z.string(),
  timeZone: z.string(),
});

/** What the issue-report job is given. */
export type OrderIssueEmailPayload = z.infer<typeof payloadSchema>;

function lineText(line: StoredReportLine): string {
  const what = `${line.productTitle} (SKU ${line.productSku}, ${line.packSize}): ${line.quantity} ${line.unitOfMeasure} at ${line.unitPrice}`;
  return line.comment ? `${what} - ${line.comment}` : what;
}

/** The e-mail that tells the sales rep about a reported order issue. */
export function orderIssueMessage(
  payload: OrderIssueEmailPayload,
  report: OrderIssueReportRow,
  order: { webOrderNumber: string; erpOrderNumber: string },
): MailMessage {
  const lines = (report.lines as StoredReportLine[]).map(lineText);
  const reportedAt = formatOrderTimestamp(report.createdAt, payload.timeZone);
  const intro = `${payload.reporterName} (${payload.reporterEmail}) of ${payload.organizationName} reported an issue with order ${order.webOrderNumber} (ERP ${order.erpOrderNumber}) on ${reportedAt}.`;
  const about = report.wholeOrder ? ['Whole order:', report.message ?? ''] : [];
  const items = lines.length > 0 ? ['Items:', ...lines.map((l) => `- ${l}`)] : [];
  const text = [
    `Hi ${payload.salesRepName},`,
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
      `<p>Hi ${escapeHtml(payload.salesRepName)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      report.wholeOrder ? `<p><strong>Whole order:</strong> ${escapeHtml(report.message ?? '')}</p>` : '',
      lines.length > 0 ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '',
      '<p>Larder Foodservice</p>',
    ].join(''),
  };
}

/** The job handler that sends an issue report to the sales rep; a report that vanished fails permanently. */
export function orderIssueEmailJob(db: Db, mailer: Mailer): JobHandler<OrderIssueEmailPayload> {
  return {
    name: ORDER_ISSUE_EMAIL_JOB,
    payload: payloadSchema,
    async run(payload) {
      const report = await findIssueReport(db, payload.reportId);
      const order = report && (await findOrderById(db, report.orderId));
      if (!report || !order) throw new PermanentJobError(`no issue report ${payload.reportId}`);
      await mailer.send(orderIssueMessage(payload, report, order));
    },
  };
}
