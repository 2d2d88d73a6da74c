import type { ContentItem } from '@larder/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The published children of a content item, from the content delivery API. */
export function getContentChildren(contentId: number, signal?: AbortSignal): Promise<ContentItem[]> {
  return apiFetch<ContentItem[]>(`/api/episerver/v2.0/content/${contentId}/children`, {
    method: 'GET',
    signal,
  });
}

/** Query options of a content item's children, cached like the rest of the content (120 s). */
export function contentChildrenQueryOptions(contentId: number) {
  return queryOptions({
    queryKey: queryKeys.content.children(contentId),
    queryFn: ({ signal }) => getContentChildren(contentId, signal),
    staleTime: 120_000,
  });
}
