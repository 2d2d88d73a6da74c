import type { StaffWebIssuesPage } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A page of the problems with the site that were reported, newest first (`GET /web-api/staff/web-issues`). */
export function useWebIssues(page: number) {
  return useQuery({
    queryKey: queryKeys.staffIssueReports.web(page),
    queryFn: ({ signal }) =>
      apiFetch<StaffWebIssuesPage>('/web-api/staff/web-issues', {
        method: 'GET',
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
