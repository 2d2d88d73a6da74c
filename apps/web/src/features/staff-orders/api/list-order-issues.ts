import type { StaffOrderIssuesPage } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A page of the issue reports received, newest first (`GET /web-api/staff/order-issues`). */
export function useOrderIssues(page: number) {
  return useQuery({
    queryKey: queryKeys.staffOrders.issues(page),
    queryFn: ({ signal }) =>
      apiFetch<StaffOrderIssuesPage>('/web-api/staff/order-issues', {
        method: 'GET',
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
