import type { StaffImpersonationAuditPage } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A page of impersonation sessions, newest first (`GET /web-api/staff/impersonation-audit`). */
export function useImpersonationSessions(page: number) {
  return useQuery({
    queryKey: queryKeys.staffImpersonationAudit.sessions(page),
    queryFn: ({ signal }) =>
      apiFetch<StaffImpersonationAuditPage>('/web-api/staff/impersonation-audit', {
        method: 'GET',
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
