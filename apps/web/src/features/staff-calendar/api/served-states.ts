import type { StaffBusinessUnits } from '@larder/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every business unit with its own state and the states it serves (`GET /web-api/staff/business-units`). */
export function useServedStates() {
  return useQuery({
    queryKey: queryKeys.staffCalendar.servedStates,
    queryFn: ({ signal }) =>
      apiFetch<StaffBusinessUnits>('/web-api/staff/business-units', { method: 'GET', signal }),
    select: (answer) => answer.businessUnits,
  });
}

/** Sets the states a business unit serves (`PUT /web-api/staff/business-units/{id}/served-states`). */
export function useSetServedStates(businessUnitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (servedStates: string[]) =>
      apiFetch<StaffBusinessUnits['businessUnits'][number]>(
        `/web-api/staff/business-units/${encodeURIComponent(businessUnitId)}/served-states`,
        { method: 'PUT', body: { servedStates } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staffCalendar.servedStates }),
  });
}
