import { PRICE_PENDING, countText, pricingNotesOf } from '@larder/domain';
import { DeliveredNote } from './delivered-note.tsx';
import type { OrderDelivery, OrderDetails, OrderLine, ReorderResponse } from '@larder/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PencilIcon, WarningIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { PricedAmount, PricingNotesText } from '../../../components/ui/priced-amount.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { zonedDateTime } from '../../../lib/date-time.ts';
import { OrderIssuesAndCredits } from './order-issues-and-credits.tsx';
import { focusWhenRendered } from '../../../lib/focus-when-rendered.ts';
import { openProductIssue } from '../../../lib/issue-report-store.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useOrderDetails } from '../api/get-order-details.ts';
import { useReorder } from '../api/reorder.ts';
import { flushPrintQueue, queuePrint, usePrintQueue } from '../print-queue.ts';
import { CancelOrderModal } from './cancel-order-modal.tsx';
import { OrderKindBadges, OrderStatusBadge } from './order-status-badge.tsx';
import { ReorderFailedModal } from './reorder-failed-modal.tsx';
import { ReportIssueForm } from './report-issue-form.tsx';
import { ProductTitleLink } from '../../../components/ui/product-title-link.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

function LineRow({ line, webOrderNumber }: { line: OrderLine; webOrderNumber: string }) {
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-1 py-4 break-inside-avoid sm:grid-cols-[4rem_1fr_auto_auto]">
      <img
        src={line.productImage}
        alt=""
        loading="lazy"
        className="row-span-2 size-16 rounded-lg border border-stone-200 bg-stone-50 object-cover print:hidden"
      />
      <div className="flex flex-col">
        <ProductTitleLink href={line.productUrl}>{line.productTitle}</ProductTitleLink>
        <span className="text-sm text-stone-600">
          {line.brandName} · SKU {line.productSku} · {line.packSize}
        </span>
        <DeliveredNote line={line} />
        {line.lastPurchaseInfo && (
          <span className="text-sm text-stone-600">
            Last ordered {line.lastPurchaseInfo.orderDate.slice(0, 10)}: {line.lastPurchaseInfo.quantity}{' '}
            {line.lastPurchaseInfo.uom}
          </span>
        )}
        <button
          type="button"
          onClick={() =>
            openProductIssue({
              source: 'order',
              webOrderNumber,
              lineNumber: line.lineNumber,
              productSku: line.productSku,
              productTitle: line.productTitle,
            })
          }
          aria-label={`Report a product issue: ${line.productTitle}`}
          className="min-h-11 cursor-pointer self-start rounded text-sm font-semibold text-stone-600 underline outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 print:hidden"
        >
          Report a product issue
        </button>
      </div>
      <div className="text-sm text-stone-700 tabular-nums sm:text-right">
        {line.quantity} {line.unitOfMeasure} × {line.unitPrice}
        {line.pricingUnitOfMeasure !== line.unitOfMeasure && ` per ${line.pricingUnitOfMeasure}`}
      </div>
      <div className="font-bold text-stone-900 tabular-nums sm:min-w-24 sm:text-right">
        <PricedAmount
          value={line.totalPrice}
          estimated={line.isCatchWeight && line.unitPrice !== PRICE_PENDING}
        />
        {line.unitPrice === PRICE_PENDING && (
          <span className="block text-sm font-medium text-amber-900">Not in the total</span>
        )}
      </div>
    </li>
  );
}

