import type { StaffOrderDetails } from '@larder/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The path of one staff order call. */
export function staffOrderPath(orderNumber: string): string {
  return `/web-api/staff/orders/${encodeURIComponent(orderNumber)}`;
}

/** One order's details for staff (`GET /web-api/staff/orders/{orderNumber}`). */
export function useStaffOrder(orderNumber: string) {
  return useQuery({
    queryKey: queryKeys.staffOrders.details(orderNumber),
    queryFn: ({ signal }) =>
      apiFetch<StaffOrderDetails>(staffOrderPath(orderNumber), { method: 'GET', signal }),
    staleTime: 15_000,
  });
}
