import type { OrderGuideUpdateBody, OrderGuideUpdateResponse } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { guideRequestHeaders } from './guide-keys.ts';

/** Saves an edited guide (spec section 7: POST order-guide/update); the answer may carry `error`. */
export function updateGuide(body: OrderGuideUpdateBody): Promise<OrderGuideUpdateResponse | null> {
  return apiFetch<OrderGuideUpdateResponse | null>('/web-api/order-guide/update', {
    body,
    headers: guideRequestHeaders(),
  });
}
