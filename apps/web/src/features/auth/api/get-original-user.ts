import type { CurrentUser } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Who is really signed in: the staff user while impersonating, else the same as the current user. */
export function getOriginalUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/web-api/auth/original-user', { signal });
}

/** Query options of the original user. */
export function originalUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.originalUser,
    queryFn: ({ signal }) => getOriginalUser(signal),
    staleTime: 60_000,
  });
}

/** The original user; loaded only when `enabled` (while impersonating, when it differs from the current user). */
export function useOriginalUser(enabled: boolean) {
  return useQuery({ ...originalUserQueryOptions(), enabled });
}
