import type { StaffProductIssuesPage } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A page of the product issues buyers reported, newest first (`GET /web-api/staff/product-issues`). */
export function useProductIssues(page: number) {
  return useQuery({
    queryKey: queryKeys.staffIssueReports.products(page),
    queryFn: ({ signal }) =>
      apiFetch<StaffProductIssuesPage>('/web-api/staff/product-issues', {
        method: 'GET',
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
