import type { OrderDetails, OrderLine, ReorderResponse } from '@larder/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PencilIcon, ReceiptIcon, WarningIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useOrderDetails } from '../api/get-order-details.ts';
import { useReorder } from '../api/reorder.ts';
import { flushPrintQueue, queuePrint, usePrintQueue } from '../print-queue.ts';
import { CancelOrderModal } from './cancel-order-modal.tsx';
import { OrderKindBadges, OrderStatusBadge } from './order-status-badge.tsx';
import { ReorderFailedModal } from './reorder-failed-modal.tsx';
import { ReportIssueForm } from './report-issue-form.tsx';

// On paper the site's sticky header and footer are noise; only the order prints.
const PRINT_CSS = '@media print { header.sticky, footer { display: none !important; } }';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

function LineRow({ line }: { line: OrderLine }) {
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-1 py-4 break-inside-avoid sm:grid-cols-[4rem_1fr_auto_auto]">
      <img
        src={line.productImage}
        alt=""
        loading="lazy"
        className="row-span-2 size-16 rounded-lg border border-stone-200 bg-stone-50 object-cover print:hidden"
      />
      <div className="flex flex-col">
        <Link href={line.productUrl} className="font-semibold">
          {line.productTitle}
        </Link>
        <span className="text-sm text-stone-600">
          {line.brandName} · SKU {line.productSku} · {line.packSize}
        </span>
        {line.lastPurchaseInfo && (
          <span className="text-sm text-stone-600">
            Last ordered {line.lastPurchaseInfo.orderDate.slice(0, 10)}: {line.lastPurchaseInfo.quantity}{' '}
            {line.lastPurchaseInfo.uom}
          </span>
        )}
      </div>
      <div className="text-sm text-stone-700 tabular-nums sm:text-right">
        {line.quantity} {line.unitOfMeasure} × {line.unitPrice}
        {line.pricingUnitOfMeasure !== line.unitOfMeasure && ` per ${line.pricingUnitOfMeasure}`}
      </div>
      <div className="font-bold text-stone-900 tabular-nums sm:min-w-24 sm:text-right">{line.totalPrice}</div>
    </li>
  );
}

function DetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading the order" className="flex flex-col gap-4">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-28" />
      <Skeleton className="h-64" />
    </div>
  );
}

function Actions({
  details,
  onReport,
  onReordered,
}: {
  details: OrderDetails;
  onReport: () => void;
  onReordered: (result: ReorderResponse) => void;
}) {
  const reorder = useReorder();
  const { detailsHeader, header } = details;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {detailsHeader.isEditable && header.linkToCartPage && (
        <Link appearance="primary" href={header.linkToCartPage}>
          <PencilIcon className="size-5" /> Edit order
        </Link>
      )}
      <Button
        variant="secondary"
        isPending={reorder.isPending}
        onPress={() =>
          reorder.mutate(header.orderNumber, {
            onSuccess: (result) => onReordered(result),
            onError: (error) => showToast(errorMessageOf(error), 'error'),
          })
        }
      >
        Reorder
      </Button>
      <Button variant="secondary" onPress={onReport}>
        Report an issue
      </Button>
      <Button variant="ghost" onPress={() => queuePrint()}>
        Print
      </Button>
      {detailsHeader.isCancelable && (
        <Button variant="danger" onPress={() => useModalStore.getState().show('cancelOrder')}>
          Cancel order
        </Button>
      )}
    </div>
  );
}

/** Props of OrderDetailsView. */
export interface OrderDetailsViewProps {
  orderNumber: string;
  /** Print as soon as the details are on screen (the print view). */
  print?: boolean;
}

/**
 * One order: its status (editable and cancelable until the cut-off), header, lines with the last time
 * each was ordered, summary and reported issues; edit, cancel, reorder, report an issue and print.
 */
