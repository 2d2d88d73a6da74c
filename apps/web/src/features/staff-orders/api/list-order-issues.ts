import type { StaffOrderIssuesPage } from '@larder/contract';
import type { OrderIssueStatusFilter } from '@larder/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** What the issue-report list asks for; the page keeps them in its URL. */
export interface OrderIssueFilters {
  page: number;
  q?: string | undefined;
  /** One status, or `open` (new or in progress). */
  status?: OrderIssueStatusFilter | undefined;
  /** A staff member's id, or `none` for reports nobody took. */
  assignee?: string | undefined;
  organizationId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A page of the issue reports received, newest first, as the filters give (`GET /web-api/staff/order-issues`);
 * days are the staff member's (`tz`).
 */
export function useOrderIssues(filters: OrderIssueFilters) {
  return useQuery({
    queryKey: queryKeys.staffOrders.issues(filters),
    queryFn: ({ signal }) =>
      apiFetch<StaffOrderIssuesPage>('/web-api/staff/order-issues', {
        method: 'GET',
        query: { ...filters, tz: userTimeZone() },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
