import type { HeaderViewModel } from '@larder/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { windowSettings } from '../../../lib/window-settings.ts';
import { CONTENT_CACHE_MS, shouldReloadHeader, type CachedHeader } from './header-cache-rule.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The header view model for the user's time zone (cut-off and next delivery are shown in it). */
export function getHeader(timeZone: string, signal?: AbortSignal): Promise<HeaderViewModel> {
  return apiFetch<HeaderViewModel>(windowSettings().headerUrl, {
    method: 'GET',
    query: { tz: timeZone },
    signal,
  });
}

/** The cached header as the cache rule sees it; an invalidated header counts as never loaded. */
function cachedHeader(queryClient: QueryClient, queryKey: readonly unknown[]): CachedHeader | undefined {
  const state = queryClient.getQueryState<HeaderViewModel>(queryKey);
  if (!state?.data) return undefined;
  return {
    loadedAt: state.isInvalidated ? 0 : state.dataUpdatedAt,
    categoryCount: state.data.categoryMenu.length,
  };
}

/** Query options of the header: fresh for 120 s unless its category menu came back empty. */
export function headerQueryOptions(timeZone = userTimeZone()) {
  return queryOptions({
    queryKey: [...queryKeys.content.header, timeZone] as const,
    queryFn: ({ signal }) => getHeader(timeZone, signal),
    staleTime: (query) => (query.state.data?.categoryMenu.length === 0 ? 0 : CONTENT_CACHE_MS),
  });
}

/** Reloads the header by the spec's rule: only if forced, older than 120 s, or the category menu is empty. */
export async function reloadHeader(queryClient: QueryClient, force = false): Promise<void> {
  const options = headerQueryOptions();
  if (!shouldReloadHeader(cachedHeader(queryClient, options.queryKey), Date.now(), force)) return;
  await queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
}

/** The header view model. */
export function useHeader() {
  return useQuery(headerQueryOptions());
}
