import type { OrderCredit, OrderIssueReport, reportIssueBodySchema } from '@larder/contract';
import { decideIssueReport, formatPrice, PRICE_PENDING } from '@larder/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orderIssueReported } from '../../events/order-issue-reported.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { requireOrder, type OrdersContext } from './order-access.ts';
import { creditsOfOrder } from './order-credits.repository.ts';
import { findIssueReport, insertIssueReport } from './order-issue-reports.repository.ts';
import { issueReportOf, type StoredReportLine } from './order-view.ts';
import {
  findOrderById,
  findOrderLines,
  type OrderIssueReportRow,
  type OrderRow,
} from './orders.repository.ts';

/**
 * `POST /web-api/order-history/report-issue`: stores the report (checked lines only; per-line comments
 * unless the whole order is flagged) and publishes the fact (a subscriber e-mails the organization's sales rep).
 */
export async function reportOrderIssue(
  db: Db,
  context: OrdersContext,
  body: z.output<typeof reportIssueBodySchema>,
): Promise<{ success: boolean; report: OrderIssueReport }> {
  const order = await requireOrder(db, context, { webOrderNumber: body.webOrderNumber });
  const lines = await findOrderLines(db, order.id);
  const byNumber = new Map(lines.map((line) => [line.lineNumber, line]));
  const unknown = body.lines.find((entry) => !byNumber.has(entry.lineNumber));
  if (unknown) throw notFound(`Line ${unknown.lineNumber} of the order`);
  const decision = decideIssueReport({
    wholeOrder: body.wholeOrder,
    message: body.message,
    lines: body.lines.map((entry) => ({ ...entry, line: byNumber.get(entry.lineNumber)! })),
  });
  if (!decision.ok) {
    throw new AppError('VALIDATION_FAILED', Object.values(decision.errors)[0]!, decision.errors);
  }
  const credits = new Set(body.lines.filter((e) => e.checked && e.creditRequested).map((e) => e.lineNumber));
  const stored: StoredReportLine[] = decision.contents.lines.map(({ line, comment }) => ({
    lineNumber: line.lineNumber,
    productTitle: line.productTitle,
    productSku: line.productSku,
    packSize: line.packSize,
    quantity: line.quantity,
    unitOfMeasure: line.unitOfMeasure,
    unitPrice: line.unitPrice === null ? PRICE_PENDING : formatPrice(Number(line.unitPrice)),
    comment,
    creditRequested: credits.has(line.lineNumber),
  }));
  const id = randomUUID();
  const createdAt = new Date();
  await db.transaction(async (tx) => {
    await insertIssueReport(tx, {
      id,
      orderId: order.id,
      organizationId: context.organizationId,
      userId: context.userId,
      reportedByStaffUserId: context.staffUserId,
      wholeOrder: decision.contents.wholeOrder,
      message: decision.contents.message,
      lines: stored,
      sentTo: context.salesRepEmail,
      createdAt,
    });
    await publish(tx, orderIssueReported, {
      reportId: id,
      orderId: order.id,
      organizationId: context.organizationId,
      organizationName: context.organizationName,
      reporter: { userId: context.userId, name: context.userName, email: context.userEmail },
      salesRep: { name: context.salesRepName, email: context.salesRepEmail },
      timeZone: context.timeZone,
    });
  });
  const report = await findIssueReport(db, id);
  return { success: true, report: issueReportOf(report!, context.timeZone) };
}

/** An issue report with the order it is about, or null when either is gone. */
export async function issueReportWithOrder(
  db: Db,
  reportId: string,
): Promise<{ report: OrderIssueReportRow; order: OrderRow } | null> {
  const report = await findIssueReport(db, reportId);
  const order = report && (await findOrderById(db, report.orderId));
  return report && order ? { report, order } : null;
}

/** What a reply e-mail tells the buyer: the order's number, staff's reply and the credits on the order. */
export async function issueReplyOf(
  db: Db,
  reportId: string,
): Promise<{ webOrderNumber: string; reply: string; credits: OrderCredit[] } | null> {
  const found = await issueReportWithOrder(db, reportId);
  if (!found?.report.reply) return null;
  const credits = await creditsOfOrder(db, found.order.id);
  return { webOrderNumber: found.order.webOrderNumber, reply: found.report.reply, credits };
}
