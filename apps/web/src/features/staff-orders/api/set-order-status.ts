import type { StaffOrderDetails, StaffOrderStatusBody } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffOrderPath } from './get-staff-order.ts';

/**
 * Moves an order forward, Shipped with carrier and tracking, or cancels it with a reason
 * (`POST /web-api/staff/orders/{orderNumber}/status`); lists and details refresh.
 */
export function useSetOrderStatus(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderStatusBody) =>
      apiFetch<StaffOrderDetails>(`${staffOrderPath(orderNumber)}/status`, { body }),
    onSuccess: async (details) => {
      queryClient.setQueryData(queryKeys.staffOrders.details(orderNumber), details);
      await queryClient.invalidateQueries({ queryKey: queryKeys.staffOrders.all });
    },
  });
}
