import type { StaffProductIssue } from '@larder/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { useProductIssues } from '../api/list-product-issues.ts';

const SOURCE: Record<StaffProductIssue['source'], string> = {
  product: 'Product page',
  cart: 'Cart',
  order: 'Order',
};

function ProductIssue({
  issue,
  orderHref,
}: {
  issue: StaffProductIssue;
  orderHref: (orderNumber: string) => string;
}) {
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-bold text-stone-900">
          {issue.productTitle}{' '}
          <span className="font-mono text-sm font-normal text-stone-600">({issue.productSku})</span>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <span>{formatTimestamp(issue.createdAt)}</span>
          <span>
            by {issue.reportedBy}
            {issue.reportedByStaff && ` (staff ${issue.reportedByStaff} impersonating)`}
          </span>
          <span>{issue.organizationName}</span>
          <Badge tone="caution">{issue.reason}</Badge>
          <Badge>{SOURCE[issue.source]}</Badge>
          {issue.webOrderNumber && (
            <Link href={orderHref(issue.webOrderNumber)} className="font-mono">
              {issue.webOrderNumber}, line {issue.lineNumber}
            </Link>
          )}
        </p>
        {issue.comment && <p className="whitespace-pre-line text-stone-900">{issue.comment}</p>}
        <p className="text-xs text-stone-600">Sent to {issue.sentTo}</p>
      </div>
      {issue.photoUrl && (
        <a
          href={issue.photoUrl}
          target="_blank"
          rel="noreferrer"
          className="shrink-0 self-start rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        >
          <img
            src={issue.photoUrl}
            alt={`Photo of ${issue.productTitle} sent with the report`}
            loading="lazy"
            className="size-28 rounded-lg border border-stone-200 bg-stone-50 object-cover"
          />
        </a>
      )}
    </article>
  );
}

/** Props of ProductIssueList. */
export interface ProductIssueListProps {
  page: number;
  onPage: (page: number) => void;
  orderHref: (orderNumber: string) => string;
}

/** The product issues buyers reported (from a product page, a cart line or an order line), newest first. */
export function ProductIssueList({ page, onPage, orderHref }: ProductIssueListProps) {
  const { data, error, isPending } = useProductIssues(page);
  if (isPending) return <Skeleton className="h-40" />;
  if (error)
    return (
      <Alert tone="error" title="The product issue reports could not be loaded.">
        {errorMessageOf(error)}
      </Alert>
    );
  if (data.items.length === 0)
    return (
      <EmptyState icon={<WarningIcon className="size-7" />} title="No product issue reports">
        Issues buyers report about products are listed here.
      </EmptyState>
    );
  return (
    <section aria-label="Product issue reports" className="flex flex-col gap-3">
      {data.items.map((issue) => (
        <ProductIssue key={issue.id} issue={issue} orderHref={orderHref} />
      ))}
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="reports" onPage={onPage} />
    </section>
  );
}
