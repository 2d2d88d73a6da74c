import { ISSUE_UNASSIGNED } from '@larder/contract';
import {
  ORDER_ISSUE_STATUSES,
  ORDER_ISSUE_STATUS_FRIENDLY,
  type OrderIssueStatusFilter,
} from '@larder/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportLinks } from '../../../components/ui/export-links.tsx';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchPicker } from '../../../components/ui/search-picker.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useOrganizationPicker } from '../../../lib/staff-filter-options.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { useAssignees } from '../api/list-assignees.ts';
import { useOrderIssues, type OrderIssueFilters } from '../api/list-order-issues.ts';
import { IssueReport } from './staff-order-details.tsx';

const ANY = 'any';

const statusOptions = [
  { id: ANY, label: 'Any status' },
  { id: 'open', label: 'Open (new or in progress)' },
  ...ORDER_ISSUE_STATUSES.map((status) => ({ id: status, label: ORDER_ISSUE_STATUS_FRIENDLY[status] })),
];

function IssueFilters({
  filters,
  onChange,
}: {
  filters: OrderIssueFilters;
  onChange: (next: OrderIssueFilters) => void;
}) {
  const assignees = useAssignees();
  const organizations = useOrganizationPicker(filters.organizationId);
  const [q, setQ] = useState(filters.q ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [organizationId, setOrganizationId] = useState(filters.organizationId ?? '');
  const dateError = from && to && from > to ? 'The end date is before the start date.' : undefined;
  const filtered = Boolean(
    filters.q || filters.status || filters.assignee || filters.organizationId || filters.from || filters.to,
  );
  const assigneeOptions = [
    { id: ANY, label: 'Anyone or nobody' },
    { id: ISSUE_UNASSIGNED, label: 'Nobody yet' },
    ...(assignees.data?.items ?? []).map((a) => ({ id: a.id, label: a.name })),
  ];

  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (dateError) return;
    onChange({
      ...filters,
      page: 1,
      q: q.trim() || undefined,
      organizationId: organizationId || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  }

  return (
    <form
      role="search"
      aria-label="Find issue reports"
      onSubmit={apply}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 xl:grid-cols-3"
    >
      <TextField
        label="Order, organization, buyer or words"
        placeholder="W5000123, name, chef@… or 'torn'"
        value={q}
        onChange={setQ}
        maxLength={100}
      />
      <Select
        label="Status"
        options={statusOptions}
        value={filters.status ?? ANY}
        onChange={(value) =>
          onChange({
            ...filters,
            page: 1,
            status: value === ANY ? undefined : (value as OrderIssueStatusFilter),
          })
        }
      />
      <Select
        label="Assignee"
        options={assigneeOptions}
        value={filters.assignee ?? ANY}
        onChange={(value) => onChange({ ...filters, page: 1, assignee: value === ANY ? undefined : value })}
      />
      <SearchPicker
        label="Organization"
        placeholder="Any organization: type a name or account"
        description={filters.organizationId ? `Account ${filters.organizationId}` : undefined}
        {...organizations}
        onInputChange={(text) => {
          organizations.onInputChange(text);
          if (text.trim() === '') setOrganizationId('');
        }}
        value={organizationId}
        onChange={setOrganizationId}
      />
      <TextField label="Reported from" type="date" value={from} onChange={setFrom} />
      <TextField label="Reported to" type="date" value={to} onChange={setTo} errorMessage={dateError} />
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 xl:col-span-3">
        <Button type="submit">Find issue reports</Button>
        {filtered && (
          <Button
            variant="ghost"
            onPress={() => {
              setQ('');
              setFrom('');
              setTo('');
              setOrganizationId('');
              organizations.onInputChange('');
              onChange({ page: 1 });
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}

/** Props of OrderIssueList. */
export interface OrderIssueListProps {
  filters: OrderIssueFilters;
  onChange: (next: OrderIssueFilters) => void;
  orderHref: (orderNumber: string) => string;
}

/** The issue reports buyers sent, newest first, filtered, each linked to its order; exports apply the same filters. */
export function OrderIssueList({ filters, onChange, orderHref }: OrderIssueListProps) {
  const { data, error, isPending } = useOrderIssues(filters);
  return (
    <div className="flex flex-col gap-5">
      <IssueFilters key={JSON.stringify(filters)} filters={filters} onChange={onChange} />
      <ExportLinks
        path="/web-api/staff/issue-reports/export"
        filters={{ ...filters, tz: userTimeZone() }}
        noun="issue reports"
      />
      {isPending ? (
        <Skeleton className="h-40" />
      ) : error ? (
        <Alert tone="error" title="The issue reports could not be loaded.">
          {errorMessageOf(error)}
        </Alert>
      ) : data.items.length === 0 ? (
        <EmptyState icon={<WarningIcon className="size-7" />} title="No issue reports match">
          Reports buyers send about their orders are listed here. Try another status, assignee, organization
          or date range.
        </EmptyState>
      ) : (
        <section aria-label="Issue reports" className="flex flex-col gap-3">
          {data.items.map((issue) => (
            <IssueReport key={issue.id} issue={issue} orderHref={orderHref(issue.webOrderNumber)} />
          ))}
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun="issue reports"
            onPage={(page) => onChange({ ...filters, page })}
          />
        </section>
      )}
    </div>
  );
}
