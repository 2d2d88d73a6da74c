import type { StaffAnalyticsSummary } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { AnalyticsRange } from '../analytics-range.ts';

/**
 * The dashboard's figures for a range and filters (`GET /web-api/staff/analytics/summary`), days in the time zone sent.
 * The previous range's figures stay on screen while a new range loads, so the charts do not blank out.
 */
export function useAnalyticsSummary(
  range: AnalyticsRange,
  timeZone: string,
  filters: Record<string, string> = {},
) {
  return useQuery({
    queryKey: queryKeys.staffAnalytics.summary(range.from, range.to, timeZone, filters),
    queryFn: ({ signal }) =>
      apiFetch<StaffAnalyticsSummary>('/web-api/staff/analytics/summary', {
        method: 'GET',
        query: { from: range.from, to: range.to, ...filters, tz: timeZone },
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
