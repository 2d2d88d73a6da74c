import type { ProductDetail } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A product with its units, priced for the signed-in organization (no prices for anonymous visitors). */
export function getProductDetail(sku: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch<ProductDetail>('/web-api/catalog/product', { method: 'GET', query: { sku }, signal });
}

/** Query options of a product's detail; stock moves, so it is short-lived. */
export function productDetailQueryOptions(sku: string) {
  return queryOptions({
    queryKey: [...queryKeys.catalog.productDetail, sku] as const,
    queryFn: ({ signal }) => getProductDetail(sku, signal),
    staleTime: 15_000,
  });
}

/** A product's detail for its page. */
export function useProductDetail(sku: string) {
  return useQuery(productDetailQueryOptions(sku));
}
