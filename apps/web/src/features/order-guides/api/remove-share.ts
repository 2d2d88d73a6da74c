import type { OrderGuideShareBody, OrderGuideShare } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { useGuideListMutation } from './guide-list-mutation.ts';

/** Stops sharing a guide to an organization (POST order-guide/remove-share). */
export function removeShare(
  body: OrderGuideShareBody,
): Promise<{ success: true; sharedWith: OrderGuideShare[] }> {
  return apiFetch('/web-api/order-guide/remove-share', { body });
}

/** Stops sharing a guide as a list action; every guide query reloads after. */
export function useRemoveShare() {
  return useGuideListMutation(
    'share',
    ({ guideId, organizationId }: { guideId: number; organizationId: string }) =>
      removeShare({ orderGuideId: guideId, organizationId }),
  );
}
