import type { SearchFacetOrder } from '@larder/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const PATH = '/web-api/staff/search/facet-order';

/** The cache key of the facet order. */
export const facetOrderQueryKey = ['staff-search', 'facet-order'] as const;

/** The facets the storefront's search filters show, in order (staff with edit-content). */
export function useFacetOrder() {
  return useQuery({
    queryKey: facetOrderQueryKey,
    queryFn: ({ signal }) => apiFetch<SearchFacetOrder>(PATH, { method: 'GET', signal }),
  });
}

/** Replaces the facet order; the stored order is read again after. */
export function useSaveFacetOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (facets: SearchFacetOrder['facets']) =>
      apiFetch<SearchFacetOrder>(PATH, { method: 'PUT', body: { facets } }),
    onSuccess: (saved) => client.setQueryData(facetOrderQueryKey, saved),
  });
}
