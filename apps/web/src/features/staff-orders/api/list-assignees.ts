import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The staff members an issue can be assigned to (`GET /web-api/staff/order-issues/assignees`). */
export function useAssignees() {
  return useQuery({
    queryKey: ['staff-orders', 'assignees'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: { id: string; email: string; name: string }[] }>(
        '/web-api/staff/order-issues/assignees',
        {
          method: 'GET',
          signal,
        },
      ),
    staleTime: 300_000,
  });
}
