import type { StaffSummary } from '@larder/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The console's counts at a glance (pending applications), refreshed every minute while it is open. */
export function useStaffSummary() {
  return useQuery({
    queryKey: queryKeys.staffConsole.summary,
    queryFn: ({ signal }) => apiFetch<StaffSummary>('/web-api/staff/summary', { method: 'GET', signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
