import type { OrderGuideUpdateBody, OrderGuideUpdateResponse } from '@larder/contract';
import { errorOf, send } from '../../../lib/api-client.ts';
import { guideRequestHeaders } from './guide-keys.ts';

/**
 * Saves an edited guide (spec section 7: POST order-guide/update); the answer may carry `error`. An empty
 * answer is null, for the caller to report as the spec's 'Unexpected error.'; a refusal throws ApiError.
 */
export async function updateGuide(body: OrderGuideUpdateBody): Promise<OrderGuideUpdateResponse | null> {
  const response = await send('/web-api/order-guide/update', { body, headers: guideRequestHeaders() });
  if (!response.ok) throw await errorOf(response);
  const text = await response.text();
  return text.trim() === '' ? null : (JSON.parse(text) as OrderGuideUpdateResponse | null);
}
