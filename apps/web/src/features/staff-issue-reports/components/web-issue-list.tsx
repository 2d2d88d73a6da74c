import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { useWebIssues } from '../api/list-web-issues.ts';

/** Props of WebIssueList. */
export interface WebIssueListProps {
  page: number;
  onPage: (page: number) => void;
}

/** The problems with the site that buyers and visitors reported, newest first, with page and browser. */
export function WebIssueList({ page, onPage }: WebIssueListProps) {
  const { data, error, isPending } = useWebIssues(page);
  if (isPending) return <Skeleton className="h-40" />;
  if (error)
    return (
      <Alert tone="error" title="The website problem reports could not be loaded.">
        {errorMessageOf(error)}
      </Alert>
    );
  if (data.items.length === 0)
    return (
      <EmptyState icon={<WarningIcon className="size-7" />} title="No website problem reports">
        Problems with the site that buyers and visitors report are listed here.
      </EmptyState>
    );
  return (
    <section aria-label="Website problem reports" className="flex flex-col gap-3">
      {data.items.map((issue) => (
        <article
          key={issue.id}
          className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4"
        >
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
            <span>{formatTimestamp(issue.createdAt)}</span>
            <span>by {issue.reportedBy ?? 'an anonymous visitor'}</span>
            {issue.organizationName && <span>{issue.organizationName}</span>}
          </p>
          <p className="whitespace-pre-line text-stone-900">{issue.description}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-stone-700">
            <dt className="font-semibold">Page</dt>
            <dd className="font-mono break-all">{issue.pageUrl}</dd>
            <dt className="font-semibold">Browser</dt>
            <dd className="break-words">{issue.userAgent || 'not given'}</dd>
            <dt className="font-semibold">Window</dt>
            <dd>{issue.viewport || 'not given'}</dd>
          </dl>
        </article>
      ))}
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="reports" onPage={onPage} />
    </section>
  );
}
