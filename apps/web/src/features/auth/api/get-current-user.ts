import type { CurrentUser } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Whom the session acts as (the customer while impersonating); anonymous visitors get isAuthenticated false. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/web-api/auth/current-user', { signal });
}

/** Query options of the current user. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
  });
}

/** The current user, loaded once and shared by every component. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
