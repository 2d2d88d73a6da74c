import type { impersonationCustomersResponseSchema } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Staff: the customers of an organization. */
export function listCustomers(organizationId: string, signal?: AbortSignal) {
  return apiFetch<SchemaOutput<typeof impersonationCustomersResponseSchema>>(
    '/web-api/impersonation/customers',
    {
      query: { organizationId },
      signal,
    },
  );
}

/** Query options of an organization's customers. */
export function customersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: queryKeys.impersonation.customers(organizationId),
    queryFn: ({ signal }) => listCustomers(organizationId, signal),
    staleTime: 30_000,
  });
}

/** The customers of the chosen organization; nothing is loaded until one is chosen. */
export function useCustomers(organizationId: string | null) {
  return useQuery({ ...customersQueryOptions(organizationId ?? ''), enabled: organizationId !== null });
}
