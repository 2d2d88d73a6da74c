import { MAX_ITEMS_PER_ADD, type AddItemsResponse } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { reportCartCounter } from '../../../lib/cart-counter-store.ts';
import { guideRequestHeaders } from './guide-keys.ts';

/** Most items one add-items call carries (the contract's limit); a big guide adds in a few calls. */
const CHUNK = MAX_ITEMS_PER_ADD;

/** One quantity to add: a SKU in a unit. */
export interface GuideCartLine {
  productSku: string;
  unitOfMeasure: string;
  quantity: number;
}

/**
 * Adds the guide's quantities to the cart in one action (POST cart/add-items, which applies the quantity
 * rules item by item and reports the items it refused); the header counter follows the last answer.
 */
export async function addGuideItemsToCart(lines: GuideCartLine[]): Promise<AddItemsResponse['results']> {
  const results: AddItemsResponse['results'] = [];
  for (let i = 0; i < lines.length; i += CHUNK) {
    const response = await apiFetch<AddItemsResponse>('/web-api/cart/add-items', {
      body: { items: lines.slice(i, i + CHUNK) },
      headers: guideRequestHeaders(),
    });
    results.push(...response.results);
    reportCartCounter(response.cartCounter);
  }
  return results;
}
