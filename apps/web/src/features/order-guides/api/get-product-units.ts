import type { ProductOptions } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** The units a product is sold in (GET cart/product-options), to add it to a guide in its default unit. */
export function getProductUnits(sku: string, signal?: AbortSignal): Promise<ProductOptions> {
  return apiFetch<ProductOptions>('/web-api/cart/product-options', { method: 'GET', query: { sku }, signal });
}
