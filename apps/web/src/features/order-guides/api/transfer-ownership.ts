import type { OrderGuideTransferBody } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** Moves a guide to another organization of the user (spec section 7: POST order-guide/transfer-ownership). */
export function transferOwnership(body: OrderGuideTransferBody): Promise<unknown> {
  return apiFetch('/web-api/order-guide/transfer-ownership', { body });
}
