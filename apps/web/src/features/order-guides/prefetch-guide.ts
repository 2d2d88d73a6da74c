import type { QueryClient } from '@tanstack/react-query';
import { guidePagesQueryOptions } from './api/get-guide.ts';

/** The id in a detail URL's query (`?id=12`), or null. */
export function guideIdOfSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('id');
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Asks for a guide's first page ahead of its screen (the first view is always Product Categories), so the
 * items arrive while the screen's code is still starting. Errors are left to the screen's own query.
 */
export function prefetchGuide(queryClient: QueryClient, id: number | null): void {
  if (id !== null) void queryClient.prefetchInfiniteQuery(guidePagesQueryOptions(id, 'cwCategories'));
}
