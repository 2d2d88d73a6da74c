import type { StaffHome } from '@larder/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The staff home's figures (`GET /web-api/staff/home`), refreshed every minute while it is open. */
export function useStaffHome() {
  return useQuery({
    queryKey: queryKeys.staffConsole.home,
    queryFn: ({ signal }) => apiFetch<StaffHome>('/web-api/staff/home', { method: 'GET', signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
