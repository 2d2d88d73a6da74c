import type { RotatedWebhookSecret, WebhookDeliveriesResponse, WebhookDelivery } from '@larder/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const pathOf = (id: string) => `/web-api/staff/integration-keys/${encodeURIComponent(id)}`;

/** A key's webhook attempts, newest first; refreshed every 10 s while shown, as retries happen. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: queryKeys.staffIntegrations.deliveries(id),
    queryFn: ({ signal }) =>
      apiFetch<WebhookDeliveriesResponse>(`${pathOf(id)}/deliveries`, { method: 'GET', signal }),
    select: (answer) => answer.items,
    refetchInterval: 10_000,
  });
}

function useDeliveryMutation<T>(id: string, call: (arg: T) => Promise<WebhookDelivery>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staffIntegrations.deliveries(id) }),
  });
}

/** Sends an attempt's event again now. */
export function useRedeliver(id: string) {
  return useDeliveryMutation(id, (deliveryId: number) =>
    apiFetch<WebhookDelivery>(`${pathOf(id)}/deliveries/${deliveryId}/redeliver`, { method: 'POST' }),
  );
}

/** Sends a signed test event now. */
export function useSendTestEvent(id: string) {
  return useDeliveryMutation(id, () =>
    apiFetch<WebhookDelivery>(`${pathOf(id)}/test-event`, { method: 'POST' }),
  );
}

/** A new signing secret; the old one signs too for `overlapHours`. */
export function useRotateSecret(id: string) {
  return useMutation({
    mutationFn: (overlapHours: number) =>
      apiFetch<RotatedWebhookSecret>(`${pathOf(id)}/rotate-secret`, { body: { overlapHours } }),
  });
}
