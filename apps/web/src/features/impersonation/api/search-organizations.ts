import type { impersonationOrganizationsResponseSchema } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Staff: organizations whose name or account number matches the search. */
export function searchOrganizations(search: string, signal?: AbortSignal) {
  return apiFetch<SchemaOutput<typeof impersonationOrganizationsResponseSchema>>(
    '/web-api/impersonation/organizations',
    {
      query: { search },
      signal,
    },
  );
}

/** Query options of an organization search. */
export function organizationSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: queryKeys.impersonation.organizations(search),
    queryFn: ({ signal }) => searchOrganizations(search, signal),
    staleTime: 30_000,
  });
}

/** Organizations matching the search; the previous results stay on screen while the next ones load. */
export function useOrganizationSearch(search: string) {
  return useQuery({ ...organizationSearchQueryOptions(search), placeholderData: keepPreviousData });
}