/** Where the order goes: the restaurant, and its address or a drop-ship order's alternative one. */
function DeliveryAddress({ delivery }: { delivery: OrderDelivery }) {
  const place = [delivery.city, [delivery.state, delivery.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <address className="not-italic">
      <span className="block">{delivery.restaurantName}</span>
      {delivery.recipient && <span className="block font-normal">Attn: {delivery.recipient}</span>}
      {delivery.address && <span className="block font-normal">{delivery.address}</span>}
      {place && <span className="block font-normal">{place}</span>}
      {delivery.phoneNumber && <span className="block font-normal">Phone {delivery.phoneNumber}</span>}
    </address>
  );
}

/** The order's lines as a table: what a printed order shows (the screen shows the richer list). */
function PrintedLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <table className="hidden w-full border-collapse text-left text-sm print:table">
      <caption className="sr-only">Items of this order</caption>
      <thead>
        <tr className="border-b-2 border-stone-800">
          <th scope="col" className="py-1 pr-2">
            Item
          </th>
          <th scope="col" className="py-1 pr-2">
            SKU
          </th>
          <th scope="col" className="py-1 pr-2">
            Pack
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Qty
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Unit price
          </th>
          <th scope="col" className="py-1 text-right">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.lineNumber} className="border-b border-stone-300 break-inside-avoid">
            <td className="py-1 pr-2">
              {line.productTitle}
              <span className="block text-xs text-stone-600">{line.brandName}</span>
            </td>
            <td className="py-1 pr-2 font-mono">{line.productSku}</td>
            <td className="py-1 pr-2">{line.packSize}</td>
            <td className="py-1 pr-2 text-right tabular-nums">
              {line.quantity} {line.unitOfMeasure}
            </td>
            <td className="py-1 pr-2 text-right tabular-nums">
              {line.unitPrice}
              {line.pricingUnitOfMeasure !== line.unitOfMeasure && ` /${line.pricingUnitOfMeasure}`}
            </td>
            <td className="py-1 text-right tabular-nums">
              <PricedAmount
                value={line.totalPrice}
                estimated={line.isCatchWeight && line.unitPrice !== PRICE_PENDING}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
  // What the last report sent: shown on the page until the buyer leaves, not only as a passing toast.
  const [reported, setReported] = useState<{ at: string; lineCount: number; wholeOrder: boolean } | null>(
    null,
  );
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
  const notes = pricingNotesOf(
    data.lines.map((line) => ({
      isPricePending: line.unitPrice === PRICE_PENDING,
      isCatchWeight: line.isCatchWeight,
    })),
  );
  return (
    // On paper the site's sticky header and footer are noise; only the order prints (styles.css).
    <div className="flex flex-col gap-6" data-print-alone>
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
      {detailsHeader.cancelledAt && (
        <Alert tone="info" title="This order was cancelled.">
          Cancelled {zonedDateTime(detailsHeader.cancelledAt ?? header.orderPlacedAt, header.timeZone)}.
          {detailsHeader.cancellationReason && <> Reason: {detailsHeader.cancellationReason}</>}
        </Alert>
      )}
      {detailsHeader.isEditable && (
        <Alert tone="info" className="print:hidden">
          You can change or cancel this order until the cut-off,{' '}
          {zonedDateTime(detailsHeader.cutOffAt, header.timeZone)}.
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
        <Fact label="Placed">{zonedDateTime(header.orderPlacedAt, header.timeZone)}</Fact>
        <Fact label="Expected delivery">{header.expectedDeliveryDateName}</Fact>
        <Fact label="Changes until">{zonedDateTime(detailsHeader.cutOffAt, header.timeZone)}</Fact>
        <Fact label="PO number">{header.purchaseOrderNumber || '—'}</Fact>
        {header.punchoutSystem && (
          <Fact label="Ordered through">{`Punchout · ${header.punchoutSystem}`}</Fact>
        )}
        {data.tracking && (
          <Fact label="Tracking">
            {data.tracking.carrier ? `${data.tracking.carrier} ` : ''}
            {data.tracking.trackingNumber}
          </Fact>
        )}
        <div className="col-span-2">
          <dt className="text-sm text-stone-600">
            {data.delivery.isAlternativeAddress ? 'Drop-ship delivery address' : 'Deliver to'}
          </dt>
          <dd className="font-semibold text-stone-900">
            <DeliveryAddress delivery={data.delivery} />
          </dd>
        </div>
        <Fact label="Ships from">
          {header.businessUnitName}
          {header.vendorName && ` · ${header.vendorName}`}
        </Fact>
        {summary.note.value && <Fact label="Note">{summary.note.value}</Fact>}
      </dl>
      {reported && !reporting && (
        <div
          id="issue-reported"
          tabIndex={-1}
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Alert tone="success" announce title={`Your report was sent to your sales rep (${reported.at}).`}>
            {reported.wholeOrder
              ? `Your message about the whole order ${header.orderNumber} is with your sales rep.`
              : `${reported.lineCount === 1 ? '1 item' : `${reported.lineCount} items`} of order ${header.orderNumber} reported.`}{' '}
            They will contact you about it; there is no need to send it again.
          </Alert>
        </div>
      )}
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
            onDone={(reportedAt, sent) => {
              setReporting(false);
              // The moment on the warehouse's clock, as every time the buyer reads (lib/date-time.ts).
              setReported({ at: zonedDateTime(reportedAt, header.timeZone), ...sent });
              focusWhenRendered(() => document.getElementById('issue-reported'));
            }}
          />
        </section>
      ) : (
        <section
          aria-labelledby="lines-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm print:shadow-none"
        >
          <h2 id="lines-heading" className="text-xl font-bold text-stone-900">
            {countText(data.lines.length, 'item')}
          </h2>
          <ul className="divide-y divide-stone-200 print:hidden">
            {data.lines.map((line) => (
              <LineRow key={line.lineNumber} line={line} webOrderNumber={orderNumber} />
            ))}
          </ul>
          <PrintedLines lines={data.lines} />
          <dl className="mt-2 ml-auto flex max-w-xs flex-col gap-1 border-t border-stone-200 pt-4 tabular-nums">
            <div className="flex justify-between">
              <dt className="text-stone-600">Subtotal</dt>
              <dd>
                <PricedAmount value={summary.subtotal} estimated={notes.estimated} />
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-stone-600">Shipping</dt>
              <dd>{summary.shipping}</dd>
            </div>
            <div className="flex justify-between text-lg font-bold">
              <dt>Total</dt>
              <dd>
                <PricedAmount value={summary.orderTotal} estimated={notes.estimated} />
              </dd>
            </div>
          </dl>
          <PricingNotesText notes={notes} className="mt-2 ml-auto max-w-xs text-right" />
        </section>
      )}
      <OrderIssuesAndCredits details={data} />
      <CancelOrderModal
        orderNumber={header.orderNumber}
        cutOffDate={zonedDateTime(detailsHeader.cutOffAt, header.timeZone)}
      />
      <ReorderFailedModal result={reordered} />
    </div>
  );
}
