import { organizationListSchema, type Organization } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The signed-in user's organizations; the current one has isActive true. */
export function listOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return apiFetch('/web-api/organization/list', organizationListSchema, { signal });
}

/** Query options of the organization list, cached 120 s (spec section 9). */
export function organizationsQueryOptions() {
  return queryOptions({
    queryKey: ['organizations', 'list'] as const,
    queryFn: ({ signal }) => listOrganizations(signal),
    staleTime: 120_000,
  });
}

/** The signed-in user's organizations. */
export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
