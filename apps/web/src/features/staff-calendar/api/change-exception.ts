import type { StaffExceptionBody, StaffUnitCalendar } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { unitCalendarPath } from './get-unit-calendar.ts';

const exceptionPath = (businessUnitId: string, date: string) =>
  `${unitCalendarPath(businessUnitId)}/exceptions/${encodeURIComponent(date)}`;

/** Sets one exception (or, with replacesDate, moves it to another date); the answer is the unit's calendar. */
export function useSetException(businessUnitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: StaffExceptionBody }) =>
      apiFetch<StaffUnitCalendar>(exceptionPath(businessUnitId, date), { method: 'PUT', body }),
    onSuccess: (calendar) => {
      client.setQueryData(queryKeys.staffCalendar.unit(businessUnitId), calendar);
      return client.invalidateQueries({ queryKey: queryKeys.staffCalendar.units });
    },
  });
}

/** Removes one exception; the answer is the unit's calendar. */
export function useRemoveException(businessUnitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      apiFetch<StaffUnitCalendar>(exceptionPath(businessUnitId, date), { method: 'DELETE' }),
    onSuccess: (calendar) => {
      client.setQueryData(queryKeys.staffCalendar.unit(businessUnitId), calendar);
      return client.invalidateQueries({ queryKey: queryKeys.staffCalendar.units });
    },
  });
}
