import type { GlobalSettings } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { windowSettings } from '../../../lib/window-settings.ts';
import { CONTENT_CACHE_MS } from './header-cache-rule.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The global settings: the site alert, feature flags and the store's name. */
export function getGlobalSettings(signal?: AbortSignal): Promise<GlobalSettings> {
  return apiFetch<GlobalSettings>(windowSettings().globalSettingsUrl, { method: 'GET', signal });
}

/** Query options of the global settings, cached 120 s (spec section 9). */
export function globalSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content.globalSettings,
    queryFn: ({ signal }) => getGlobalSettings(signal),
    staleTime: CONTENT_CACHE_MS,
  });
}

/** The global settings. */
export function useGlobalSettings() {
  return useQuery(globalSettingsQueryOptions());
}
