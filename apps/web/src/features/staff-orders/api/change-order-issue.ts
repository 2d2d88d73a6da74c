import type { StaffOrderCreditBody, StaffOrderDetails, StaffOrderIssue } from '@larder/contract';
import type { OrderIssueStatus } from '@larder/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const issuePath = (id: string) => `/web-api/staff/order-issues/${encodeURIComponent(id)}`;

/** What staff change on an issue report. */
export interface IssueChange {
  status?: OrderIssueStatus;
  assigneeUserId?: string | null;
  reply?: string;
}

/** Changes an issue report's status, assignee or reply (`PATCH /web-api/staff/order-issues/{id}`). */
export function useChangeOrderIssue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: IssueChange) =>
      apiFetch<StaffOrderIssue>(issuePath(id), { method: 'PATCH', body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffOrders.all }),
  });
}

/** Credits a line of the reported order (`POST /web-api/staff/order-issues/{id}/credits`). */
export function useCreditOrderIssue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credit: StaffOrderCreditBody) =>
      apiFetch<StaffOrderIssue>(`${issuePath(id)}/credits`, { body: credit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffOrders.all }),
  });
}

/** Credits a line of an order from the staff order view, without an issue report (`POST /web-api/staff/orders/{orderNumber}/credits`). */
export function useCreditOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credit: StaffOrderCreditBody) =>
      apiFetch<StaffOrderDetails>(`/web-api/staff/orders/${encodeURIComponent(orderNumber)}/credits`, {
        body: credit,
      }),
    onSuccess: (details) => {
      queryClient.setQueryData(queryKeys.staffOrders.details(orderNumber), details);
      return queryClient.invalidateQueries({ queryKey: queryKeys.staffOrders.all });
    },
  });
}
