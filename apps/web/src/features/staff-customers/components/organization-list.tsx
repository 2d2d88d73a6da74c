import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ExportLinks } from '../../../components/ui/export-links.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useStaffOrganizations, type OrganizationListQuery } from '../api/get-organizations.ts';

const HOLD_FILTERS = [
  { id: 'all', label: 'All organizations' },
  { id: 'true', label: 'On hold' },
  { id: 'false', label: 'Not on hold' },
];

/** Props of OrganizationList. */
export interface OrganizationListProps {
  onOpen: (organizationId: string) => void;
}

/** The searchable, server-paged list of organizations this staff member may see; a row opens its details. */
export function OrganizationList({ onOpen }: OrganizationListProps) {
  const [search, setSearch] = useState('');
  const [onHold, setOnHold] = useState<OrganizationListQuery['onHold']>('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 250);
  const organizations = useStaffOrganizations({ q, onHold, page });
  const data = organizations.data;

  return (
    <section aria-labelledby="staff-organizations-heading" className="flex flex-col gap-4">
      <h2 id="staff-organizations-heading" className="sr-only">
        Organizations
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField
          label="Search organizations"
          placeholder="Name, account number, or a buyer's e-mail or name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Select
          label="Hold"
          options={HOLD_FILTERS}
          value={onHold || 'all'}
          onChange={(value) => {
            setOnHold(value === 'all' ? '' : (value as OrganizationListQuery['onHold']));
            setPage(1);
          }}
        />
      </div>
      <ExportLinks
        path="/web-api/staff/customers/export"
        filters={{ q: q || undefined, onHold: onHold || undefined }}
        noun="organizations"
      />
      {organizations.isError ? (
        <Alert tone="error" title="The organizations could not be loaded">
          {errorMessageOf(organizations.error)}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading organizations…" />
      ) : (
        <>
          {data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-700">
              No organization matches. Try another name or account number.
            </p>
          ) : (
            <ul
              className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
              aria-busy={organizations.isFetching}
            >
              {data.items.map((organization) => (
                <li key={organization.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(organization.id)}
                    className="flex w-full flex-col gap-1 px-4 py-3 text-left outline-none hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="flex flex-col">
                      <span className="font-semibold text-stone-900">{organization.name}</span>
                      <span className="text-sm text-stone-600">
                        Account {organization.id} · {organization.city}, {organization.state} · Rep{' '}
                        {organization.salesRepName}
                      </span>
                    </span>
                    <span className="flex items-center gap-2 text-sm text-stone-700">
                      {organization.isOnHold && <Badge tone="caution">On hold</Badge>}
                      <span>
                        {organization.memberCount} user{organization.memberCount === 1 ? '' : 's'}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun="organizations"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
