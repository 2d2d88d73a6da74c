import type { OrderGuideShareBody, OrderGuideShare } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { useGuideListMutation } from './guide-list-mutation.ts';

/** Shares a guide to another organization (POST order-guide/share); answers who it is shared to now. */
export function shareGuide(
  body: OrderGuideShareBody,
): Promise<{ success: true; sharedWith: OrderGuideShare[] }> {
  return apiFetch('/web-api/order-guide/share', { body });
}

/** Shares a guide as a list action; every guide query reloads after. */
export function useShareGuide() {
  return useGuideListMutation(
    'share',
    ({ guideId, organizationId }: { guideId: number; organizationId: string }) =>
      shareGuide({ orderGuideId: guideId, organizationId }),
  );
}
