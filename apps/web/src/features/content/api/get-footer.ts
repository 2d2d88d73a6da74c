import type { Footer } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { windowSettings } from '../../../lib/window-settings.ts';
import { CONTENT_CACHE_MS } from './header-cache-rule.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The footer's columns, contact text and copyright line. */
export function getFooter(signal?: AbortSignal): Promise<Footer> {
  return apiFetch<Footer>(windowSettings().footerUrl, { method: 'GET', signal });
}

/** Query options of the footer, cached 120 s (spec section 9). */
export function footerQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content.footer,
    queryFn: ({ signal }) => getFooter(signal),
    staleTime: CONTENT_CACHE_MS,
  });
}

/** The footer. */
export function useFooter() {
  return useQuery(footerQueryOptions());
}
