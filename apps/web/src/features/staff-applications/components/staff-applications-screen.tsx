import { APPLICATION_STATUSES, type ApplicationStatus, type StaffApplication } from '@larder/contract';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useApplications, type ApplicationsPage } from '../api/list-applications.ts';
import { formatApplicationTime } from '../format-application.ts';
import { ReviewDialog } from './review-dialog.tsx';

const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const tabClasses =
  'flex min-h-11 cursor-pointer items-center rounded-md px-4 text-sm font-semibold text-stone-700 outline-none ' +
  'data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-selected:bg-white data-selected:text-brand-900 data-selected:shadow-sm';

function ApplicationCard({
  application,
  onOpen,
}: {
  application: StaffApplication;
  onOpen: (application: StaffApplication) => void;
}) {
  const { address } = application;
  const name = `${application.firstName} ${application.lastName}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-stone-900">{address.companyName}</span>
          <Badge tone="neutral">{application.businessCategory}</Badge>
          {address.isNewRestaurant && <Badge tone="accent">New restaurant</Badge>}
        </p>
        <p className="text-sm text-stone-700">
          {name} · <span className="break-all">{application.email}</span>
        </p>
        <p className="text-sm text-stone-600">
          {address.city}, {address.state} · received {formatApplicationTime(application.createdAt)}
          {application.status === 'approved' && application.organization && (
            <> · joined {application.organization.name}</>
          )}
          {application.status === 'rejected' && application.reviewedBy && <> · by {application.reviewedBy}</>}
        </p>
      </div>
      <Button
        variant={application.status === 'pending' ? 'primary' : 'secondary'}
        className="shrink-0 self-start sm:self-center"
        aria-label={`${application.status === 'pending' ? 'Review' : 'View'} the application of ${address.companyName}`}
        onPress={() => onOpen(application)}
      >
        {application.status === 'pending' ? 'Review' : 'View'}
      </Button>
    </li>
  );
}

function ApplicationList({
  data,
  status,
  onOpen,
  onPage,
}: {
  data: ApplicationsPage;
  status: ApplicationStatus;
  onOpen: (application: StaffApplication) => void;
  onPage: (page: number) => void;
}) {
  const noun = `${STATUS_LABELS[status].toLowerCase()} applications`;
  return (
    <>
      {data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          No {noun} {data.total > 0 ? 'on this page' : 'match'}.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={STATUS_LABELS[status] + ' applications'}>
          {data.items.map((application) => (
            <ApplicationCard key={application.id} application={application} onOpen={onOpen} />
          ))}
        </ul>
      )}
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun={noun} onPage={onPage} />
    </>
  );
}

/**
 * The console's applications: a tab per status, a search of name, e-mail and business, server paging, and
 * a dialog to read an application and approve or reject it.
 */
export function StaffApplicationsScreen() {
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<StaffApplication | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const applications = useApplications({ status, q, page });

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        label="Search applications"
        placeholder="Name, e-mail or business"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <Tabs
        selectedKey={status}
        onSelectionChange={(key) => {
          setStatus(key as ApplicationStatus);
          setPage(1);
        }}
      >
        <div className="flex items-center justify-between gap-3">
          <TabList aria-label="Status" className="flex gap-1 rounded-lg bg-stone-100 p-1">
            {APPLICATION_STATUSES.map((s) => (
              <Tab key={s} id={s} className={tabClasses}>
                {STATUS_LABELS[s]}
              </Tab>
            ))}
          </TabList>
          {applications.isFetching && <Spinner label="Loading applications…" />}
        </div>
        {APPLICATION_STATUSES.map((s) => (
          <TabPanel key={s} id={s} className="mt-4 outline-none">
            {applications.isError ? (
              <Alert tone="error">{errorMessageOf(applications.error)}</Alert>
            ) : applications.data ? (
              <ApplicationList data={applications.data} status={s} onOpen={setOpen} onPage={setPage} />
            ) : (
              <Spinner label="Loading applications…" />
            )}
          </TabPanel>
        ))}
      </Tabs>
      <ReviewDialog application={open} onClose={() => setOpen(null)} />
    </div>
  );
}
