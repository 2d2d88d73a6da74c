import type { StaffOrderDetails, StaffOrderIssue } from '@larder/contract';
import { ORDER_ISSUE_STATUS_FRIENDLY } from '@larder/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { useCreditOrder } from '../api/change-order-issue.ts';
import { useStaffOrder } from '../api/get-staff-order.ts';
import { CreditForm } from './credit-form.tsx';
import { IssueWorkflow } from './issue-workflow.tsx';
import { OrderCredits, OrderStatusHistory } from './order-history.tsx';
import { OrderStatusControl } from './order-status-control.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

/** One issue report: when, who, and what they said about which lines. */
export function IssueReport({ issue, orderHref }: { issue: StaffOrderIssue; orderHref?: string }) {
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        {orderHref && (
          <Link href={orderHref} className="font-mono text-base">
            {issue.webOrderNumber}
          </Link>
        )}
        <span>{formatTimestamp(issue.createdAt)}</span>
        <span>
          by {issue.reportedBy}
          {issue.reportedByStaff && ` (staff ${issue.reportedByStaff} impersonating)`}
        </span>
        {orderHref && <span>{issue.organizationName}</span>}
        <Badge tone={issue.status === 'resolved' ? 'neutral' : 'caution'}>
          {ORDER_ISSUE_STATUS_FRIENDLY[issue.status]}
          {issue.assignee && ` · ${issue.assignee}`}
        </Badge>
        <Badge tone={issue.wholeOrder ? 'caution' : 'neutral'}>
          {issue.wholeOrder
            ? 'Whole order'
            : `${issue.lines.length} line${issue.lines.length === 1 ? '' : 's'}`}
        </Badge>
      </p>
      {issue.message && <p className="whitespace-pre-line text-stone-900">{issue.message}</p>}
      {issue.lines.length > 0 && (
        <ul className="list-disc pl-5 text-stone-900">
          {issue.lines.map((line) => (
            <li key={line.lineNumber}>
              <span className="font-semibold">
                {line.lineNumber}. {line.productTitle}
              </span>{' '}
              <span className="text-sm text-stone-600">({line.productSku})</span>
              {line.comment && <span>: {line.comment}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-stone-600">Sent to {issue.sentTo}</p>
      <IssueWorkflow issue={issue} />
    </article>
  );
}

function Lines({ order }: { order: StaffOrderDetails }) {
  return (
    <section aria-labelledby="order-lines-heading" className="flex flex-col gap-3">
      <h3 id="order-lines-heading" className="text-lg font-bold text-stone-900">
        Lines ({order.lines.length})
      </h3>
      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div
        tabIndex={0}
        role="region"
        aria-labelledby="order-lines-heading"
        className="overflow-x-auto rounded-xl border border-stone-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Product
              </th>
              <th scope="col" className="px-3 py-2">
                Pack
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Quantity
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Price
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Total
              </th>
              <th scope="col" className="px-3 py-2">
                Delivered
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.lineNumber} className="border-t border-stone-200">
                <td className="px-3 py-2 tabular-nums">{line.lineNumber}</td>
                <td className="px-3 py-2">
                  <span className="font-semibold text-stone-900">{line.productTitle}</span>
                  <span className="block text-xs text-stone-600">
                    {line.brandName} · {line.productSku}
                  </span>
                </td>
                <td className="px-3 py-2">{line.packSize}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {line.quantity} {line.unitOfMeasure}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{line.unitPrice ?? 'Pending'}</td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{line.totalPrice}</td>
                <td className="px-3 py-2">
                  {line.delivered
                    ? `${line.delivered.quantity} ${line.unitOfMeasure}${
                        line.delivered.substituteSku
                          ? `, substitute ${line.delivered.substituteTitle ?? ''} (${line.delivered.substituteSku})`
                          : ''
                      }`
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function LineCredit({ order }: { order: StaffOrderDetails }) {
  const credit = useCreditOrder(order.webOrderNumber);
  if (order.lines.length === 0) return null;
  return (
    <section aria-labelledby="order-credit-heading" className="flex flex-col gap-3">
      <h3 id="order-credit-heading" className="text-lg font-bold text-stone-900">
        Credit a line
      </h3>
      <p className="text-sm text-stone-700">
        The buyer sees the credit on the order and the ERP receives it. A line is never credited beyond its
        quantity or total.
      </p>
      <div className="rounded-xl border border-stone-200 bg-white p-4">
        <CreditForm
          label={`Credit a line of order ${order.webOrderNumber}`}
          lines={order.lines.map((l) => ({
            lineNumber: l.lineNumber,
            label: `${l.lineNumber}. ${l.productTitle}`,
          }))}
          credit={credit}
        />
      </div>
    </section>
  );
}

/** Props of StaffOrderDetailsView. */
export interface StaffOrderDetailsViewProps {
  orderNumber: string;
  /** Back to the list as it was (its filters and page). */
  backHref: string;
  /** The organization's other orders. */
  organizationHref: (organizationId: string) => string;
}

/** One order for staff: header, who placed or edited it (and whether staff did while impersonating), status, lines, issues. */
export function StaffOrderDetailsView({
  orderNumber,
  backHref,
  organizationHref,
}: StaffOrderDetailsViewProps) {
  const { data: order, error, isPending } = useStaffOrder(orderNumber);
  return (
    <div className="flex flex-col gap-6">
      <Link href={backHref} className="self-start">
        ← All orders
      </Link>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : error ? (
        <Alert tone="error" title={`Order ${orderNumber} could not be loaded.`}>
          {errorMessageOf(error)}
        </Alert>
      ) : (
        <>
          <header className="flex flex-col gap-2">
            <h2 className="font-mono text-2xl font-bold text-stone-900">Order {order.webOrderNumber}</h2>
            <p className="flex flex-wrap gap-2">
              {order.placedByStaff && (
                <Badge tone="accent">Placed by staff {order.placedByStaff} while impersonating</Badge>
              )}
              {order.editedByStaff && (
                <Badge tone="caution">Edited by staff {order.editedByStaff} while impersonating</Badge>
              )}
              {order.punchoutSystem && <Badge tone="accent">Punchout: {order.punchoutSystem}</Badge>}
              {order.isJIT && <Badge>Just-in-time</Badge>}
              {order.isDropShip && <Badge>Drop-ship</Badge>}
              {order.isPreOrder && <Badge>Pre-order</Badge>}
            </p>
          </header>
          <dl className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact label="Organization">
              <Link href={organizationHref(order.organizationId)}>{order.organizationName}</Link>
              <span className="block text-sm font-normal text-stone-600">{order.organizationId}</span>
            </Fact>
            <Fact label="Placed by">{order.placedBy}</Fact>
            <Fact label="Placed">{formatTimestamp(order.placedAt)}</Fact>
            <Fact label="ERP order number">{order.erpOrderNumber}</Fact>
            <Fact label="Delivery date">{order.deliveryDate}</Fact>
            <Fact label="Cut-off">{formatTimestamp(order.cutOffAt)}</Fact>
            <Fact label="PO number">{order.purchaseOrderNumber || '—'}</Fact>
            <Fact label="Total">
              {order.total}
              <span className="block text-sm font-normal text-stone-600">
                {order.itemCount} item{order.itemCount === 1 ? '' : 's'}, shipping {order.shippingCost}
              </span>
            </Fact>
            <Fact label="Carrier and tracking">
              {order.trackingNumber
                ? `${order.carrier ?? 'Carrier not given'} · ${order.trackingNumber}`
                : '—'}
            </Fact>
            <Fact label="Procurement system">{order.punchoutSystem ?? 'Storefront'}</Fact>
            <Fact label="Last changed">{formatTimestamp(order.updatedAt)}</Fact>
            {order.note && <Fact label="Note">{order.note}</Fact>}
          </dl>
          <OrderStatusControl order={order} />
          <Lines order={order} />
          <OrderCredits order={order} />
          <LineCredit order={order} />
          <OrderStatusHistory order={order} />
          <section aria-labelledby="order-issues-heading" className="flex flex-col gap-3">
            <h3 id="order-issues-heading" className="text-lg font-bold text-stone-900">
              Issue reports ({order.issues.length})
            </h3>
            {order.issues.length === 0 ? (
              <p className="text-stone-600">The buyer reported no issue with this order.</p>
            ) : (
              order.issues.map((issue) => <IssueReport key={issue.id} issue={issue} />)
            )}
          </section>
        </>
      )}
    </div>
  );
}