export function OrderDetailsView({ orderNumber, print = false }: OrderDetailsViewProps) {
  const { data, error, isPending } = useOrderDetails({ webOrderNumber: orderNumber });
  const [reporting, setReporting] = useState(false);
  const [reordered, setReordered] = useState<ReorderResponse | null>(null);
  const printQueued = usePrintQueue((state) => state.queued);

  useEffect(() => {
    if (print) queuePrint();
  }, [print]);
  useEffect(() => {
    if (!printQueued || !data) return;
    // After the details have painted.
    const timer = setTimeout(() => flushPrintQueue(true), 50);
    return () => clearTimeout(timer);
  }, [printQueued, data]);

  const back = (
    <Link href="/order-history/" className="print:hidden">
      ← All orders
    </Link>
  );
  if (isPending) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <DetailsSkeleton />
      </div>
    );
  }
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <EmptyState
        icon={<WarningIcon className="size-7" />}
        title={missing ? 'Order not found' : 'This order could not be shown'}
        actions={
          <Link appearance="primary" href="/order-history/">
            All orders
          </Link>
        }
      >
        {missing ? `There is no order ${orderNumber} for this organization.` : errorMessageOf(error)}
      </EmptyState>
    );
  }

  const { detailsHeader, header, summary } = data;
  return (
    <div className="flex flex-col gap-6">
      <style>{PRINT_CSS}</style>
      {back}
      <PageHeading title={`Order ${header.orderNumber}`}>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={detailsHeader.status} label={detailsHeader.statusFriendly} />
          <OrderKindBadges
            isJIT={header.isJIT}
            isDropShip={header.isDropShip}
            isPreOrder={header.isPreOrder}
          />
        </div>
      </PageHeading>
      {detailsHeader.statusError && <Alert tone="warning">{detailsHeader.statusError}</Alert>}
      {detailsHeader.cancelledDate && (
        <Alert tone="info" title="This order was cancelled.">
          Cancelled {detailsHeader.cancelledDate}.
        </Alert>
      )}
      {detailsHeader.isEditable && (
        <Alert tone="info">
          You can change or cancel this order until the cut-off, {detailsHeader.cutOffDate}.
        </Alert>
      )}
      <Actions
        details={data}
        onReport={() => setReporting(true)}
        onReordered={(result) => {
          setReordered(result);
          if (result.failedLines.length > 0) useModalStore.getState().show('reorderFailedOrder');
          else
            showToast(
              `${result.addedCount} ${result.addedCount === 1 ? 'item' : 'items'} added to your cart.`,
            );
        }}
      />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-3 lg:grid-cols-4 print:shadow-none">
        <Fact label="ERP order number">
          <span className="font-mono">{header.erpOrderNumber}</span>
        </Fact>
        <Fact label="Placed">{header.orderPlacedDate}</Fact>
        <Fact label="Expected delivery">{header.expectedDeliveryDateName}</Fact>
        <Fact label="Changes until">{detailsHeader.cutOffDate}</Fact>
        <Fact label="PO number">{header.purchaseOrderNumber || '—'}</Fact>
        <Fact label="Ships from">
          {header.businessUnitName}
          {header.vendorName && ` · ${header.vendorName}`}
        </Fact>
        {summary.note.value && <Fact label="Note">{summary.note.value}</Fact>}
      </dl>
      {reporting ? (
        <section
          aria-labelledby="report-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h2 id="report-heading" className="mb-4 text-xl font-bold text-stone-900">
            Report an issue
          </h2>
          <ReportIssueForm
            orderNumber={header.orderNumber}
            lines={data.lines}
            onCancel={() => setReporting(false)}
            onDone={(reportedAt) => {
              setReporting(false);
              showToast(`Your report was sent to your sales rep (${reportedAt}).`);
            }}
          />
        </section>
      ) : (
        <section
          aria-labelledby="lines-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm print:shadow-none"
        >
          <h2 id="lines-heading" className="text-xl font-bold text-stone-900">
            {data.lines.length === 1 ? '1 item' : `${data.lines.length} items`}
          </h2>
          <ul className="divide-y divide-stone-200">
            {data.lines.map((line) => (
              <LineRow key={line.lineNumber} line={line} />
            ))}
          </ul>
          <dl className="mt-2 ml-auto flex max-w-xs flex-col gap-1 border-t border-stone-200 pt-4 tabular-nums">
            <div className="flex justify-between">
              <dt className="text-stone-600">Subtotal</dt>
              <dd>{summary.subtotal}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-stone-600">Shipping</dt>
              <dd>{summary.shipping}</dd>
            </div>
            <div className="flex justify-between text-lg font-bold">
              <dt>Total</dt>
              <dd>{summary.orderTotal}</dd>
            </div>
          </dl>
        </section>
      )}
      {data.issueReports.length > 0 && (
        <section aria-labelledby="reports-heading" className="flex flex-col gap-3 print:hidden">
          <h2 id="reports-heading" className="text-xl font-bold text-stone-900">
            Reported issues
          </h2>
          {data.issueReports.map((report) => (
            <div key={report.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="text-sm text-stone-600">
                <ReceiptIcon className="mr-1 inline size-4" /> Reported {report.reportedAt}
              </p>
              {report.message && <p className="mt-1 font-semibold text-stone-900">{report.message}</p>}
              <ul className="mt-2 flex flex-col gap-1">
                {report.lines.map((line) => (
                  <li key={line.lineNumber} className="text-stone-800">
                    {line.productTitle}
                    {line.comment && <span className="text-stone-600"> — {line.comment}</span>}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      <CancelOrderModal orderNumber={header.orderNumber} cutOffDate={detailsHeader.cutOffDate} />
      <ReorderFailedModal result={reordered} />
    </div>
  );
}
