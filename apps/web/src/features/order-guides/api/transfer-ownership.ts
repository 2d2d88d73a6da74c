import type { OrderGuideTransferBody } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { useGuideListMutation } from './guide-list-mutation.ts';

/** Moves a guide to another organization of the user (spec section 7: POST order-guide/transfer-ownership). */
export function transferOwnership(body: OrderGuideTransferBody): Promise<unknown> {
  return apiFetch('/web-api/order-guide/transfer-ownership', { body });
}

/** Moves a guide to another organization as a list action; every guide query reloads after. */
export function useTransferOwnership() {
  return useGuideListMutation(
    'transfer',
    ({ guideId, newOrganizationId }: { guideId: number; newOrganizationId: string }) =>
      transferOwnership({ orderGuideId: guideId, newOrganizationId }),
  );
}
