import type { StaffCalendarUnits } from '@larder/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every business unit's weekly pattern (staff with manage-calendar). */
export function useCalendarUnits() {
  return useQuery({
    queryKey: queryKeys.staffCalendar.units,
    queryFn: ({ signal }) =>
      apiFetch<StaffCalendarUnits>('/web-api/staff/delivery-calendar', { method: 'GET', signal }),
    select: (answer) => answer.businessUnits,
  });
}
