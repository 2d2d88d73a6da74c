import type { StaffOrderCreditBody } from '@larder/contract';
import { creditAmountOf } from '@larder/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { orderCredited } from '../../events/order-credited.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { creditedOnLine, insertCredit } from './order-credits.repository.ts';
import { findOrderLines, lockOrder } from './orders.repository.ts';

/** The order a credit is given on. */
export interface CreditedOrder {
  id: string;
  webOrderNumber: string;
  organizationId: string;
}

/**
 * Credits one line of an order by quantity (at the line's price) or amount, with a reason, from an issue
 * report (`issueReportId`) or from the order itself (null). The credits on a line never exceed its units or
 * its total; a line that does not exist or a credit beyond what it holds is a 400 that changes nothing.
 * Audited; publishes `order.credited` (the ERP's feed entry and webhook, ADR 044).
 */
export async function creditOrderLine(
  db: Db,
  staff: SessionUser,
  order: CreditedOrder,
  body: StaffOrderCreditBody,
  issueReportId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Credits on one order are given one at a time, so two never together exceed a line.
    await lockOrder(tx, order.id);
    const line = (await findOrderLines(tx, order.id)).find((l) => l.lineNumber === body.lineNumber);
    if (!line) {
      const why = `Order ${order.webOrderNumber} has no line ${body.lineNumber}.`;
      throw new AppError('VALIDATION_FAILED', why, { lineNumber: why });
    }
    const request =
      body.quantity !== undefined
        ? { quantity: body.quantity }
        : { amountCents: Math.round(body.amount! * 100) };
    const decided = creditAmountOf(
      {
        quantity: line.quantity,
        unitPriceCents: line.unitPrice === null ? null : Math.round(Number(line.unitPrice) * 100),
        totalCents: Math.round(Number(line.totalPrice) * 100),
      },
      request,
      await creditedOnLine(tx, order.id, line.lineNumber),
    );
    if (!decided.ok) {
      throw new AppError('VALIDATION_FAILED', decided.error, {
        [body.quantity !== undefined ? 'quantity' : 'amount']: decided.error,
      });
    }
    const creditId = randomUUID();
    await insertCredit(tx, {
      id: creditId,
      orderId: order.id,
      issueReportId,
      lineNumber: line.lineNumber,
      quantity: decided.quantity,
      amount: (decided.amountCents / 100).toFixed(2),
      reason: body.reason,
      createdByUserId: staff.id,
    });
    await recordStaffChange(tx, staff, {
      action: 'order.credit',
      subjectType: 'order',
      subjectId: order.webOrderNumber,
      organizationId: order.organizationId,
      before: null,
      after: { ...(issueReportId ? { issueReportId } : {}), ...body, amountCents: decided.amountCents },
    });
    await publish(tx, orderCredited, {
      orderId: order.id,
      webOrderNumber: order.webOrderNumber,
      organizationId: order.organizationId,
      creditId,
      issueReportId,
      staffUserId: staff.id,
    });
  });
}
