import type { StaffOrdersPage } from '@larder/contract';
import type { OrderStatus } from '@larder/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** What the staff order list asks for; the page keeps them in its URL. */
export interface StaffOrderFilters {
  page: number;
  q?: string | undefined;
  status?: OrderStatus | undefined;
  organizationId?: string | undefined;
  dates?: 'placed' | 'delivery' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * A page of every organization's orders (`GET /web-api/staff/orders`); the last page stays while the next
 * loads. Placed days are the staff member's (`tz`).
 */
export function useStaffOrders(filters: StaffOrderFilters) {
  return useQuery({
    queryKey: queryKeys.staffOrders.list(filters),
    queryFn: ({ signal }) =>
      apiFetch<StaffOrdersPage>('/web-api/staff/orders', {
        method: 'GET',
        query: { ...filters, tz: userTimeZone() },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
