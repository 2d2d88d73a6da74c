import type { StaffOrganizationChoice, StaffReferenceData } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Staff: the business units, customer groups, sales reps and regions a new organization takes. */
export function useReferenceData() {
  return useQuery({
    queryKey: queryKeys.staffApplications.referenceData,
    queryFn: ({ signal }) =>
      apiFetch<StaffReferenceData>('/web-api/staff/reference-data', { method: 'GET', signal }),
    staleTime: 5 * 60_000,
  });
}

/** Staff: organizations an applicant may join, by name or account number. */
export function useOrganizationChoices(q: string) {
  return useQuery({
    queryKey: queryKeys.staffApplications.organizations(q),
    queryFn: ({ signal }) =>
      apiFetch<StaffOrganizationChoice[]>('/web-api/staff/applications/organizations', {
        method: 'GET',
        query: { q },
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
