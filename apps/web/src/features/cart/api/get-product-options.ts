import type { ProductOptions } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A product's units priced and stocked for the organization, with what the cart holds of each. */
export function getProductOptions(sku: string, signal?: AbortSignal): Promise<ProductOptions> {
  return apiFetch<ProductOptions>('/web-api/cart/product-options', {
    method: 'GET',
    query: { sku },
    headers: cartRequestHeaders(),
    signal,
  });
}

/** Query options of a product's options; stock and cart quantities move, so they are short-lived. */
export function productOptionsQueryOptions(sku: string) {
  return queryOptions({
    queryKey: queryKeys.cart.productOptions(sku),
    queryFn: ({ signal }) => getProductOptions(sku, signal),
    staleTime: 15_000,
  });
}

/** A product's options for the add-to-cart control. */
export function useProductOptions(sku: string) {
  return useQuery(productOptionsQueryOptions(sku));
}
