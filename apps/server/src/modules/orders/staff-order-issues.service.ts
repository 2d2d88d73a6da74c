import type { StaffOrderCreditBody, StaffOrderIssue } from '@larder/contract';
import type { OrderIssueStatus } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { orderIssueReplied } from '../../events/order-issue-replied.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { creditOrderLine } from './order-credits.service.ts';
import {
  findAssignableStaff,
  findIssuesOfOrder,
  findScopedIssue,
  updateIssue,
} from './staff-order-issues.repository.ts';

export { findIssuePage, streamIssues } from './staff-order-issues.repository.ts';

/** What staff change on an issue report: its status, its assignee (null: nobody), a reply to the buyer. */
export interface IssueChange {
  status?: OrderIssueStatus | undefined;
  assigneeUserId?: string | null | undefined;
  reply?: string | undefined;
}

async function reread(db: Db, orderId: string, id: string): Promise<StaffOrderIssue> {
  const issue = (await findIssuesOfOrder(db, orderId)).find((found) => found.id === id);
  if (!issue) throw notFound('The issue report');
  return issue;
}

/**
 * `PATCH /web-api/staff/order-issues/{id}`: moves an issue report along its workflow, assigns it to a
 * staff member who handles orders, or replies to the buyer (e-mailed by a subscriber and shown on the
 * order). Audited; a report outside a rep's scope is a 404; an assignee who cannot handle orders a 400.
 */
export async function changeStaffIssue(
  db: Db,
  staff: SessionUser,
  salesRepId: string | null,
  id: string,
  change: IssueChange,
): Promise<StaffOrderIssue> {
  const found = await findScopedIssue(db, id, salesRepId);
  if (!found) throw notFound('The issue report');
  const { report, order } = found;
  if (change.assigneeUserId) {
    const [assignable] = await findAssignableStaff(db, [change.assigneeUserId]);
    if (!assignable) {
      const why = 'Choose a staff member who handles orders.';
      throw new AppError('VALIDATION_FAILED', why, { assigneeUserId: why });
    }
  }
  await db.transaction(async (tx) => {
    const replied = change.reply
      ? { reply: change.reply, repliedAt: new Date(), repliedByUserId: staff.id }
      : {};
    await updateIssue(tx, id, {
      ...(change.status ? { status: change.status } : {}),
      ...(change.assigneeUserId !== undefined ? { assigneeUserId: change.assigneeUserId } : {}),
      ...replied,
    });
    await recordStaffChange(tx, staff, {
      action: 'order-issue.update',
      subjectType: 'order-issue',
      subjectId: id,
      organizationId: order.organizationId,
      before: { status: report.status, assigneeUserId: report.assigneeUserId, reply: report.reply },
      after: change,
    });
    if (change.reply) {
      await publish(tx, orderIssueReplied, {
        reportId: id,
        orderId: order.id,
        organizationId: order.organizationId,
        buyerUserId: report.userId,
        staffUserId: staff.id,
      });
    }
  });
  return reread(db, order.id, id);
}

/**
 * `POST /web-api/staff/order-issues/{id}/credits`: credits a line of the reported order by quantity (at
 * the line's price) or amount, with a reason (`creditOrderLine`). The buyer sees it on the order; the ERP
 * receives it in the feed and an `order.credited` webhook.
 */
export async function creditIssueLine(
  db: Db,
  staff: SessionUser,
  salesRepId: string | null,
  id: string,
  body: StaffOrderCreditBody,
): Promise<StaffOrderIssue> {
  const found = await findScopedIssue(db, id, salesRepId);
  if (!found) throw notFound('The issue report');
  await creditOrderLine(db, staff, found.order, body, id);
  return reread(db, found.order.id, id);
}

/** The staff members an issue can be assigned to. */
export async function assignableStaff(db: Db) {
  const rows = await findAssignableStaff(db);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
    })),
  };
}
