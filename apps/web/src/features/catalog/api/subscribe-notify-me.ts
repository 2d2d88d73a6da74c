import type { NotifyMeBody, NotifyMeResponse } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { track } from '../../../lib/tracker/index.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Asks to be e-mailed when an out-of-stock unit is back. */
export function subscribeNotifyMe(body: NotifyMeBody): Promise<NotifyMeResponse> {
  return apiFetch<NotifyMeResponse>('/web-api/notify-me', { method: 'POST', body });
}

/** The notify-me mutation: tracks 'Notify Me Submitted' and refreshes the product's detail. */
export function useSubscribeNotifyMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeNotifyMe,
    onSuccess: (_answer, body) => {
      track('Notify Me Submitted', {
        product_id: body.productSku,
        sku: body.productSku,
        variant: body.unitOfMeasure,
      });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.catalog.productDetail, body.productSku] });
    },
  });
}
