import type { StaffOrganizationDetail, StaffOrganizationsPage } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What the organizations list asks the server for: search text, the hold filter ('' for all) and a page. */
export interface OrganizationListQuery {
  q: string;
  onHold: '' | 'true' | 'false';
  page: number;
}

/** A page of organizations, searched and filtered on the server; the last page stays shown while the next loads. */
export function useStaffOrganizations(query: OrganizationListQuery) {
  return useQuery({
    queryKey: queryKeys.staffCustomers.list(query.q, query.onHold, query.page),
    queryFn: ({ signal }) =>
      apiFetch<StaffOrganizationsPage>('/web-api/staff/organizations', {
        method: 'GET',
        query: { q: query.q || undefined, onHold: query.onHold || undefined, page: query.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One organization with its flags, hold, sales rep and users. */
export function useStaffOrganization(organizationId: string) {
  return useQuery({
    queryKey: queryKeys.staffCustomers.detail(organizationId),
    queryFn: ({ signal }) =>
      apiFetch<StaffOrganizationDetail>(
        `/web-api/staff/organizations/${encodeURIComponent(organizationId)}`,
        {
          method: 'GET',
          signal,
        },
      ),
  });
}
