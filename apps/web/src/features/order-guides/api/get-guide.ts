import {
  ORDER_GUIDE_DEFAULT_PAGE_SIZE,
  type OrderGuide,
  type OrderGuideCategoryType,
} from '@larder/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { isOnline, noteGuideSource } from '../../../lib/offline/offline-store.ts';
import { guideRequestHeaders } from './guide-keys.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One page of a guide (spec section 7: POST order-guide?id&type&page&pageSize&searchTerm, cancellable). */
export function getGuidePage(
  query: { id: number; type: OrderGuideCategoryType; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<OrderGuide> {
  return apiFetch<OrderGuide>('/web-api/order-guide', { query, headers: guideRequestHeaders(), signal });
}

/** A page of the guide as kept in the browser's storage (ADR 047), or null when it was never kept. */
async function keptPage(id: number, type: OrderGuideCategoryType, page: number): Promise<OrderGuide | null> {
  const { keptGuide } = await import('../../../lib/offline/kept-guides.ts');
  const kept = await keptGuide(id, type);
  const found = (kept?.pages[page - 1] as OrderGuide | undefined) ?? null;
  if (found && kept) noteGuideSource(id, kept.savedAt);
  return found;
}

/**
 * A page of a guide: from the network, or without a connection from storage, at once (the guide opens
 * offline in well under a second). A guide never kept fails as before, saying it needs a connection.
 */
export async function guidePageOnlineOrKept(
  query: { id: number; type: OrderGuideCategoryType; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<OrderGuide> {
  if (!isOnline()) {
    const kept = await keptPage(query.id, query.type, query.page).catch(() => null);
    if (kept) return kept;
  }
  try {
    const page = await getGuidePage(query, signal);
    if (query.page === 1) noteGuideSource(query.id, null);
    return page;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'NETWORK') throw error;
    const kept = await keptPage(query.id, query.type, query.page).catch(() => null);
    if (kept) return kept;
    throw new ApiError(
      0,
      'NETWORK',
      'This order guide needs a connection: it was not opened on this device before.',
    );
  }
}

/** Query options of a guide loaded page by page; each page holds `pageSize` items across its groups. */
export function guidePagesQueryOptions(
  id: number,
  type: OrderGuideCategoryType,
  pageSize = ORDER_GUIDE_DEFAULT_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: queryKeys.orderGuides.detail(id, type, pageSize),
    queryFn: ({ pageParam, signal }) =>
      guidePageOnlineOrKept({ id, type, page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: OrderGuide) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
    staleTime: 30_000,
  });
}
