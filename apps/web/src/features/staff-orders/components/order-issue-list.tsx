import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useOrderIssues } from '../api/list-order-issues.ts';
import { ExportLinks } from '../../../components/ui/export-links.tsx';
import { IssueReport } from './staff-order-details.tsx';

/** Props of OrderIssueList. */
export interface OrderIssueListProps {
  page: number;
  onPage: (page: number) => void;
  orderHref: (orderNumber: string) => string;
}

/** The issue reports buyers sent, newest first, each linked to its order. */
export function OrderIssueList({ page, onPage, orderHref }: OrderIssueListProps) {
  const { data, error, isPending } = useOrderIssues(page);
  if (isPending) return <Skeleton className="h-40" />;
  if (error)
    return (
      <Alert tone="error" title="The issue reports could not be loaded.">
        {errorMessageOf(error)}
      </Alert>
    );
  if (data.items.length === 0)
    return (
      <EmptyState icon={<WarningIcon className="size-7" />} title="No issue reports">
        Reports buyers send about their orders are listed here.
      </EmptyState>
    );
  return (
    <section aria-label="Issue reports" className="flex flex-col gap-3">
      <ExportLinks path="/web-api/staff/issue-reports/export" filters={{}} noun="issue reports" />
      {data.items.map((issue) => (
        <IssueReport key={issue.id} issue={issue} orderHref={orderHref(issue.webOrderNumber)} />
      ))}
      <Pager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        noun="issue reports"
        onPage={onPage}
      />
    </section>
  );
}
