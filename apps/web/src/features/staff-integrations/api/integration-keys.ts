import type { CreateIntegrationKeyBody, CreatedIntegrationKey, IntegrationKey } from '@larder/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const PATH = '/web-api/staff/integration-keys';

/** The ERP's API keys, newest first (staff with manage-integrations). */
export function useIntegrationKeys() {
  return useQuery({
    queryKey: queryKeys.staffIntegrations.keys,
    queryFn: ({ signal }) => apiFetch<{ items: IntegrationKey[] }>(PATH, { method: 'GET', signal }),
    select: (answer) => answer.items,
  });
}

/** Makes a key; the answer holds the key and webhook secret, shown this once. */
export function useCreateIntegrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateIntegrationKeyBody) =>
      apiFetch<CreatedIntegrationKey>(PATH, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staffIntegrations.keys }),
  });
}

/** Revokes a key; it stops working at once. */
export function useRevokeIntegrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<IntegrationKey>(`${PATH}/${encodeURIComponent(id)}/revoke`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staffIntegrations.keys }),
  });
}
