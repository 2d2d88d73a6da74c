import type { StaffUnitCalendar } from '@larder/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The path of a business unit's calendar. */
export const unitCalendarPath = (businessUnitId: string) =>
  `/web-api/staff/delivery-calendar/${encodeURIComponent(businessUnitId)}`;

/** A business unit's pattern, upcoming exceptions and the delivery dates they give. */
export function useUnitCalendar(businessUnitId: string | null) {
  return useQuery({
    queryKey: queryKeys.staffCalendar.unit(businessUnitId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<StaffUnitCalendar>(unitCalendarPath(businessUnitId!), { method: 'GET', signal }),
    enabled: Boolean(businessUnitId),
  });
}
