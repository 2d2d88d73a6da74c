import type { OrderIssueReport, ReportIssueBody } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { orderRequestHeaders } from './order-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Reports an issue with an order (`POST /web-api/order-history/report-issue`). */
export function reportIssue(body: ReportIssueBody): Promise<{ success: boolean; report: OrderIssueReport }> {
  return apiFetch<{ success: boolean; report: OrderIssueReport }>('/web-api/order-history/report-issue', {
    body,
    headers: orderRequestHeaders(),
  });
}

/** Reports an issue; the order's details are reloaded to list it. */
export function useReportIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportIssue,
    onSuccess: (_response, body) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.details(body.webOrderNumber) });
    },
  });
}
