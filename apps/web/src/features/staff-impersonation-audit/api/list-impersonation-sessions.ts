import type { StaffImpersonationAuditPage } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** The audit's filters; an empty one is left out of the query. */
export interface ImpersonationAuditQuery {
  staff: string;
  customer: string;
  from: string;
  to: string;
}

/** A page of impersonation sessions, newest first, filtered (`GET /web-api/staff/impersonation-audit`). */
export function useImpersonationSessions(page: number, filters: ImpersonationAuditQuery) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  return useQuery({
    queryKey: queryKeys.staffImpersonationAudit.sessions(page, query),
    queryFn: ({ signal }) =>
      apiFetch<StaffImpersonationAuditPage>('/web-api/staff/impersonation-audit', {
        method: 'GET',
        // The days are the staff member's own.
        query: { page, ...query, tz: userTimeZone() },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
