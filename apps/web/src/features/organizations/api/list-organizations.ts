import type { Organization } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The signed-in user's organizations; the current one has isActive true. */
export function listOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return apiFetch<Organization[]>('/web-api/organization/list', { signal });
}

/** Query options of the organization list, cached 120 s (spec section 9). */
export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.organizations.list,
    queryFn: ({ signal }) => listOrganizations(signal),
    staleTime: 120_000,
  });
}

/** The signed-in user's organizations. */
export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
